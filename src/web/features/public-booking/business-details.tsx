import { BadgeCheck, Clock, MapPin, MessageCircle, Phone, Star } from 'lucide-react';
import { weekdayOf } from '@shared/local-time';
import { formatPhone, phoneDigits } from '@shared/phone';
import type { PublicPage } from './booking-api';
import { bookingPageText as t } from './messages/booking-page';

function todaysHours(page: PublicPage): string {
  if (!page.hours.length) return t('details.noHours');
  const today = page.hours.find((day) => day.weekday === weekdayOf(page.booking.today));
  if (!today) return t('details.hoursOnRequest');
  return today.isOpen
    ? t('details.openToday', { opens: today.opensAt, closes: today.closesAt })
    : t('details.closedToday');
}

/** Logo, name, badges and the facts a client checks before booking. */
export function BusinessDetails({ page }: { page: PublicPage }) {
  const { business } = page;
  const policy = t(
    business.paymentPolicy === 'pay_on_booking'
      ? 'details.payOnBooking'
      : 'details.payAfterService',
  );
  const place = [business.address, business.city].filter(Boolean).join(', ');
  return (
    <section className="grid gap-4">
      <div className="flex items-start gap-4">
        {business.logoUrl ? (
          <img
            src={business.logoUrl}
            alt=""
            className="size-16 shrink-0 rounded-2xl border border-line object-cover"
          />
        ) : null}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{business.name}</h1>
          <div className="mt-2 flex flex-wrap gap-2 text-xs font-medium">
            {business.isVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-800 dark:bg-brand-900/60 dark:text-brand-200">
                <BadgeCheck className="size-3.5" /> {t('details.verified')}
              </span>
            ) : null}
            <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-accent-800 dark:bg-accent-700/30 dark:text-accent-200">
              {policy}
            </span>
          </div>
        </div>
      </div>
      {business.description ? <p className="text-muted">{business.description}</p> : null}
      <ul className="grid gap-2 text-sm">
        {place ? (
          <li className="flex gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
            {place}
          </li>
        ) : null}
        <li className="flex gap-2">
          <Clock className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
          {todaysHours(page)}
        </li>
        {business.phone ? (
          <li className="flex gap-2">
            <Phone className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
            <a href={`tel:${business.phone}`} className="hover:underline">
              {formatPhone(business.phone)}
            </a>
          </li>
        ) : null}
        {business.totalReviews > 0 ? (
          <li className="flex gap-2">
            <Star className="mt-0.5 size-4 shrink-0 fill-accent-400 text-accent-400" aria-hidden />
            {t(business.totalReviews === 1 ? 'details.review' : 'details.reviews', {
              rating: business.averageRating.toFixed(1),
              count: business.totalReviews,
            })}
          </li>
        ) : null}
      </ul>
      {business.phone ? (
        <a
          href={`https://wa.me/${phoneDigits(business.phone)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          <MessageCircle className="size-4" /> {t('details.whatsApp')}
        </a>
      ) : null}
    </section>
  );
}
