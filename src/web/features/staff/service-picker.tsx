import { Skeleton } from '../../components/ui/skeleton';
import { useServices } from '../services/use-services';
import { staffText as t } from './messages/staff-screens';

/** The services a member performs, ticked from the business's own; none ticked means all of them. */
export function ServicePicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  const services = useServices();
  const toggle = (id: string, isOn: boolean) =>
    onChange(isOn ? [...value, id] : value.filter((other) => other !== id));
  let body;
  if (services.isPending) {
    body = <Skeleton className="h-11" />;
  } else if (services.isError) {
    body = <p className="text-sm text-muted">{t('services.loadFailed')}</p>;
  } else if (!services.data.services.length) {
    body = <p className="text-sm text-muted">{t('services.none')}</p>;
  } else {
    body = (
      <div className="grid gap-1 sm:grid-cols-2">
        {services.data.services.map((service) => (
          <label
            key={service.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 text-sm hover:bg-raised"
          >
            <input
              type="checkbox"
              className="size-5 shrink-0 cursor-pointer accent-brand-700 dark:accent-brand-400"
              checked={value.includes(service.id)}
              onChange={(event) => toggle(service.id, event.target.checked)}
            />
            <span className="min-w-0 break-words">
              {service.name}
              {service.isActive ? null : (
                <span className="text-muted"> {t('services.inactive')}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    );
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{t('services.legend')}</legend>
      <p className="text-sm text-muted">{t('services.hint')}</p>
      {body}
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
