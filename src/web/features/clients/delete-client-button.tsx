import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useDeleteClient } from './use-clients';

/** Delete, after a confirmation that says what happens to the client's bookings and invoices. */
export function DeleteClientButton({
  client,
  onDeleted,
}: {
  client: { id: string; name: string };
  onDeleted: () => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const remove = useDeleteClient();
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setOpen}
      title={`Delete ${client.name}?`}
      description="Their past bookings stay, under the name they were booked with. A client with invoices cannot be deleted."
      confirmLabel="Delete Client"
      pendingLabel="Deleting..."
      icon={Trash2}
      isPending={remove.isPending}
      onConfirm={() =>
        remove.mutate(client.id, {
          onSuccess: () => {
            setOpen(false);
            onDeleted();
          },
        })
      }
      trigger={
        <Button
          variant="outline"
          className="text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950/50"
          onClick={() => setOpen(true)}
        >
          <Trash2 />
          Delete
        </Button>
      }
    />
  );
}
