import { Clock, ImageIcon, MapPin, Pencil, Power, PowerOff } from 'lucide-react';
import { formatMoney } from '@shared/money';
import { CATEGORY_LABELS, formatDuration } from '@shared/services';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cx } from '../../components/ui/cx';
import { DeleteServiceButton } from './delete-service-button';
import { useServiceStatus, type ServiceView } from './use-services';
import { servicesText as t } from './messages/services-screens';

function Cover({ service }: { service: ServiceView }) {
  const [cover] = service.images;
  return (
    <div className="relative aspect-[16/10] overflow-hidden bg-raised">
      {cover ? (
        <img
          src={cover.url}
          alt={service.name}
          loading="lazy"
          className={cx('size-full object-cover', !service.isActive && 'grayscale')}
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 to-accent-50 dark:from-brand-950 dark:to-brand-900/40">
          <ImageIcon className="size-10 text-brand-300 dark:text-brand-700" aria-hidden />
        </div>
      )}
      <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
        <Badge tone="brand" className="bg-surface/90 backdrop-blur dark:bg-surface/90">
          {CATEGORY_LABELS[service.category]}
        </Badge>
        <Badge tone={service.isActive ? 'success' : 'neutral'} className="shadow-soft">
          {service.isActive ? t('card.active') : t('card.inactive')}
        </Badge>
      </div>
      {service.images.length > 1 ? (
        <span className="absolute right-3 bottom-3 rounded-full bg-black/60 px-2 py-0.5 text-xs font-medium text-white">
          {t('card.photos', { count: service.images.length })}
        </span>
      ) : null}
    </div>
  );
}

function TripLine({ service }: { service: ServiceView }) {
  const details = service.transportDetails;
  if (!details) return null;
  const route = [details.departure, details.destination].filter(Boolean).join(' → ');
  const text = [route, details.vehicle].filter(Boolean).join(' · ');
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted">
      <MapPin className="size-4 shrink-0" aria-hidden />
      <span className="min-w-0 truncate">{text}</span>
    </p>
  );
}

/** One service in the grid: its cover photo, price and duration, and what the owner can do with it. */
export function ServiceCard({
  service,
  onEdit,
}: {
  service: ServiceView;
  onEdit: (service: ServiceView) => void;
}) {
  const status = useServiceStatus();
  const isSwitching = status.isPending;
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="service-card">
      <Cover service={service} />
      <div className="grid flex-1 content-start gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 font-semibold tracking-tight break-words">{service.name}</h3>
          <p className="shrink-0 font-semibold text-accent-700 tabular-nums dark:text-accent-300">
            {formatMoney({ amountMinor: service.priceMinor, currency: service.currency })}
          </p>
        </div>
        <p className="line-clamp-2 text-sm break-words text-muted">{service.description}</p>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <Clock className="size-4 shrink-0" aria-hidden />
          {formatDuration(service.durationMinutes)}
        </p>
        <TripLine service={service} />
      </div>
      <div className="grid grid-cols-[1fr_1fr_auto] gap-2 border-t border-line p-3">
        <Button
          variant="outline"
          disabled={isSwitching}
          onClick={() => status.mutate({ id: service.id, isActive: !service.isActive })}
          aria-label={t(service.isActive ? 'card.deactivateName' : 'card.activateName', {
            name: service.name,
          })}
        >
          {service.isActive ? <PowerOff /> : <Power />}
          {service.isActive ? t('card.deactivate') : t('card.activate')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => onEdit(service)}
          aria-label={t('card.editName', { name: service.name })}
        >
          <Pencil />
          {t('card.edit')}
        </Button>
        <DeleteServiceButton service={service} />
      </div>
    </Card>
  );
}
