import { whatsAppLink } from '@shared/brand';
import { cancelOutcomeOf, cancelOutcomeText, cutOffMessage } from '@shared/client-link';
import { normalizePhone, phoneDigits } from '@shared/phone';
import { localDateAt } from '@shared/zoned-time';
import {
  presentBusinessContact,
  presentVisit,
  type BookingViewRow,
} from '../bookings/booking-view';
import { bookingAnswers } from '../messages/booking-answers';
import { changeDeadline, localDeadline, type ClientRules } from './operations';

/** The business's WhatsApp chat, from its phone's digits (a local 07.. number gains its 254). */
function whatsAppUrl(phone: string | null, ticketCode: string): string | null {
  if (!phone) return null;
  const digits = phoneDigits(normalizePhone(phone) ?? phone);
  if (digits.length < 7) return null;
  return whatsAppLink(digits, bookingAnswers('chatAboutBooking', { ticketCode }));
}

/**
 * The booking as its client sees it through their own link: the business's contact details, the
 * visit in the business's own time, the money, and until when (and whether) it can be cancelled or
 * moved, with what cancelling would mean for a payment. Never the booking's id, the client's
 * record or anything of the owner.
 */
export function presentClientLink(view: BookingViewRow, rules: ClientRules, now = new Date()) {
  const { booking, business } = view;
  const deadline = changeDeadline(booking, rules.cutoffHours);
  const until = localDeadline(deadline, rules.timezone);
  const isOpen = booking.status === 'pending' || booking.status === 'confirmed';
  const isBeforeCutOff = now < deadline;
  const cancelOutcome = cancelOutcomeOf(booking.paymentStatus, rules.refundPolicy);
  return {
    booking: {
      ...presentVisit(view),
      cancelledBy: booking.cancelledBy,
      isAwaitingOnlinePayment:
        booking.paymentStatus === 'pending' && booking.holdExpiresAt !== null,
      durationMinutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
      timezone: rules.timezone,
      serviceId: booking.serviceId,
      staffId: booking.staffId,
    },
    business: {
      ...presentBusinessContact(business),
      whatsAppUrl: whatsAppUrl(business.phone, booking.ticketCode),
    },
    changes: {
      cutoffHours: rules.cutoffHours,
      /** The last moment to cancel or move, and the same as the business's wall clock. */
      until: deadline.toISOString(),
      untilLocal: until,
      canChange: isOpen && isBeforeCutOff,
      /** Why not, in words for the client; null while changes are open. */
      closedReason: !isOpen
        ? null
        : isBeforeCutOff
          ? null
          : cutOffMessage(rules.cutoffHours, until),
      refundPolicy: rules.refundPolicy,
      cancelOutcome,
      cancelOutcomeText: cancelOutcomeText(cancelOutcome),
    },
    /** What the time picker needs: the business's today, its window and its hours. */
    calendar: {
      today: localDateAt(now, rules.timezone),
      advanceDays: rules.advanceDays,
      hours: rules.hours,
    },
  };
}

export type ClientLinkView = ReturnType<typeof presentClientLink>;
