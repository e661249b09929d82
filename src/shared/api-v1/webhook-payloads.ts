import * as z from 'zod/mini';
import { BOOKING_STATUSES } from '../bookings';
import type { WebhookEventType } from '../webhooks';
import { ApiBookingSchema, ApiInvoiceSchema, ApiReviewSchema } from './resources';

/**
 * What each webhook event carries (docs/plans/public-api.md §3.8): the Standard Webhooks message
 * `{ type, timestamp, data }`, its `data` made by the triggers of migrations 0045 and 0046 from
 * the changed row alone. Each field is the API resource's own (same name, same meaning), so a
 * receiver that knows `GET /api/v1/bookings/{id}` knows these. Like resources.ts, they describe;
 * nothing parses with them at run time.
 */

const described = (description: string) => z.meta({ description });
const booking = ApiBookingSchema.shape;

/** A booking's summary, as every booking and payment event carries it, in the triggers' order. */
export const WebhookBookingSchema = z.object({
  id: booking.id,
  ticketCode: booking.ticketCode,
  status: booking.status,
  paymentStatus: booking.paymentStatus,
  source: booking.source,
  serviceId: booking.serviceId,
  staffId: booking.staffId,
  clientId: booking.clientId,
  date: booking.date,
  time: booking.time,
  startsAt: booking.startsAt,
  endsAt: booking.endsAt,
  totalAmountMinor: booking.totalAmountMinor,
  currency: booking.currency,
  cancelledBy: booking.cancelledBy,
  paidAt: booking.paidAt,
});

const previousStatus = z.enum(BOOKING_STATUSES).check(described('Its status before this change.'));

/** A booking whose status has just become `status`, and what it was. */
const bookingNow = (status: 'confirmed' | 'cancelled' | 'completed') =>
  z.extend(WebhookBookingSchema, { status: z.literal(status), previousStatus });

const moved = z.extend(WebhookBookingSchema, {
  previousStartsAt: z
    .string()
    .check(z.meta({ format: 'date-time', description: 'Where it started before the move.' })),
  previousStaffId: z.nullable(
    z.string().check(z.meta({ format: 'uuid', description: 'Its staff member before the move.' })),
  ),
});

const paidInvoice = z.extend(
  z.pick(ApiInvoiceSchema, {
    id: true,
    invoiceNumber: true,
    clientId: true,
    bookingId: true,
    totalMinor: true,
    currency: true,
  }),
  // a paid invoice always has its paidAt (invoices_paid_at_when_paid)
  { paidAt: z.string().check(z.meta({ format: 'date-time', description: 'When it was paid.' })) },
);

const newReview = z.pick(ApiReviewSchema, {
  id: true,
  bookingId: true,
  rating: true,
  comment: true,
  countsTowardRating: true,
  createdAt: true,
});

function message<T extends WebhookEventType, D extends z.ZodMiniType>(type: T, data: D) {
  return z.object({
    type: z.literal(type),
    timestamp: z.string().check(
      z.meta({
        format: 'date-time',
        description:
          'When the change was made. The webhook-timestamp header is when this attempt was sent.',
      }),
    ),
    data,
  });
}

/** Each event's whole body, by type. */
export const WEBHOOK_PAYLOADS = {
  'booking.created': message('booking.created', WebhookBookingSchema),
  'booking.confirmed': message('booking.confirmed', bookingNow('confirmed')),
  'booking.cancelled': message('booking.cancelled', bookingNow('cancelled')),
  'booking.rescheduled': message('booking.rescheduled', moved),
  'booking.completed': message('booking.completed', bookingNow('completed')),
  'payment.completed': message(
    'payment.completed',
    z.extend(WebhookBookingSchema, { paymentStatus: z.literal('completed') }),
  ),
  'payment.refunded': message(
    'payment.refunded',
    z.extend(WebhookBookingSchema, { paymentStatus: z.literal('refunded') }),
  ),
  'invoice.paid': message('invoice.paid', paidInvoice),
  'review.created': message('review.created', newReview),
} as const satisfies Record<WebhookEventType, z.ZodMiniType>;

export type WebhookPayload<T extends WebhookEventType> = z.output<(typeof WEBHOOK_PAYLOADS)[T]>;

const HMAC = '[A-Za-z0-9+/]{43}=';

/** The Standard Webhooks headers every delivery carries. */
export const WebhookHeadersSchema = z.object({
  'webhook-id': z.string().check(
    z.meta({
      format: 'uuid',
      description:
        'The event’s id, the same on every attempt and on "Send again": keep it to ignore a second delivery.',
    }),
  ),
  'webhook-timestamp': z
    .string()
    .check(
      z.regex(/^[0-9]{1,12}$/),
      described(
        'When this attempt was sent, in whole Unix seconds: refuse one more than 5 minutes away from your clock.',
      ),
    ),
  'webhook-signature': z
    .string()
    .check(
      z.regex(new RegExp(`^v1,${HMAC}( v1,${HMAC})*$`)),
      described(
        'v1, and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the secret; two, separated by a space, while a replaced secret still signs. Accept the message when any one matches.',
      ),
    ),
});
