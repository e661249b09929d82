/**
 * refunding: a refund asked of the provider and not yet answered (it is retried until it is).
 * cancelled: an attempt ended unpaid because its booking was cancelled; money that lands on it anyway
 * is still recorded, as refund_due.
 */
export const TRANSACTION_STATUSES = [
  'pending',
  'completed',
  'failed',
  'refund_due',
  'refunding',
  'refunded',
  'cancelled',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * Why a payment is owed back: its booking was paid already, its hold ran out and the place was
 * taken, or the client or the business cancelled the booking before the money came.
 */
export const REFUND_REASONS = ['already_paid', 'slot_taken', 'cancelled'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const TRANSACTION_TYPES = ['subscription', 'client_payment'] as const;

/** The business keeps 95% of a client payment, the platform 5% (in basis points). */
export const BUSINESS_SHARE_BASIS_POINTS = 9500;

export const SUBSCRIPTION_STATUSES = ['active', 'pending', 'expired', 'cancelled'] as const;
export const PAYMENT_INTERVALS = ['one_time', 'monthly'] as const;

/** How a client pays: on the provider's checkout page, or by an M-Pesa prompt to their phone. */
export const PAYMENT_CHANNELS = ['card', 'mpesa'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
