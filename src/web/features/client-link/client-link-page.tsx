import { formatTimeZone } from '@shared/format/time-zones';
import { formatPhone } from '@shared/phone';
import { useState, type ReactNode } from 'react';
import {
  CalendarClock,
  CalendarPlus,
  Loader2,
  MapPin,
  MessageCircle,
  Phone,
  User,
  X,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useParams } from 'wouter';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { buttonClass } from '../../components/ui/button-styles';
import { ApiRequestError } from '../../lib/api-error';
import { ErrorScreen } from '../public-booking/error-screen';
import { formatLongDayTime } from '@shared/format/dates';
import { rich } from '../../lib/rich-text';
import { formatDuration, price } from '../public-booking/public-booking-page';
import { useLoader } from '../public-booking/public-booking-page';
import { CancelDialog } from './cancel-dialog';
import { ChangeTime } from './change-time';
import { clientLinkApi, type ClientLinkView } from './client-link-api';
import { clientLinkText } from './messages/client-link-screens';

const STATUS_TONE = {
  pending: 'warning',
  confirmed: 'success',
  completed: 'info',
  cancelled: 'danger',
} as const;

function paymentLabel(booking: ClientLinkView['booking']): string {
  if (booking.isAwaitingOnlinePayment) return clientLinkText('payment.awaiting');
  return clientLinkText(`payment.${booking.paymentStatus}`);
}

function Fact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

