import { BellRing, CalendarCheck, CircleCheck } from 'lucide-react';
import { DEMO_BUSINESSES } from '@shared/demo-businesses';
import { formatMoney } from '@shared/money';
import { landingText } from './messages/landing-page';

const business = DEMO_BUSINESSES[0];
const service = business?.services[0];

/** A drawn booking confirmation, M-Pesa receipt and reminder: the product at a glance, no image to download. */
export function HeroVisual() {
  if (!business || !service) return null;
  const price = formatMoney({ amountMinor: service.priceKes * 100, currency: 'KES' });
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-sm py-8 select-none lg:max-w-md">
      <div className="absolute inset-x-0 inset-y-2 -z-10 rounded-[2rem] bg-brand-50 sm:-inset-x-6 dark:bg-brand-950/60" />
      <div className="mx-3 rounded-card border border-line bg-surface p-5 shadow-soft sm:mx-0">
        <div className="flex items-center gap-3">
          <div className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-lg font-bold text-white dark:bg-brand-400 dark:text-brand-950">
            {business.name.charAt(0)}
          </div>
          <div className="min-w-0">
            <p className="truncate font-semibold">{business.name}</p>
            <p className="truncate text-sm text-muted">{business.address}</p>
          </div>
        </div>
        <div className="mt-5 grid gap-3 rounded-xl bg-raised p-4 text-sm">
          <Row label={landingText('visual.service')} value={service.name} />
          <Row label={landingText('visual.when')} value={landingText('visual.whenValue')} />
          <Row
            label={landingText('visual.with')}
            value={business.staff[0] ?? landingText('visual.anyStaff')}
          />
          <div className="flex items-baseline justify-between border-t border-line pt-3">
            <span className="text-muted">{landingText('visual.total')}</span>
            <span className="text-lg font-bold text-accent-700 dark:text-accent-300">{price}</span>
          </div>
        </div>
        <div className="mt-4 flex h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 text-sm font-medium text-white dark:bg-brand-400 dark:text-brand-950">
          <CalendarCheck className="size-4" />
          {landingText('visual.confirmed')}
        </div>
      </div>
      <div className="absolute top-0 -right-1 flex items-center gap-2 rounded-xl border border-line bg-surface px-3 py-2 text-xs shadow-soft sm:-right-8">
        <CircleCheck className="size-4 text-brand-600 dark:text-brand-300" />
        <span>
          <span className="block font-semibold">{landingText('visual.paid')}</span>
          <span className="text-muted">
            {landingText('visual.ref', { price, code: 'SKL4Q7ZX2M' })}
          </span>
        </span>
      </div>
      <div className="absolute bottom-0 -left-1 flex items-center gap-2 rounded-xl border border-line bg-surface px-3 py-2 text-xs shadow-soft sm:-left-8">
        <BellRing className="size-4 text-accent-600 dark:text-accent-300" />
        <span>
          <span className="block font-semibold">{landingText('visual.reminder')}</span>
          <span className="text-muted">{landingText('visual.reminderWhen')}</span>
        </span>
      </div>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <span className="text-muted">{label}</span>
      <span className="truncate font-medium">{value}</span>
    </div>
  );
}
