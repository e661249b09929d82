import * as z from 'zod/mini';
import { plainText } from './plain-text';
import { webhookRulesText } from './messages/webhook-rules';

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

const eventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: () => webhookRulesText('eventTypes') }), {
    error: () => webhookRulesText('eventTypes'),
  })
  .check(
    z.minLength(1, { error: () => webhookRulesText('eventTypes') }),
    z.maxLength(WEBHOOK_EVENT_TYPES.length, { error: () => webhookRulesText('eventTypes') }),
  );

const url = z.string({ error: () => webhookRulesText('url') }).check(
  z.trim(),
  z.minLength(1, { error: () => webhookRulesText('url') }),
  z.maxLength(WEBHOOK_RULES.urlMaxLength, {
    error: () => webhookRulesText('urlLength', { max: WEBHOOK_RULES.urlMaxLength }),
  }),
);

const description = z.string().check(
  plainText(),
  z.trim(),
  z.maxLength(WEBHOOK_RULES.descriptionMaxLength, {
    error: () => webhookRulesText('descriptionLength', { max: WEBHOOK_RULES.descriptionMaxLength }),
  }),
);

/** A new endpoint: where, what for, and which events. */
export const NewWebhookEndpointSchema = z.object({
  url,
  description: z.optional(description),
  eventTypes,
});
export type NewWebhookEndpointInput = z.infer<typeof NewWebhookEndpointSchema>;

/** A change to an endpoint: any of its fields, and switching it on or off. */
export const WebhookEndpointChangeSchema = z.object({
  url: z.optional(url),
  description: z.optional(description),
  eventTypes: z.optional(eventTypes),
  isEnabled: z.optional(z.boolean({ error: () => webhookRulesText('isEnabled') })),
});
export type WebhookEndpointChangeInput = z.infer<typeof WebhookEndpointChangeSchema>;

export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  isEnabled: boolean;
  /** Why it is off: the owner's choice, a day of failures, or the receiver answered 410 Gone. */
  disabledReason: 'owner' | 'failing' | 'gone' | null;
  disabledAt: string | null;
  failingSince: string | null;
  createdAt: string;
}

export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  type: WebhookEventType;
  status: 'queued' | 'sending' | 'delivered' | 'failed';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  nextTryAt: string | null;
  createdAt: string;
}

export interface WebhookAttemptView {
  startedAt: string;
  durationMs: number;
  responseStatus: number | null;
  responseBody: string;
  error: string | null;
  isManual: boolean;
}
