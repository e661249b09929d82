import { useState } from 'react';
import { ADMIN_MESSAGES } from '@shared/admin';
import { TEXT_LIMITS } from '@shared/limits';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { useBusinessAction, type AdminBusiness } from './use-admin';
import { adminText } from './messages/admin-screens';

/** Deactivating needs a reason: the owner reads it in their owner area. */
export function DeactivateDialog({
  business,
  onClose,
}: {
  business: AdminBusiness | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const action = useBusinessAction();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const confirm = () => {
    if (!business) return;
    if (!reason.trim()) {
      setError(ADMIN_MESSAGES.reasonRequired);
      return;
    }
    action.mutate(
      { kind: 'deactivate', id: business.id, reason: reason.trim() },
      { onSuccess: close },
    );
  };
  return (
    <ConfirmDialog
      open={business !== null}
      onOpenChange={(isOpen) => (isOpen ? null : close())}
      title={
        business ? adminText('dialog.title', { name: business.name }) : adminText('dialog.titleAny')
      }
      description={adminText('dialog.description')}
      confirmLabel={adminText('dialog.confirm')}
      pendingLabel={adminText('dialog.pending')}
      isPending={action.isPending}
      onConfirm={confirm}
    >
      <Field
        label={adminText('dialog.reason')}
        error={error}
        hint={`${reason.length} / ${TEXT_LIMITS.notes}`}
      >
        <Textarea
          value={reason}
          maxLength={TEXT_LIMITS.notes}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          placeholder={adminText('dialog.placeholder')}
        />
      </Field>
    </ConfirmDialog>
  );
}
