import { formatPhone } from '@shared/phone';
import { Banknote, CalendarClock, MoreVertical, Receipt, Undo2, X } from 'lucide-react';
import { useLocation } from 'wouter';
import { BOOKING_STATUSES, type BookingStatus } from '@shared/bookings';
import { formatMoney } from '@shared/money';
import { ChannelBadge } from '../../components/channel-badge';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Select } from '../../components/ui/select';
import { formatDay } from '@shared/format/dates';
import { paymentLabel, STATUS_LABELS, STATUS_TONES } from './booking-format';
import { useMarkPaid, useRefundBooking, useSetStatus, type OwnerBooking } from './use-bookings';
import { useHasStarted } from './use-has-started';
import { bookingsText } from './messages/owner-bookings-screens';

/** The statuses to offer: 'Completed' only once the visit has begun (the server holds the same rule). */
function statusOptions(booking: OwnerBooking, hasStarted: boolean) {
  const options = BOOKING_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
  if (hasStarted || booking.status === 'completed') return options;
  const hint = bookingsText('item.startsHint', {
    time: booking.time,
    day: formatDay(booking.date),
  });
  return options.map((option) =>
    option.value === 'completed' ? { ...option, disabled: true, hint } : option,
  );
}

function PaymentLine({ booking }: { booking: OwnerBooking }) {
  const label = booking.isAwaitingOnlinePayment
    ? bookingsText('item.awaitingOnline')
    : paymentLabel(booking.paymentStatus);
  return (
    <p className="text-sm">
      <span className="font-semibold">
        {formatMoney({ amountMinor: booking.amountMinor, currency: booking.currency })}
      </span>
      <span className="text-muted"> · {label}</span>
      {booking.hasRefundDue && booking.paymentStatus !== 'refund_due' ? (
        <Badge tone="danger" className="ml-2">
          {bookingsText('item.refundDue')}
        </Badge>
      ) : null}
    </p>
  );
}

/**
 * One booking as the front desk works it: when, what, who, with whom, the money, the status to set,
 * and Cancel on a pending one; moving it and taking payment at the counter sit in its menu.
 */
export function BookingItem({
  booking,
  onMove,
}: {
  booking: OwnerBooking;
  onMove: (booking: OwnerBooking) => void;
}) {
  const setStatus = useSetStatus();
  const markPaid = useMarkPaid();
  const refund = useRefundBooking();
  const [, navigate] = useLocation();
  const isBusy = setStatus.isPending || markPaid.isPending || refund.isPending;
  const canMove = booking.status === 'pending' || booking.status === 'confirmed';
  const canPay = booking.paymentStatus === 'pending' && booking.status !== 'cancelled';
  const change = (status: BookingStatus) => setStatus.mutate({ id: booking.id, status });
  const hasStarted = useHasStarted(booking.startsAt);
  return (
    <li
      className="grid gap-3 p-4 sm:grid-cols-[7rem_minmax(0,1fr)_auto] sm:items-center sm:gap-4"
      data-testid="booking-item"
    >
      <div className="flex items-baseline gap-2 sm:block">
        <p className="text-lg font-semibold tabular-nums">{booking.time}</p>
        <p className="text-sm text-muted">{formatDay(booking.date)}</p>
      </div>
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">{booking.serviceName}</p>
          <Badge tone={STATUS_TONES[booking.status]}>{STATUS_LABELS[booking.status]}</Badge>
          <ChannelBadge source={booking.source} />
          {booking.status === 'cancelled' && booking.cancelledBy === 'client' ? (
            <Badge tone="warning">{bookingsText('item.cancelledByClient')}</Badge>
          ) : null}
        </div>
        <p className="truncate text-sm text-muted">
          {booking.customerName}
          {booking.customerPhone ? ` · ${formatPhone(booking.customerPhone)}` : ''}
          {booking.staffName ? ` · ${bookingsText('item.with', { name: booking.staffName })}` : ''}
        </p>
        <PaymentLine booking={booking} />
        <p className="font-mono text-xs tracking-wider text-muted">{booking.ticketCode}</p>
      </div>
      <div className="flex items-center gap-2">
        <Select
          aria-label={bookingsText('item.statusOf', { name: booking.customerName })}
          options={statusOptions(booking, hasStarted)}
          value={booking.status}
          onValueChange={(value) => change(value as BookingStatus)}
          disabled={isBusy}
          className="w-36"
        />
        {booking.status === 'pending' ? (
          <Button variant="outline" onClick={() => change('cancelled')} disabled={isBusy}>
            <X />
            {bookingsText('item.cancel')}
          </Button>
        ) : null}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={bookingsText('item.more')}
              disabled={isBusy}
            >
              <MoreVertical />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem disabled={!canMove} onSelect={() => onMove(booking)}>
              <CalendarClock />
              {bookingsText('item.move')}
            </DropdownMenuItem>
            <DropdownMenuItem disabled={!canPay} onSelect={() => markPaid.mutate(booking.id)}>
              <Banknote />
              {bookingsText('item.markPaid')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate(`/app/invoices?bookingId=${booking.id}`)}>
              <Receipt />
              {bookingsText('item.invoice')}
            </DropdownMenuItem>
            {booking.hasRefundDue ? (
              <DropdownMenuItem onSelect={() => refund.mutate(booking.id)}>
                <Undo2 />
                {bookingsText('item.refund')}
              </DropdownMenuItem>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </li>
  );
}
