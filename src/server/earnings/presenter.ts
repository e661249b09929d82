import { MONEY_RECEIVED_STATUSES, type EarningsStatus } from '@shared/earnings';
import type { bookings } from '../db/schema/bookings';
import type { clientBusinessTransactions } from '../db/schema/payments';

type TransactionRow = typeof clientBusinessTransactions.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

export interface RecentRow {
  transaction: TransactionRow;
  status: EarningsStatus;
  booking: Pick<BookingRow, 'id' | 'bookingDate' | 'bookingTime' | 'customerName'> | null;
  serviceName: string | null;
}

/**
 * One client payment as its business sees it. Named columns only: the client's contact details, the
 * provider's own reference and the checkout address stay on the server. The fee and the net amount
 * are null unless money arrived: the stored split is what it would have been.
 */
export function presentTransaction({ transaction, status, booking, serviceName }: RecentRow) {
  const isReceived = MONEY_RECEIVED_STATUSES.includes(status);
  return {
    id: transaction.id,
    reference: transaction.paymentReference,
    amountMinor: transaction.amountMinor,
    platformFeeMinor: isReceived ? transaction.platformFeeMinor : null,
    businessAmountMinor: isReceived ? transaction.businessAmountMinor : null,
    currency: transaction.currency,
    status,
    method: transaction.paymentMethod,
    createdAt: transaction.createdAt.toISOString(),
    booking: booking
      ? {
          id: booking.id,
          date: booking.bookingDate,
          time: booking.bookingTime.slice(0, 5),
          serviceName,
          customerName: booking.customerName,
        }
      : null,
  };
}

export type TransactionView = ReturnType<typeof presentTransaction>;

/** A period's figures in one currency: sums over completed payments, and how many of each status. */
export interface EarningsTotals {
  currency: string;
  grossMinor: number;
  platformFeeMinor: number;
  netMinor: number;
  refundedMinor: number;
  completedCount: number;
  pendingCount: number;
  failedCount: number;
  refundDueCount: number;
  refundingCount: number;
  refundedCount: number;
  /** Attempts ended unpaid because their booking was cancelled. */
  cancelledCount: number;
  /** Checkouts whose booking's hold ran out before they were paid. */
  notCompletedCount: number;
}

export function emptyTotals(currency: string): EarningsTotals {
  return {
    currency,
    grossMinor: 0,
    platformFeeMinor: 0,
    netMinor: 0,
    refundedMinor: 0,
    completedCount: 0,
    pendingCount: 0,
    failedCount: 0,
    refundDueCount: 0,
    refundingCount: 0,
    refundedCount: 0,
    cancelledCount: 0,
    notCompletedCount: 0,
  };
}
