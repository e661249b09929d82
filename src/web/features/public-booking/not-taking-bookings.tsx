import { formatPhone } from '@shared/phone';
import { Clock, Phone } from 'lucide-react';
// the same words as SUBSCRIPTION_MESSAGES.lapsed, without the plan catalogue in this page's bundle
import { BOOKING_MESSAGES } from '@shared/booking-messages';
import { buttonClass } from '../../components/ui/button-styles';
import type { PublicPage } from './booking-api';
import { closedText } from './messages/booking-closed';

/**
 * In place of the booking panel while the business takes no online bookings: the neutral words of
 * docs/product/settled-rules.md §5 Plans (a visitor is never told why), and a way to reach the business instead.
 */
export function NotTakingBookings({ business }: { business: PublicPage['business'] }) {
  return (
    <section
      className="grid justify-items-start gap-3 rounded-card border border-line bg-surface p-5"
      aria-labelledby="closed-heading"
    >
      <div className="inline-flex size-11 items-center justify-center rounded-xl bg-raised text-muted">
        <Clock className="size-5" aria-hidden />
      </div>
      <h2 id="closed-heading" className="text-lg font-semibold">
        {BOOKING_MESSAGES.closedForBookings}
      </h2>
      <p className="text-sm text-muted">
        {business.phone ? closedText('closed.call') : closedText('closed.later')}
      </p>
      {business.phone ? (
        <a href={`tel:${business.phone}`} className={buttonClass('outline', 'lg', 'w-full')}>
          <Phone />
          {formatPhone(business.phone)}
        </a>
      ) : null}
    </section>
  );
}
