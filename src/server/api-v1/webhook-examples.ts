import type { ApiBooking, ApiInvoice, ApiReview } from '@shared/api-v1/resources';
import type { WebhookPayload } from '@shared/api-v1/webhook-payloads';
import type { WebhookEventType } from '@shared/webhooks';
import { exampleOf } from './examples';

/**
 * One example of each webhook event, made from the resources' own examples: the booking is made
 * online and held, paid, moved, and so on. The contract test checks each against its schema.
 */

const booking = exampleOf('Booking') as ApiBooking;
const invoice = exampleOf('Invoice') as ApiInvoice;
const review = exampleOf('Review') as ApiReview;

type BookingData = WebhookPayload<'booking.created'>['data'];

export const webhookBookingExample: BookingData = {
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
};

const paid = webhookBookingExample;
const held: BookingData = { ...paid, status: 'pending', paymentStatus: 'pending', paidAt: null };
const cancelled = {
  ...paid,
  status: 'cancelled',
  cancelledBy: 'client',
  paymentStatus: 'refund_due',
} as const;

const EXAMPLES: { [T in WebhookEventType]: WebhookPayload<T> } = {
  'booking.created': { type: 'booking.created', timestamp: booking.createdAt, data: held },
  'booking.confirmed': {
    type: 'booking.confirmed',
    timestamp: '2026-11-28T09:14:51.233Z',
    data: { ...paid, status: 'confirmed', previousStatus: 'pending' },
  },
  'payment.completed': {
    type: 'payment.completed',
    timestamp: '2026-11-28T09:14:51.233Z',
    data: { ...paid, paymentStatus: 'completed' },
  },
  'booking.rescheduled': {
    type: 'booking.rescheduled',
    timestamp: '2026-12-01T16:40:12.508Z',
    data: { ...paid, previousStartsAt: '2026-12-04T07:30:00.000Z', previousStaffId: null },
  },
  'booking.cancelled': {
    type: 'booking.cancelled',
    timestamp: '2026-12-03T18:05:27.331Z',
    data: { ...cancelled, previousStatus: 'confirmed' },
  },
  'payment.refunded': {
    type: 'payment.refunded',
    timestamp: '2026-12-04T08:22:03.090Z',
    data: { ...cancelled, paymentStatus: 'refunded' },
  },
  'booking.completed': {
    type: 'booking.completed',
    timestamp: '2026-12-05T10:31:40.016Z',
    data: { ...paid, status: 'completed', previousStatus: 'confirmed' },
  },
  'invoice.paid': {
    type: 'invoice.paid',
    timestamp: invoice.paidAt ?? invoice.updatedAt,
    data: {
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      clientId: invoice.clientId,
      bookingId: invoice.bookingId,
      totalMinor: invoice.totalMinor,
      currency: invoice.currency,
      paidAt: invoice.paidAt ?? invoice.updatedAt,
    },
  },
  'review.created': {
    type: 'review.created',
    timestamp: review.createdAt,
    data: {
      id: review.id,
      bookingId: review.bookingId,
      rating: review.rating,
      comment: review.comment,
      countsTowardRating: review.countsTowardRating,
      createdAt: review.createdAt,
    },
  },
};

export function webhookExampleOf<T extends WebhookEventType>(type: T): WebhookPayload<T> {
  return EXAMPLES[type];
}
