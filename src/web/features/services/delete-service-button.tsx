import { DeleteButton } from '../../components/ui/delete-button';
import { useDeleteService, type ServiceView } from './use-services';

/** Delete, after a confirmation that says what happens to a service clients have booked. */
export function DeleteServiceButton({ service }: { service: ServiceView }) {
  const remove = useDeleteService();
  return (
    <DeleteButton
      isCompact
      name={service.name}
      what="Service"
      description="Its photos are deleted too. A service that clients have already booked is deactivated instead, so their bookings keep it."
      isPending={remove.isPending}
      onDelete={(done) => remove.mutate(service.id, { onSuccess: done })}
    />
  );
}
