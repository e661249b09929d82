import { Dialog, DialogContent } from '../../components/ui/dialog';
import { StaffFormBody } from './staff-form';
import { useStaff } from './use-staff';
import { staffText as t } from './messages/staff-screens';

/** 'Add Staff Member' or 'Edit Staff Member'; the member being edited is read from the list's cache. */
export function StaffDialog({
  editing,
  onClose,
}: {
  /** 'new', a member's id, or null when closed. */
  editing: string | null;
  onClose: () => void;
}) {
  const staff = useStaff();
  const member =
    editing && editing !== 'new'
      ? (staff.data?.staff.find((item) => item.id === editing) ?? null)
      : null;
  const isOpen = editing === 'new' || member !== null;
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={member ? t('dialog.editTitle') : t('dialog.newTitle')}
        description={member ? t('dialog.editDescription') : t('dialog.newDescription')}
      >
        {isOpen ? (
          <StaffFormBody key={member?.id ?? 'new'} member={member} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
