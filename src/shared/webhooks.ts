/**
 * Outgoing webhooks (docs/plans/public-api.md §3.8): the events a business's endpoints may
 * subscribe to, each sent as a Standard Webhooks message.
 */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.confirmed',
  'booking.cancelled',
  'booking.rescheduled',
  'booking.completed',
  'payment.completed',
  'payment.refunded',
  'invoice.paid',
  'review.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_RULES = {
  /** Endpoints a business may have. */
  maxEndpoints: 5,
  urlMaxLength: 2000,
  descriptionMaxLength: 200,
} as const;
