import { DeleteButton } from '../../components/ui/delete-button';
import { useDeleteService, type ServiceView } from './use-services';
import { servicesText as t } from './messages/services-screens';

/** Delete, after a confirmation that says what happens to a service clients have booked. */
export function DeleteServiceButton({ service }: { service: ServiceView }) {
  const remove = useDeleteService();
  return (
    <DeleteButton
      isCompact
      name={service.name}
      what={t('delete.what')}
      description={t('delete.description')}
      isPending={remove.isPending}
      onDelete={(done) => remove.mutate(service.id, { onSuccess: done })}
    />
  );
}
