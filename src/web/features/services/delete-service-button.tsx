import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useDeleteService, type ServiceView } from './use-services';

/** Delete, after a confirmation that says what happens to a service clients have booked. */
export function DeleteServiceButton({ service }: { service: ServiceView }) {
  const [isOpen, setOpen] = useState(false);
  const remove = useDeleteService();
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setOpen}
      title={`Delete ${service.name}?`}
      description="Its photos are deleted too. A service that clients have already booked is deactivated instead, so their bookings keep it."
      confirmLabel="Delete Service"
      pendingLabel="Deleting..."
      icon={Trash2}
      isPending={remove.isPending}
      onConfirm={() => remove.mutate(service.id, { onSuccess: () => setOpen(false) })}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-950/50"
          aria-label={`Delete ${service.name}`}
          onClick={() => setOpen(true)}
        >
          <Trash2 />
        </Button>
      }
    />
  );
}
