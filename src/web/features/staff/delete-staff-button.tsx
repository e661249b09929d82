import { DeleteButton } from '../../components/ui/delete-button';
import { useDeleteStaff, type StaffView } from './use-staff';

/** Delete, after a confirmation that says what happens to someone clients have booked. */
export function DeleteStaffButton({ member }: { member: StaffView }) {
  const remove = useDeleteStaff();
  return (
    <DeleteButton
      isCompact
      name={member.name}
      what="Staff Member"
      description={
        member.bookingCount > 0
          ? 'They have bookings, so they will be deactivated instead: their bookings keep their name, and clients can no longer choose them.'
          : 'They are removed from your team and from your booking page.'
      }
      isPending={remove.isPending}
      onDelete={(done) => remove.mutate(member.id, { onSuccess: done })}
    />
  );
}
