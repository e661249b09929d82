import { SELF_BOOKED_SOURCES } from '@shared/bookings';
import { cataloguesLoaded } from '@shared/i18n/loading';
import { bookingLinkKey } from '../booking-links/token';
import { bookingConfirmationMail } from '../mail/booking-emails';
import { ownerNewBookingMail } from '../mail/booking-notice-emails';
import {
  clientLinksWith,
  clientMessages,
  factsOf,
  forClient,
  forOwner,
  ownerBookingsUrl,
  ownerMessages,
  reachable,
  withRetryDelay,
  type BookingContext,
} from '../messaging/booking-messages';
import type { RecordedMessage } from '../messaging/queue';
import { confirmationText, ownerNewBookingText } from '../messaging/texts';
import type { BookingViewRow } from './booking-view';
import { alreadyRecorded, bookingPageUrl, MESSAGE_KINDS, notify, type NotifyDeps } from './notify';

/** The client's confirmation of a booking, and the owner's notice of one made online. */

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
  // the client's in the language they booked in, the owner's in their account's
  const messages = forClient(context, () =>
    clientMessages(context, kind, {
      text: confirmationText({ ...facts, isConfirmed }),
      email: booking.customerEmail
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
        : null,
    }),
  );
  if (withOwnerNotice && SELF_BOOKED_SOURCES.includes(booking.source)) {
    const ownerFacts = { ...facts, link: ownerBookingsUrl(deps.publicUrl), isConfirmed };
    messages.push(
      ...forOwner(context, () =>
        ownerMessages(context, MESSAGE_KINDS.ownerNewBooking, {
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
      ),
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
      SELF_BOOKED_SOURCES.includes(context.view.booking.source) &&
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
  // composed inside the booking's transaction, in both languages: their words are loaded first
  await cataloguesLoaded();
  return (context) => {
    const links = clientLinksWith(key, deps.publicUrl, context.view.booking.id);
    return withRetryDelay(
      deps,
      reachable(confirmationMessages(deps, context, links, true), deps.logger),
    );
  };
}
