import { Dialog, DialogContent } from '../../components/ui/dialog';
import { ClientForm, type EditableClient } from './client-form';
import { clientsText } from './messages/clients-screens';

/** 'Add New Client' or 'Edit Client', over the list or the client page. */
export function ClientDialog({
  isOpen,
  client,
  onClose,
}: {
  isOpen: boolean;
  /** The client being edited, or null to add one. */
  client: EditableClient | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={client ? clientsText('dialog.edit') : clientsText('dialog.add')}
        description={clientsText('dialog.description')}
      >
        {isOpen ? <ClientForm key={client?.id ?? 'new'} client={client} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
