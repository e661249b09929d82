/** refunding: a refund asked of the provider and not yet answered (it is retried until it is). */
export const TRANSACTION_STATUSES = [
  'pending',
  'completed',
  'failed',
  'refund_due',
  'refunding',
  'refunded',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const TRANSACTION_TYPES = ['subscription', 'client_payment'] as const;

export const PAYMENT_CONFIG_TYPES = ['paystack_split', 'mpesa', 'bank_account'] as const;

/** The business keeps 95% of a client payment, the platform 5% (in basis points). */
export const BUSINESS_SHARE_BASIS_POINTS = 9500;

export const SUBSCRIPTION_STATUSES = ['active', 'pending', 'expired', 'cancelled'] as const;
export const PAYMENT_INTERVALS = ['one_time', 'monthly'] as const;

/** How a client pays: on the provider's checkout page, or by an M-Pesa prompt to their phone. */
export const PAYMENT_CHANNELS = ['card', 'mpesa'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
