import { Clock } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-styles';
import type { PublicService } from './booking-api';
import { formatDuration } from '@shared/format/duration';
import { price } from './format';
import { bookingPageText as t } from './messages/booking-page';

export function ServiceList({
  services,
  selectedId,
  onChoose,
}: {
  services: PublicService[];
  selectedId: string | null;
  onChoose: (service: PublicService) => void;
}) {
  return (
    <section className="grid gap-3" aria-labelledby="services-heading">
      <h2 id="services-heading" className="text-lg font-semibold">
        {t('services.heading')}
      </h2>
      {services.length ? (
        <ul className="grid gap-3">
          {services.map((service) => (
            <li
              key={service.id}
              className="flex gap-3 rounded-card border border-line bg-surface p-3"
            >
              {service.imageUrls[0] ? (
                <img
                  src={service.imageUrls[0]}
                  alt=""
                  className="size-20 shrink-0 rounded-xl object-cover"
                  loading="lazy"
                />
              ) : null}
              <div className="grid min-w-0 flex-1 gap-1">
                <h3 className="font-semibold">{service.name}</h3>
                <p className="line-clamp-2 text-sm text-muted">{service.description}</p>
                <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                  <span className="flex items-center gap-3 text-sm">
                    <span className="font-semibold text-accent-700 dark:text-accent-300">
                      {price(service.priceMinor, service.currency)}
                    </span>
                    <span className="inline-flex items-center gap-1 text-muted">
                      <Clock className="size-3.5" aria-hidden />{' '}
                      {formatDuration(service.durationMinutes)}
                    </span>
                  </span>
                  <button
                    type="button"
                    onClick={() => onChoose(service)}
                    aria-pressed={selectedId === service.id}
                    className={buttonClass(selectedId === service.id ? 'primary' : 'outline', 'sm')}
                  >
                    {t(selectedId === service.id ? 'services.selected' : 'services.book')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-card border border-dashed border-line p-6 text-center text-muted">
          {t('services.none')}
        </p>
      )}
    </section>
  );
}
