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
import { formatLongDay } from '@shared/format/dates';
import { duration, price } from '../public-booking/public-booking-page';
import { useLoader } from '../public-booking/public-booking-page';
import { CancelDialog } from './cancel-dialog';
import { ChangeTime } from './change-time';
import { clientLinkApi, type ClientLinkView } from './client-link-api';

const STATUS = {
  pending: { label: 'Pending', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  completed: { label: 'Completed', tone: 'info' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
} as const;

const PAYMENT = {
  pending: 'Not paid yet',
  completed: 'Paid',
  failed: 'Payment failed',
  refund_due: 'Refund due from the business',
  refunded: 'Refunded',
} as const;

function paymentLabel(booking: ClientLinkView['booking']): string {
  if (booking.isAwaitingOnlinePayment) return 'Awaiting payment';
  return PAYMENT[booking.paymentStatus];
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
  const status = STATUS[booking.status];
  const place = [business.address, business.city].filter(Boolean).join(', ');
  const isOpen = booking.status === 'pending' || booking.status === 'confirmed';
  return (
    <div className="min-h-dvh bg-raised/40">
      <title>{`Your booking at ${business.name} - Miadi`}</title>
      <header className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <LanguageSwitch />
      </header>
      <main className="mx-auto grid max-w-5xl gap-6 px-4 pb-24 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid gap-6">
          <section className="grid gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight">{business.name}</h1>
              <Badge tone={status.tone}>{status.label}</Badge>
            </div>
            <div className="grid gap-1">
              <p className="text-lg font-semibold">{booking.serviceName}</p>
              <p className="text-base" data-testid="booking-when">
                {formatLongDay(booking.date)} at{' '}
                <span className="font-semibold tabular-nums">{booking.time}</span>
              </p>
              <p className="text-sm text-muted">
                {duration(booking.durationMinutes)} · times in {formatTimeZone(booking.timezone)}
              </p>
            </div>
            <ul className="grid gap-2 text-sm">
              {booking.staffName ? <Fact icon={User}>With {booking.staffName}</Fact> : null}
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
                <dt className="text-muted">Ticket</dt>
                <dd className="font-mono font-semibold tracking-wider">{booking.ticketCode}</dd>
              </div>
              <div>
                <dt className="text-muted">Amount</dt>
                <dd className="font-semibold">{price(booking.amountMinor, booking.currency)}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-muted">Payment</dt>
                <dd>{paymentLabel(booking)}</dd>
              </div>
            </dl>
          </section>
          {notice ? <Alert tone="success">{notice}</Alert> : null}
          {booking.status === 'cancelled' ? (
            <Alert tone="info" title="This booking is cancelled">
              {booking.cancelledBy === 'client'
                ? 'You cancelled it.'
                : 'It was cancelled by the business.'}{' '}
              {booking.paymentStatus === 'refund_due'
                ? 'The business will refund your payment.'
                : null}{' '}
              To come another time,{' '}
              <a href={`/book/${business.id}`} className="font-medium underline">
                book again on the business&rsquo;s page
              </a>
              .
            </Alert>
          ) : null}
          {booking.status === 'completed' ? (
            <Alert tone="info" title="This visit is completed">
              Thank you for visiting {business.name}.
            </Alert>
          ) : null}
          {changes.closedReason ? (
            <Alert tone="info" title="Changes are closed">
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
                    `Your booking is moved to ${formatLongDay(moved.booking.date)} at ${moved.booking.time}.`,
                  );
                }}
              />
            </div>
          ) : null}
        </div>
        <aside className="grid gap-3 rounded-2xl border border-line bg-surface p-5 sm:p-6">
          <h2 className="font-semibold">Manage your booking</h2>
          {isOpen ? (
            <a
              href={clientLinkApi.calendarUrl(token)}
              download
              className={buttonClass('outline', 'lg')}
            >
              <CalendarPlus aria-hidden /> Add to calendar
            </a>
          ) : null}
          {business.whatsAppUrl ? (
            <a
              href={business.whatsAppUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('outline', 'lg')}
            >
              <MessageCircle aria-hidden /> Message on WhatsApp
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
                <CalendarClock aria-hidden /> Change time
              </Button>
              <Button
                size="lg"
                variant="outline"
                className="text-red-700 dark:text-red-300"
                onClick={() => setCancelOpen(true)}
              >
                <X aria-hidden /> Cancel booking
              </Button>
              <p className="text-sm text-muted">
                You can cancel or change this booking until{' '}
                <strong className="font-semibold text-fg">
                  {formatLongDay(changes.untilLocal.date)} at {changes.untilLocal.time}
                </strong>
                .
              </p>
            </>
          ) : null}
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
      <ErrorScreen
        title="Booking Not Found"
        message="This booking link is not valid. Check the link in your confirmation message."
      />
    );
  }
  if (loaded.state === 'error') {
    return (
      <ErrorScreen
        title="Unable to load"
        message="Your booking could not be loaded just now. Please try again in a moment."
      />
    );
  }
  if (loaded.state === 'loading') {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-3 text-muted">
        <title>Loading your booking... - Miadi</title>
        <Loader2 className="size-6 animate-spin" aria-hidden />
        <p>Loading your booking...</p>
      </main>
    );
  }
  return <BookingScreen token={token} initial={loaded.data.booking} />;
}
