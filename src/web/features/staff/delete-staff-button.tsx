import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useDeleteStaff, type StaffView } from './use-staff';

/** Delete, after a confirmation that says what happens to someone clients have booked. */
export function DeleteStaffButton({ member }: { member: StaffView }) {
  const [isOpen, setOpen] = useState(false);
  const remove = useDeleteStaff();
  const isBooked = member.bookingCount > 0;
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setOpen}
      title={`Delete ${member.name}?`}
      description={
        isBooked
          ? 'They have bookings, so they will be deactivated instead: their bookings keep their name, and clients can no longer choose them.'
          : 'They are removed from your team and from your booking page.'
      }
      confirmLabel="Delete Staff Member"
      pendingLabel="Deleting..."
      icon={Trash2}
      isPending={remove.isPending}
      onConfirm={() => remove.mutate(member.id, { onSuccess: () => setOpen(false) })}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-950/50"
          aria-label={`Delete ${member.name}`}
          onClick={() => setOpen(true)}
        >
          <Trash2 />
        </Button>
      }
    />
  );
}
