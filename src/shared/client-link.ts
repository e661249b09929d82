import * as z from 'zod/mini';
import { localDateField, RescheduleSchema } from './owner-bookings';
import type { ClientRefundPolicy } from './settings';

/** The client's own link to their booking (/b/{token}): what it says and what it accepts. */

export const CLIENT_LINK_MESSAGES = {
  notFound: 'This booking link is not valid. Check the link in your confirmation message.',
  completed: 'This booking is completed, so it can no longer be changed.',
  cancelled: 'This booking is cancelled, so it can no longer be moved.',
  body: 'Send the new date and time as JSON, e.g. {"date": "2026-12-01", "time": "10:00"}.',
  cancelBody: 'Cancelling takes no details: send an empty body.',
} as const;

/** 'Changes close 2 hours before the start (Mon, 30 Nov 2026 at 08:00).' */
export function cutOffMessage(hours: number, until: { date: string; time: string }): string {
  const span = hours === 1 ? '1 hour' : `${hours} hours`;
  const closed =
    hours === 0
      ? 'This booking has started, so it can no longer be cancelled or moved online.'
      : `Online changes close ${span} before the start (${until.date} at ${until.time}), so this booking can no longer be cancelled or moved online.`;
  return `${closed} Please contact the business.`;
}

/** What cancelling means for the money, in words the client reads before they confirm. */
export type CancelOutcome = 'refund' | 'no_refund' | 'nothing_paid';

export function cancelOutcomeOf(paymentStatus: string, policy: ClientRefundPolicy): CancelOutcome {
  if (paymentStatus !== 'completed') return 'nothing_paid';
  return policy === 'full' ? 'refund' : 'no_refund';
}

export const CANCEL_OUTCOME_TEXT: Record<CancelOutcome, string> = {
  refund: 'You paid for this booking: cancelling it gives you a full refund from the business.',
  no_refund: 'You paid for this booking: the business does not refund cancellations made online.',
  nothing_paid: 'Nothing has been paid, so there is nothing to refund.',
};

/** The move's body: the same fields the desk sends to move a booking. */
// a body that is not an object at all is told what to send
export const ClientRescheduleSchema = z.object(RescheduleSchema.shape, {
  error: CLIENT_LINK_MESSAGES.body,
});
export type ClientRescheduleInput = z.infer<typeof ClientRescheduleSchema>;

/** The day whose free times the client asks for when moving their booking. */
export const ClientTimesQuerySchema = z.object({ date: localDateField });

/** Cancelling takes nothing; an empty body or {} is the only thing it accepts. */
export const ClientCancelSchema = z.strictObject({}, { error: CLIENT_LINK_MESSAGES.cancelBody });
