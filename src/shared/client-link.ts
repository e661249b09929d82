import * as z from 'zod/mini';
import { localDateField, RescheduleSchema } from './owner-bookings';
import type { ClientRefundPolicy } from './settings';
import { clientLinkRules } from './messages/client-link-rules';

/** The client's own link to their booking (/b/{token}): what it says and what it accepts. */

export const CLIENT_LINK_MESSAGES = {
  get notFound() {
    return clientLinkRules('notFound');
  },
  get completed() {
    return clientLinkRules('completed');
  },
  get cancelled() {
    return clientLinkRules('cancelled');
  },
  get body() {
    return clientLinkRules('body');
  },
  get cancelBody() {
    return clientLinkRules('cancelBody');
  },
};

/** 'Changes close 2 hours before the start (Mon, 30 Nov 2026 at 08:00).' */
export function cutOffMessage(hours: number, until: { date: string; time: string }): string {
  const closed =
    hours === 0
      ? clientLinkRules('started')
      : clientLinkRules('closed', { hours, date: until.date, time: until.time });
  return `${closed} ${clientLinkRules('contact')}`;
}

/** What cancelling means for the money, in words the client reads before they confirm. */
export type CancelOutcome = 'refund' | 'no_refund' | 'nothing_paid';

export function cancelOutcomeOf(paymentStatus: string, policy: ClientRefundPolicy): CancelOutcome {
  if (paymentStatus !== 'completed') return 'nothing_paid';
  return policy === 'full' ? 'refund' : 'no_refund';
}

/** What cancelling means for the money, in the current language. */
export function cancelOutcomeText(outcome: CancelOutcome): string {
  return clientLinkRules(`outcome.${outcome}`);
}

/** The move's body: the same fields the desk sends to move a booking. */
// a body that is not an object at all is told what to send
export const ClientRescheduleSchema = z.object(RescheduleSchema.shape, {
  error: () => CLIENT_LINK_MESSAGES.body,
});
export type ClientRescheduleInput = z.infer<typeof ClientRescheduleSchema>;

/** The day whose free times the client asks for when moving their booking. */
export const ClientTimesQuerySchema = z.object({ date: localDateField });

/** Cancelling takes nothing; an empty body or {} is the only thing it accepts. */
export const ClientCancelSchema = z.strictObject(
  {},
  { error: () => CLIENT_LINK_MESSAGES.cancelBody },
);
