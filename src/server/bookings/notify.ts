import { businessPageUrl } from '@shared/booking-link';
import { and, eq, sql } from 'drizzle-orm';
import type { BookingCanceller } from '@shared/bookings';
import type { Database, Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { messageSends } from '../db/schema/messaging';
import type { Logger } from '../logger';
import { bookingChangeMail } from '../mail/booking-change-emails';
import { ownerBookingChangeMail, reviewRequestMail } from '../mail/booking-notice-emails';
import type { Mailer } from '../mail/mailer';
import {
  clientLinks,
  clientMessages,
  factsOf,
  forClient,
  forOwner,
  loadBookingContext,
  ownerBookingsUrl,
  ownerMessages,
  recordAndDispatch,
  type BookingContext,
} from '../messaging/booking-messages';
import { dispatchMessages, type RecordedMessage } from '../messaging/queue';
import { changeText, ownerChangeText, reviewRequestText } from '../messaging/texts';
import type { BookingViewRow } from './booking-view';

/** How a booking's messages are recorded (once, never undoing the booking), and its change notices. */

export interface NotifyDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** The first retry's delay of the messages recorded (tests shorten it). */
  retryDelaySeconds?: number;
}

/** Kinds recorded on message_sends (the template column) for the messages sent once per booking. */
export const MESSAGE_KINDS = {
  confirmation: 'booking_confirmation',
  /** The business confirmed a booking that waited for it (the client was told it would). */
  confirmedByBusiness: 'booking_confirmed',
  change: 'booking_change',
  refund: 'refund',
  reviewRequest: 'review_request',
  ownerNewBooking: 'owner_new_booking',
  ownerChange: 'owner_booking_change',
} as const;

/**
 * Records the client's (and maybe the owner's) messages about a booking and queues them. It runs
 * after the booking is safely stored and never undoes it: a failure costs a log line, not a booking;
 * the message sender sends, records and retries each one.
 */
export function notify(
  deps: NotifyDeps,
  target: string | BookingViewRow,
  what: string,
  compose: (
    context: BookingContext,
    links: { booking: string; review: string },
    tx: Executor,
  ) => Promise<RecordedMessage[]> | RecordedMessage[],
): Promise<void> {
  const bookingId = typeof target === 'string' ? target : target.booking.id;
  const recording = (async () => {
    // the key is read on the database before the transaction (the embedded one has one connection)
    const links = await clientLinks(deps, bookingId);
    await recordAndDispatch(deps, async (tx) => {
      const context = await loadBookingContext(tx, target);
      if (!context) return [];
      return compose(context, links, tx);
    });
  })().catch((err: unknown) => deps.logger.error({ err, bookingId }, `${what} not recorded`));
  inFlight.add(recording);
  void recording.finally(() => inFlight.delete(recording));
  return recording;
}

/** Messages being recorded after their request answered; shutdown waits for them. */
const inFlight = new Set<Promise<void>>();

/**
 * Resolves once every message decided so far is recorded (or its failure logged): a server
 * stopping between a booking's commit and its confirmation's row would otherwise lose it.
 */
