import { useEffect, useState } from 'react';
import { CalendarCheck, Clock, CreditCard, Loader2, LogOut, Smartphone, User } from 'lucide-react';
import { useParams } from 'wouter';
import { formatLongDay, formatLongDayTime, formatTime } from '@shared/format/dates';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { buttonClass } from '../../components/ui/button-styles';
import { ApiRequestError, failureText } from '../../lib/api-error';
import { ErrorScreen } from '../public-booking/error-screen';
// as the client link page does: the booking page's own, so no chunk is split off the booking page
import { price, useLoader } from '../public-booking/public-booking-page';
import { waitlistText as t } from './messages/waitlist-screens';
import { waitlistApi, type WaitlistView } from './waitlist-api';

const TONE = {
  waiting: 'info',
  offered: 'warning',
  booked: 'success',
  expired: 'danger',
  removed: 'neutral',
  ended: 'neutral',
} as const;

/** While an M-Pesa payment is awaited, the page asks again this often. */
const POLL_MS = 3_000;

function WaitScreen({ token, initial }: { token: string; initial: WaitlistView }) {
  const [entry, setEntry] = useState(initial);
  const [busy, setBusy] = useState<'take' | 'card' | 'mpesa' | 'leave' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isPrompted, setPrompted] = useState(false);
  const offer = entry.offer;

  // an M-Pesa prompt sent: the place is theirs once the payment is in
  useEffect(() => {
    if (!isPrompted || entry.status !== 'offered') return;
    const timer = setInterval(() => {
      void waitlistApi
        .load(token)
        .then(({ entry: next }) => setEntry(next))
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [isPrompted, entry.status, token]);

  const act = async (what: NonNullable<typeof busy>, work: () => Promise<void>) => {
    setBusy(what);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : failureText(failure));
      // a lapsed offer or a wait ended elsewhere: show it as it is now
      await waitlistApi
        .load(token)
        .then(({ entry: next }) => setEntry(next))
        .catch(() => undefined);
    } finally {
      setBusy(null);
    }
  };
  const take = () =>
    act('take', async () => {
      setEntry((await waitlistApi.take(token)).entry);
    });
  const pay = (method: 'card' | 'mpesa') =>
    act(method, async () => {
      if (!offer) return;
      const { payment } = await waitlistApi.pay(offer.bookingId, method);
      if (method === 'card' && payment.checkoutUrl) {
        window.location.assign(payment.checkoutUrl);
        return;
      }
      setPrompted(true);
    });
  const leave = () =>
    act('leave', async () => {
      await waitlistApi.leave(token);
      setEntry((await waitlistApi.load(token)).entry);
    });

  const isWaiting = entry.status === 'waiting';
  const canLeave = isWaiting || entry.status === 'offered';
  return (
    <div className="min-h-dvh bg-raised/40">
      <title>{t('pageTitle', { business: entry.businessName })}</title>
      <header className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <LanguageSwitch />
      </header>
      <main className="mx-auto grid max-w-3xl gap-6 px-4 pb-24 sm:px-6">
        <section className="grid gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight">{entry.businessName}</h1>
            <Badge tone={TONE[entry.status]}>{t('status', { status: entry.status })}</Badge>
          </div>
          <div className="grid gap-1">
            <p className="text-lg font-semibold">{entry.serviceName}</p>
            <p>{t('day', { day: formatLongDay(entry.date) })}</p>
          </div>
          <ul className="grid gap-2 text-sm">
            <li className="flex gap-2">
              <Clock className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
              {entry.from && entry.to
                ? entry.from === entry.to
                  ? t('at', { time: formatTime(entry.from) })
                  : t('window', { from: formatTime(entry.from), to: formatTime(entry.to) })
                : t('anyTime')}
            </li>
            {entry.staffName ? (
              <li className="flex gap-2">
                <User className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
                <span className="min-w-0 break-words">{t('with', { staff: entry.staffName })}</span>
              </li>
            ) : null}
          </ul>
          {isWaiting && entry.position ? (
            <p className="rounded-xl bg-raised p-4 text-sm" data-testid="waitlist-position">
              {t('position', { position: entry.position })}
            </p>
          ) : null}
        </section>

        {error ? <Alert tone="error">{error}</Alert> : null}

        {entry.status === 'offered' && offer ? (
          <section
            className="grid gap-4 rounded-2xl border-2 border-brand-600 bg-surface p-5 sm:p-6"
            aria-labelledby="offer-title"
          >
            <h2 id="offer-title" className="text-lg font-semibold">
              {t('offered', { when: formatLongDayTime(offer.date, offer.time) })}
            </h2>
            {offer.expiresAt ? (
              <p className="text-sm">
                {t('until', { until: formatTime(offer.expiresAt, entry.timeZone) })}
              </p>
            ) : null}
            {offer.requiresPayment ? (
              <>
                <p className="text-2xl font-semibold">{price(offer.amountMinor, offer.currency)}</p>
                {isPrompted ? (
                  <Alert tone="info">{t('mpesaSent')}</Alert>
                ) : (
                  <div className="grid gap-2 sm:grid-cols-2">
                    <Button size="lg" disabled={busy !== null} onClick={() => void pay('mpesa')}>
                      <Smartphone aria-hidden />
                      {busy === 'mpesa' ? t('paying') : t('payMpesa')}
                    </Button>
                    <Button
                      size="lg"
                      variant="outline"
                      disabled={busy !== null}
                      onClick={() => void pay('card')}
                    >
                      <CreditCard aria-hidden />
                      {busy === 'card' ? t('paying') : t('payCard')}
                    </Button>
                  </div>
                )}
              </>
            ) : (
              <Button size="lg" disabled={busy !== null} onClick={() => void take()}>
                <CalendarCheck aria-hidden />
                {busy === 'take' ? t('taking') : t('take')}
              </Button>
            )}
          </section>
        ) : null}

        {entry.status === 'booked' && offer ? (
          <Alert tone="success">
            <span className="grid gap-3">
              <span>
                {t('booked', {
                  when: formatLongDayTime(offer.date, offer.time),
                  ticket: offer.ticketCode ?? '',
                })}
              </span>
              {offer.link ? (
                <a href={offer.link} className={buttonClass('outline', 'lg')}>
                  {t('seeBooking')}
                </a>
              ) : null}
            </span>
          </Alert>
        ) : null}

        {entry.status === 'expired' || entry.status === 'removed' || entry.status === 'ended' ? (
          <Alert tone="info">
            <span className="grid gap-3">
              <span>{t(entry.status)}</span>
              <a href={`/book/${entry.businessId}`} className={buttonClass('outline', 'lg')}>
                {t('joinAgain')}
              </a>
            </span>
          </Alert>
        ) : null}

        {canLeave ? (
          <Button
            variant="ghost"
            className="justify-self-start text-red-700 dark:text-red-300"
            disabled={busy !== null}
            onClick={() => void leave()}
          >
            <LogOut aria-hidden />
            {busy === 'leave' ? t('leaving') : t('leave')}
          </Button>
        ) : null}
      </main>
    </div>
  );
}

/** /w/{token}: the client's own place on a waitlist, from the link they were given or sent. */
export function WaitlistPage() {
  const { token = '' } = useParams<{ token?: string }>();
  const loaded = useLoader(token || null, () => waitlistApi.load(token));
  if (
    !token ||
    (loaded.state === 'error' &&
      loaded.error instanceof ApiRequestError &&
      loaded.error.status === 404)
  ) {
    return <ErrorScreen title={t('notFoundTitle')} message={t('notFound')} />;
  }
  if (loaded.state === 'error') {
    return <ErrorScreen title={t('failedTitle')} message={t('failed')} />;
  }
  if (loaded.state === 'loading') {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-3 text-muted">
        <title>{t('loadingTitle')}</title>
        <Loader2 className="size-6 animate-spin" aria-hidden />
        <p>{t('loading')}</p>
      </main>
    );
  }
  return <WaitScreen token={token} initial={loaded.data.entry} />;
}
