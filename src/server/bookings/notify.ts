import { and, eq, sql } from 'drizzle-orm';
import type { BookingCanceller } from '@shared/bookings';
import type { Database, Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { messageSends } from '../db/schema/messaging';
import type { Logger } from '../logger';
import { bookingChangeMail } from '../mail/booking-change-emails';
import { bookingConfirmationMail } from '../mail/booking-emails';
import {
  ownerBookingChangeMail,
  ownerNewBookingMail,
  reviewRequestMail,
} from '../mail/booking-notice-emails';
import type { Mailer } from '../mail/mailer';
import { refundDueMail, refundSentMail } from '../mail/refund-emails';
import {
  clientLinks,
  clientLinksWith,
  clientMessages,
  factsOf,
  loadBookingContext,
  ownerBookingsUrl,
  ownerMessages,
  reachable,
  recordAndDispatch,
  withRetryDelay,
  type BookingContext,
} from '../messaging/booking-messages';
import { dispatchMessages, type RecordedMessage } from '../messaging/queue';
import {
  changeText,
  confirmationText,
  ownerChangeText,
  ownerNewBookingText,
  reviewRequestText,
} from '../messaging/texts';
import type { PaymentOutcome } from '../payments/fulfil-payment';
import { bookingLinkKey } from '../booking-links/token';
import type { BookingViewRow } from './booking-view';

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
function notify(
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
async function alreadyRecorded(
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

const bookingPageUrl = (deps: NotifyDeps, view: BookingViewRow) =>
  `${deps.publicUrl}/book/${view.business.id}`;

/**
 * The client's confirmation (e-mail with the .ics file when they gave an address; SMS and WhatsApp
 * on the channels that are on), with their private link; and, when `withOwnerNotice`, the owner's
 * notice of a booking made online.
 */
function confirmationMessages(
  deps: NotifyDeps,
  context: BookingContext,
  links: { booking: string },
  withOwnerNotice: boolean,
  kind: string = MESSAGE_KINDS.confirmation,
): RecordedMessage[] {
  const { booking, business, serviceName, staffName } = context.view;
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return [];
  const isConfirmed = booking.status === 'confirmed';
  const facts = factsOf(context.view, links.booking);
  const email = booking.customerEmail
    ? bookingConfirmationMail({
        ticketCode: booking.ticketCode,
        status: booking.status,
        paymentStatus: booking.paymentStatus,
        date: booking.bookingDate,
        time: booking.bookingTime.slice(0, 5),
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        amountMinor: booking.totalAmountMinor,
        currency: booking.currency,
        customerName: booking.customerName,
        customerEmail: booking.customerEmail,
        serviceName,
        staffName,
        businessName: business.name,
        businessAddress:
          [business.address, business.city].filter(Boolean).join(', ') || business.name,
        businessPhone: business.phone,
        bookingUrl: bookingPageUrl(deps, context.view),
        manageUrl: links.booking,
      })
    : null;
  const messages = clientMessages(context, kind, {
    text: confirmationText({ ...facts, isConfirmed }),
    email,
  });
  if (withOwnerNotice && booking.source === 'online') {
    const ownerFacts = { ...facts, link: ownerBookingsUrl(deps.publicUrl), isConfirmed };
    messages.push(
      ...ownerMessages(context, MESSAGE_KINDS.ownerNewBooking, {
        text: ownerNewBookingText(ownerFacts),
        email: (to) =>
          ownerNewBookingMail({
            ...ownerFacts,
            to,
            customerPhone: booking.customerPhone,
            staffName,
          }),
        emailOn: context.preferences.email_bookings,
      }),
    );
  }
  return messages;
}

/**
 * The confirmation of a booking decided later than it was made (a payment that came in): recorded
 * in a transaction of its own, the owner's notice once per booking.
 */
export function sendBookingConfirmation(
  deps: NotifyDeps,
  target: string | BookingViewRow,
): Promise<void> {
  return notify(deps, target, 'booking confirmation', async (context, links, tx) => {
    const withOwnerNotice =
      context.view.booking.source === 'online' &&
      !(await alreadyRecorded(tx, context.view.booking.id, [MESSAGE_KINDS.ownerNewBooking]));
    return confirmationMessages(deps, context, links, withOwnerNotice);
  });
}

/**
 * The client's confirmation when the business confirms a booking that waited for it: its receipt
 * said the business would. Once per booking: not again when the client already heard 'confirmed'
 * (this message, or the confirmed WhatsApp template), nor for a booking no longer confirmed.
 */
export function sendConfirmedByBusiness(deps: NotifyDeps, bookingId: string): Promise<void> {
  return notify(
    deps,
    bookingId,
    'booking confirmed by the business',
    async (context, links, tx) => {
      if (context.view.booking.status !== 'confirmed') return [];
      const kind = MESSAGE_KINDS.confirmedByBusiness;
      if (await alreadyRecorded(tx, bookingId, [kind], [MESSAGE_KINDS.confirmation])) return [];
      return confirmationMessages(deps, context, links, false, kind);
    },
  );
}

/**
 * The confirmation of a booking just made, for createBooking to record in the booking's own
 * transaction: a booking and its confirmation are stored together or not at all, in one commit.
 * The link key is read first, outside that transaction (the embedded database has one connection).
 * The sender is woken with handOverMessages once committed.
 */
export async function newBookingConfirmation(
  deps: NotifyDeps,
): Promise<(context: BookingContext) => RecordedMessage[]> {
  const key = await bookingLinkKey(deps.db);
  return (context) => {
    const links = clientLinksWith(key, deps.publicUrl, context.view.booking.id);
    return withRetryDelay(
      deps,
      reachable(confirmationMessages(deps, context, links, true), deps.logger),
    );
  };
}

/** Wakes the sender for messages recorded in a transaction that has committed. */
export function handOverMessages(deps: NotifyDeps, ids: string[]): void {
  dispatchMessages(deps.db, ids);
}

/** The client's refund notices go by e-mail only, when they gave an address. */
function sendRefundMail(
  deps: NotifyDeps,
  bookingId: string,
  what: string,
  compose: (view: BookingViewRow, email: string) => ReturnType<typeof refundSentMail>,
): Promise<void> {
  return notify(deps, bookingId, what, (context) => {
    const email = context.view.booking.customerEmail;
    if (!email) return [];
    return clientMessages(context, MESSAGE_KINDS.refund, { email: compose(context.view, email) });
  });
}

/**
 * What a newly settled payment means for the client: a confirmation when it paid for the booking,
 * a refund notice when the money is owed back. A payment seen before announces nothing again.
 */
export function announcePaymentOutcome(deps: NotifyDeps, outcome: PaymentOutcome): void {
  if (outcome.status === 'paid' && outcome.isNew) {
    void sendBookingConfirmation(deps, outcome.bookingId);
  } else if (outcome.status === 'refund_due' && outcome.isNew) {
    void sendRefundMail(deps, outcome.bookingId, 'refund notice', ({ booking, business }, email) =>
      refundDueMail({
        reason: outcome.reason,
        ticketCode: booking.ticketCode,
        amountMinor: booking.totalAmountMinor,
        currency: booking.currency,
        customerName: booking.customerName,
        customerEmail: email,
        businessName: business.name,
        businessPhone: business.phone,
        bookingUrl: `${deps.publicUrl}/book/${business.id}`,
      }),
    );
  }
}

/** Tells the client their money has been sent back (the payment's amount, which the booking names). */
export function sendRefundSent(
  deps: NotifyDeps,
  {
    bookingId,
    amountMinor,
    currency,
  }: { bookingId: string; amountMinor: number; currency: string },
): Promise<void> {
  return sendRefundMail(deps, bookingId, 'refund sent', ({ booking, business }, email) =>
    refundSentMail({
      ticketCode: booking.ticketCode,
      amountMinor,
      currency,
      customerName: booking.customerName,
      customerEmail: email,
      businessName: business.name,
      businessPhone: business.phone,
      bookingUrl: `${deps.publicUrl}/book/${business.id}`,
    }),
  );
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
    const email = booking.customerEmail
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
      : null;
    const messages = clientMessages(context, MESSAGE_KINDS.change, {
      text: changeText({ ...facts, change, by, previous }),
      email,
    });
    if (by === 'client') {
      const ownerFacts = { ...facts, link: ownerBookingsUrl(deps.publicUrl), change, previous };
      messages.push(
        ...ownerMessages(context, MESSAGE_KINDS.ownerChange, {
          text: ownerChangeText(ownerFacts),
          email: (to) =>
            ownerBookingChangeMail({ ...ownerFacts, to, customerPhone: booking.customerPhone }),
          // a cancellation follows email_cancellations; a move is a booking, email_bookings
          emailOn:
            change === 'cancelled'
              ? context.preferences.email_cancellations
              : context.preferences.email_bookings,
        }),
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
    return clientMessages(context, MESSAGE_KINDS.reviewRequest, {
      text: reviewRequestText(facts),
      email: booking.customerEmail
        ? reviewRequestMail({ ...facts, to: booking.customerEmail, staffName })
        : null,
    });
  });
}
