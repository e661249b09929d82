import { DeleteButton } from '../../components/ui/delete-button';
import { useDeleteStaff, type StaffView } from './use-staff';
import { staffText as t } from './messages/staff-screens';

/** Delete, after a confirmation that says what happens to someone clients have booked. */
export function DeleteStaffButton({ member }: { member: StaffView }) {
  const remove = useDeleteStaff();
  return (
    <DeleteButton
      isCompact
      name={member.name}
      what={t('delete.what')}
      description={member.bookingCount > 0 ? t('delete.booked') : t('delete.unbooked')}
      isPending={remove.isPending}
      onDelete={(done) => remove.mutate(member.id, { onSuccess: done })}
    />
  );
}