function BookingScreen({ token, initial }: { token: string; initial: ClientLinkView }) {
  const [view, setView] = useState(initial);
  const [mode, setMode] = useState<'view' | 'move'>('view');
  const [isCancelOpen, setCancelOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { booking, business, changes } = view;
  const place = [business.address, business.city].filter(Boolean).join(', ');
  const isOpen = booking.status === 'pending' || booking.status === 'confirmed';
  return (
    <div className="min-h-dvh bg-raised/40">
      <title>{clientLinkText('pageTitle', { business: business.name })}</title>
      <header className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <LanguageSwitch />
      </header>
      <main className="mx-auto grid max-w-5xl gap-6 px-4 pb-24 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid gap-6">
          <section className="grid gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight">{business.name}</h1>
              <Badge tone={STATUS_TONE[booking.status]}>
                {clientLinkText(`status.${booking.status}`)}
              </Badge>
            </div>
            <div className="grid gap-1">
              <p className="text-lg font-semibold">{booking.serviceName}</p>
              <p className="text-base" data-testid="booking-when">
                {formatLongDayTime(booking.date, booking.time)}
              </p>
              <p className="text-sm text-muted">
                {clientLinkText('zone', {
                  duration: formatDuration(booking.durationMinutes),
                  zone: formatTimeZone(booking.timezone),
                })}
              </p>
            </div>
            <ul className="grid gap-2 text-sm">
              {booking.staffName ? (
                <Fact icon={User}>{clientLinkText('with', { staff: booking.staffName })}</Fact>
              ) : null}
              {place ? <Fact icon={MapPin}>{place}</Fact> : null}
              {business.phone ? (
                <Fact icon={Phone}>
                  <a href={`tel:${business.phone}`} className="hover:underline">
                    {formatPhone(business.phone)}
                  </a>
                </Fact>
              ) : null}
            </ul>
            <dl className="grid grid-cols-2 gap-3 rounded-xl bg-raised p-4 text-sm">
              <div>
                <dt className="text-muted">{clientLinkText('ticket')}</dt>
                <dd className="font-mono font-semibold tracking-wider">{booking.ticketCode}</dd>
              </div>
              <div>
                <dt className="text-muted">{clientLinkText('amount')}</dt>
                <dd className="font-semibold">{price(booking.amountMinor, booking.currency)}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-muted">{clientLinkText('paymentLabel')}</dt>
                <dd>{paymentLabel(booking)}</dd>
              </div>
            </dl>
          </section>
          {notice ? <Alert tone="success">{notice}</Alert> : null}
          {booking.status === 'cancelled' ? (
            <Alert tone="info" title={clientLinkText('cancelledTitle')}>
              {booking.cancelledBy === 'client'
                ? clientLinkText('cancelledByYou')
                : clientLinkText('cancelledByBusiness')}{' '}
              {booking.paymentStatus === 'refund_due' ? clientLinkText('businessRefunds') : null}{' '}
              {rich(clientLinkText, 'bookAgain', {
                link: (
                  <a href={`/book/${business.id}`} className="font-medium underline">
                    {clientLinkText('bookAgainLink')}
                  </a>
                ),
              })}
            </Alert>
          ) : null}
          {booking.status === 'completed' ? (
            <Alert tone="info" title={clientLinkText('completedTitle')}>
              {clientLinkText('thanks', { business: business.name })}
            </Alert>
          ) : null}
          {changes.closedReason ? (
            <Alert tone="info" title={clientLinkText('closedTitle')}>
              {changes.closedReason}
            </Alert>
          ) : null}
          {mode === 'move' && changes.canChange ? (
            <div className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
              <ChangeTime
                token={token}
                view={view}
                onCancel={() => setMode('view')}
                onDone={(moved) => {
                  setView(moved);
                  setMode('view');
                  setNotice(
                    clientLinkText('moved', {
                      when: formatLongDayTime(moved.booking.date, moved.booking.time),
                    }),
                  );
                }}
              />
            </div>
          ) : null}
        </div>
        <aside className="grid gap-3 rounded-2xl border border-line bg-surface p-5 sm:p-6">
          <h2 className="font-semibold">{clientLinkText('manage')}</h2>
          {isOpen ? (
            <a
              href={clientLinkApi.calendarUrl(token)}
              download
              className={buttonClass('outline', 'lg')}
            >
              <CalendarPlus aria-hidden /> {clientLinkText('addToCalendar')}
            </a>
          ) : null}
          {business.whatsAppUrl ? (
            <a
              href={business.whatsAppUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('outline', 'lg')}
            >
              <MessageCircle aria-hidden /> {clientLinkText('whatsApp')}
            </a>
          ) : null}
          {changes.canChange ? (
            <>
              <Button
                size="lg"
                onClick={() => {
                  setNotice(null);
                  setMode('move');
                }}
                disabled={mode === 'move'}
              >
                <CalendarClock aria-hidden /> {clientLinkText('changeTime')}
              </Button>
              <Button
                size="lg"
                variant="outline"
                className="text-red-700 dark:text-red-300"
                onClick={() => setCancelOpen(true)}
              >
                <X aria-hidden /> {clientLinkText('cancelBooking')}
              </Button>
              <p className="text-sm text-muted">
                {rich(clientLinkText, 'until', {
                  when: (
                    <strong className="font-semibold text-fg">
                      {formatLongDayTime(changes.untilLocal.date, changes.untilLocal.time)}
                    </strong>
                  ),
                })}
              </p>
            </>
          ) : null}
          {/* the business's chat with its booking code, as the server has it now */}
          <div className="mt-1 border-t border-line pt-3">
            <a
              href={`/api/public/businesses/${business.id}/whatsapp`}
              rel="noreferrer"
              className={buttonClass('ghost', 'block')}
            >
              <MessageCircle aria-hidden /> {clientLinkText('bookOnWhatsApp')}
            </a>
          </div>
        </aside>
      </main>
      <CancelDialog
        token={token}
        view={view}
        open={isCancelOpen}
        onOpenChange={setCancelOpen}
        onDone={(cancelled) => {
          setView(cancelled);
          setMode('view');
          setNotice(null);
        }}
      />
    </div>
  );
}

/** /b/{token}: the client's own booking, from the link in their confirmation. */
export function ClientLinkPage() {
  const { token = '' } = useParams<{ token?: string }>();
  const loaded = useLoader(token || null, () => clientLinkApi.load(token));
  if (
    !token ||
    (loaded.state === 'error' &&
      loaded.error instanceof ApiRequestError &&
      loaded.error.status === 404)
  ) {
    return (
      <ErrorScreen title={clientLinkText('notFoundTitle')} message={clientLinkText('notFound')} />
    );
  }
  if (loaded.state === 'error') {
    return <ErrorScreen title={clientLinkText('failedTitle')} message={clientLinkText('failed')} />;
  }
  if (loaded.state === 'loading') {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-3 text-muted">
        <title>{clientLinkText('loadingTitle')}</title>
        <Loader2 className="size-6 animate-spin" aria-hidden />
        <p>{clientLinkText('loading')}</p>
      </main>
    );
  }
  return <BookingScreen token={token} initial={loaded.data.booking} />;
}

/** /w/{token}: the client's own wait, loaded with this page (see routes.tsx). */
export { WaitlistPage } from '../waitlist/waitlist-page';