export async function notificationsRecorded(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/**
 * Whether a message of these kinds (or, on WhatsApp, these templates: a WhatsApp row is recorded
 * under its template's name) was recorded for the booking already; the booking's row is locked
 * first, so two requests at once record it once.
 */
export async function alreadyRecorded(
  tx: Executor,
  bookingId: string,
  kinds: string[],
  whatsAppTemplates: string[] = [],
) {
  const among = (names: string[]) =>
    sql`${messageSends.template} IN (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )})`;
  await tx.execute(sql`SELECT 1 FROM ${bookings} WHERE ${bookings.id} = ${bookingId} FOR UPDATE`);
  const [row] = await tx
    .select({ id: messageSends.id })
    .from(messageSends)
    .where(
      and(
        eq(messageSends.bookingId, bookingId),
        whatsAppTemplates.length
          ? sql`(${among(kinds)} OR (${messageSends.channel} = 'whatsapp' AND ${among(whatsAppTemplates)}))`
          : among(kinds),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The business's public booking page by its readable link, which every client message names. */
export const bookingPageUrl = (deps: NotifyDeps, view: BookingViewRow) =>
  businessPageUrl(deps.publicUrl, view.business.subdomain);

/** Wakes the sender for messages recorded in a transaction that has committed. */
export function handOverMessages(deps: NotifyDeps, ids: string[]): void {
  dispatchMessages(deps.db, ids);
}

/**
 * Announces a rescheduling when the booking's time or staff member changed (a move to the same
 * place announces nothing), with the time it had before.
 */
export function announceMove(
  deps: NotifyDeps,
  before: { startsAt: Date; staffId: string | null; bookingDate: string; bookingTime: string },
  after: { id: string; startsAt: Date; staffId: string | null },
  by?: BookingCanceller,
): void {
  const isMoved =
    before.startsAt.getTime() !== after.startsAt.getTime() || before.staffId !== after.staffId;
  if (!isMoved) return;
  void sendBookingChange(deps, {
    bookingId: after.id,
    change: 'moved',
    previous: { date: before.bookingDate, time: before.bookingTime.slice(0, 5) },
    by,
  });
}

/**
 * Tells the client their booking was cancelled or moved (e-mail when they gave an address, SMS and
 * WhatsApp on the channels that are on); when the client made the change through their own link,
 * the owner hears of it too, on the channels their preferences turn on.
 */
export function sendBookingChange(
  deps: NotifyDeps,
  {
    bookingId,
    change,
    previous,
    by = 'business',
  }: {
    bookingId: string;
    change: 'cancelled' | 'moved';
    previous?: { date: string; time: string };
    /** Who made the change: the client through their own link, or the business. */
    by?: BookingCanceller;
  },
): Promise<void> {
  return notify(deps, bookingId, `booking ${change}`, (context, links) => {
    const { booking, business, serviceName, staffName } = context.view;
    const facts = factsOf(context.view, links.booking);
    // the client's in the language they booked in, the owner's in their account's
    const messages = forClient(context, () =>
      clientMessages(context, MESSAGE_KINDS.change, {
        text: changeText({ ...facts, change, by, previous }),
        email: booking.customerEmail
          ? bookingChangeMail({
              change,
              by,
              ticketCode: booking.ticketCode,
              customerName: booking.customerName,
              customerEmail: booking.customerEmail,
              serviceName,
              businessName: business.name,
              businessPhone: business.phone,
              date: booking.bookingDate,
              time: booking.bookingTime.slice(0, 5),
              previousDate: previous?.date,
              previousTime: previous?.time,
              staffName,
              startsAt: booking.startsAt,
              endsAt: booking.endsAt,
              bookingUrl: bookingPageUrl(deps, context.view),
              manageUrl: links.booking,
            })
          : null,
      }),
    );
    if (by === 'client') {
      const ownerFacts = { ...facts, link: ownerBookingsUrl(deps.publicUrl), change, previous };
      messages.push(
        ...forOwner(context, () =>
          ownerMessages(context, MESSAGE_KINDS.ownerChange, {
            text: ownerChangeText(ownerFacts),
            email: (to) =>
              ownerBookingChangeMail({ ...ownerFacts, to, customerPhone: booking.customerPhone }),
            // a cancellation follows email_cancellations; a move is a booking, email_bookings
            emailOn:
              change === 'cancelled'
                ? context.preferences.email_cancellations
                : context.preferences.email_bookings,
          }),
        ),
      );
    }
    return messages;
  });
}

/**
 * Asks the client for a review of a completed booking: by e-mail when they gave an address, and on
 * the SMS and WhatsApp channels that are on. Once per booking, however often it is called.
 */
export function sendReviewRequest(deps: NotifyDeps, bookingId: string): Promise<void> {
  return notify(deps, bookingId, 'review request', async (context, links, tx) => {
    const { booking, staffName } = context.view;
    if (booking.status !== 'completed') return [];
    if (await alreadyRecorded(tx, booking.id, [MESSAGE_KINDS.reviewRequest])) return [];
    const facts = factsOf(context.view, links.review);
    return forClient(context, () =>
      clientMessages(context, MESSAGE_KINDS.reviewRequest, {
        text: reviewRequestText(facts),
        email: booking.customerEmail
          ? reviewRequestMail({ ...facts, to: booking.customerEmail, staffName })
          : null,
      }),
    );
  });
}
