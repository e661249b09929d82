import type { $ZodType } from 'zod/v4/core';
import { WEBHOOK_PAYLOADS, WebhookBookingSchema } from '@shared/api-v1/webhook-payloads';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@shared/webhooks';
import { webhookBookingExample, webhookExampleOf } from './webhook-examples';

/**
 * The document's `webhooks` section (OpenAPI 3.1): one entry per event type, each the POST Miadi
 * sends to an endpoint that takes it, with the body's schema from webhook-payloads.ts, the
 * Standard Webhooks headers, and what the answer does to the delivery.
 */

type JsonSchema = Record<string, unknown>;

interface WebhookEvent {
  /** The body's component name. */
  component: string;
  summary: string;
  description: string;
}

export const WEBHOOK_EVENTS: Record<WebhookEventType, WebhookEvent> = {
  'booking.created': {
    component: 'BookingCreatedEvent',
    summary: 'A booking was made',
    description:
      'By a client on the booking page, WhatsApp or USSD, by the front desk, or through the API. One to be paid on booking is made `pending`, holding its place while the client pays; `booking.confirmed` follows.',
  },
  'booking.confirmed': {
    component: 'BookingConfirmedEvent',
    summary: 'A booking was confirmed',
    description:
      'A pending booking became confirmed: its payment came in, or the business accepted it. A cancelled booking the business brought back is confirmed too.',
  },
  'booking.cancelled': {
    component: 'BookingCancelledEvent',
    summary: 'A booking was cancelled',
    description:
      '`cancelledBy` says who: `client` through their own link, `business` at the desk or through the API, or null when an unpaid hold ran out.',
  },
  'booking.rescheduled': {
    component: 'BookingRescheduledEvent',
    summary: 'A booking was moved',
    description:
      'To another time or another staff member (or both); `previousStartsAt` and `previousStaffId` say where it was.',
  },
  'booking.completed': {
    component: 'BookingCompletedEvent',
    summary: 'A booking was marked done',
    description: 'The visit is over; the client is asked for a review.',
  },
  'payment.completed': {
    component: 'PaymentCompletedEvent',
    summary: 'A booking was paid',
    description:
      'Online, or at the counter as the business recorded it (an invoice marked paid pays its booking too). When a payment confirms a held booking, `booking.confirmed` comes first.',
  },
  'payment.refunded': {
    component: 'PaymentRefundedEvent',
    summary: 'A booking’s payment was refunded',
    description: 'The money owed back on a booking was sent back to the client.',
  },
  'invoice.paid': {
    component: 'InvoicePaidEvent',
    summary: 'An invoice was paid',
    description: 'The full invoice is `GET /invoices/{invoiceId}`.',
  },
  'review.created': {
    component: 'ReviewCreatedEvent',
    summary: 'A client reviewed a visit',
    description:
      'Sent in its booking’s order, so after that booking’s `booking.completed`. `countsTowardRating` says whether it counts in the public rating.',
  },
};

/** The schemas the webhooks name, with an example each, to sit beside the resources. */
export const WEBHOOK_COMPONENTS: { id: string; schema: $ZodType; example: unknown }[] = [
  { id: 'WebhookBooking', schema: WebhookBookingSchema, example: webhookBookingExample },
  ...WEBHOOK_EVENT_TYPES.map((type) => ({
    id: WEBHOOK_EVENTS[type].component,
    schema: WEBHOOK_PAYLOADS[type],
    example: webhookExampleOf(type),
  })),
];

export const WEBHOOKS_TAG = {
  name: 'Webhooks',
  description:
    'Sent at least once (dedupe by webhook-id), in order per booking, tried again for 24 hours.',
};

const RECEIVED = {
  '2XX': {
    description:
      'Received. Answer within 15 seconds, before any slow work of your own: the delivery is done, and its answer’s first 2 KB kept in the delivery log.',
  },
  '410': {
    description:
      'Gone: the endpoint is switched off at once and the owner told by e-mail; nothing more is sent until it is turned on again.',
  },
  default: {
    description:
      'Any other answer, a redirect, or none within 15 seconds: sent again after 30 seconds, then after twice as long each time (later, if a 429 or 503 gives a longer Retry-After), for 24 hours from the first try.',
  },
};

/** Each event's entry; `headers` is the headers' JSON Schema, an object of the three. */
export function webhookEntries({ headers }: { headers: JsonSchema }) {
  const { properties = {}, required = [] } = headers as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const parameters = Object.entries(properties).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return {
      name,
      in: 'header',
      required: required.includes(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => {
      const event = WEBHOOK_EVENTS[type];
      return [
        type,
        {
          post: {
            operationId: `${type.replace(/\.(\w)/, (_, first: string) => first.toUpperCase())}Webhook`,
            tags: ['Webhooks'],
            summary: event.summary,
            description: event.description,
            // sent to your endpoint, signed with its secret, never with an API key
            security: [],
            parameters,
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: { $ref: `#/components/schemas/${event.component}` },
                  example: webhookExampleOf(type),
                },
              },
            },
            responses: RECEIVED,
          },
        },
      ];
    }),
  );
}
