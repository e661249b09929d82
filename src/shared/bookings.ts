export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * refund_due: a payment is owed back: it arrived after the hold expired and the place was taken, or
 * after someone cancelled the booking, or the client cancelled a paid booking under a full refund.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'completed',
  'failed',
  'refund_due',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who cancelled a booking: the client through their own link, or the business. */
export const BOOKING_CANCELLERS = ['client', 'business'] as const;
export type BookingCanceller = (typeof BOOKING_CANCELLERS)[number];

/**
 * The channel the booking came from: a client on the web page, the business (a walk-in or a phone
 * call), a client in the WhatsApp chat or on the USSD menu (docs/decisions/0074), or the business's
 * own tools through the public API (docs/plans/public-api.md §3.3).
 */
export const BOOKING_SOURCES = ['online', 'owner', 'whatsapp', 'ussd', 'api'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/**
 * The channels on which the client books the visit themselves (docs/product/settled-rules.md §11 Channels and reviews):
 * the web, WhatsApp and USSD. The desk ('owner') and the API do not.
 */
export const SELF_BOOKED_SOURCES: readonly BookingSource[] = ['online', 'whatsapp', 'ussd'];

export const PAYMENT_POLICIES = ['pay_on_booking', 'pay_after_service'] as const;
export type PaymentPolicy = (typeof PAYMENT_POLICIES)[number];

/** How long an unpaid pay-on-booking booking holds its place. */
export const PAYMENT_HOLD_MINUTES = 15;
