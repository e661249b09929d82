import { DeleteButton } from '../../components/ui/delete-button';
import { useDeleteClient } from './use-clients';

/** Delete, after a confirmation that says what happens to the client's bookings and invoices. */
export function DeleteClientButton({
  client,
  onDeleted,
}: {
  client: { id: string; name: string };
  onDeleted: () => void;
}) {
  const remove = useDeleteClient();
  return (
    <DeleteButton
      name={client.name}
      what="Client"
      description="Their past bookings stay, under the name they were booked with. A client with invoices cannot be deleted."
      isPending={remove.isPending}
      onDelete={(done) =>
        remove.mutate(client.id, {
          onSuccess: () => {
            done();
            onDeleted();
          },
        })
      }
    />
  );
}
