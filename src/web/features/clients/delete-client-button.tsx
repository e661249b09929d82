import { DeleteButton } from '../../components/ui/delete-button';
import { useDeleteClient } from './use-clients';
import { clientsText } from './messages/clients-screens';

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
      what={clientsText('delete.what')}
      description={clientsText('delete.description')}
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
