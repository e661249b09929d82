import { Dialog, DialogContent } from '../../components/ui/dialog';
import { ClientForm, type EditableClient } from './client-form';

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
        title={client ? 'Edit Client' : 'Add New Client'}
        description="Only the name is required. Angle brackets and script text are removed as you type."
      >
        {isOpen ? <ClientForm key={client?.id ?? 'new'} client={client} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
