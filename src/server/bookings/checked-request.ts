import { businessNotAvailable } from '../businesses/active-business';
import { BOOKING_MESSAGES } from '@shared/booking-messages';
import { type BookingRequest } from '@shared/booking-request';
import type { BookingSource } from '@shared/bookings';
import { normalizePhone } from '@shared/phone';
import { zonedInstant } from '@shared/zoned-time';
import type { Database } from '../db/database';
import type { bookings } from '../db/schema/bookings';
import { ApiError } from '../http/errors';
import { bookingAnswers } from '../messages/booking-answers';
import type { DialogChannel } from '../dialog/types';
import type { BookingContext } from '../messaging/booking-messages';
import type { RecordedMessage } from '../messaging/queue';
import { assertSubscriptionTakesBookings } from '../subscriptions/limits-lapse';
import { readBookingContext } from './booking-context';
import type { BookingViewRow } from './booking-view';
import { ownerRules } from './owner-rules';

export interface CreateBookingOptions {
  businessId: string;
  request: BookingRequest;
  /** False when the business's payments have nowhere to settle (see acceptsPayments()). */
  acceptsPayments?: boolean;
  /**
   * The business booking a walk-in or a caller: its own calendar rules (ownerRules), confirmed at
   * once, paid at the counter; for an existing client, that client.
   */
  owner?: { clientId: string | null; through?: 'api' };
  /**
   * The messages a new booking that needs no payment first sends (its confirmation), recorded
   * in the booking's own transaction; a replay records none.
   */
  confirmation?: (context: BookingContext) => RecordedMessage[];
  /** A client booking in the WhatsApp chat or on the USSD menu; else the web page (or the desk). */
  channel?: DialogChannel;
  /**
   * A place offered to a waitlist client (docs/decisions/0077): held for them this many minutes,
   * pending until they take it, with no confirmation sent yet.
   */
  offerHoldMinutes?: number;
  now?: Date;
}

type BusinessContext = NonNullable<Awaited<ReturnType<typeof readBookingContext>>[number]>;

/** A request that passed every check that needs no lock: what the transaction books from. */
export interface CheckedRequest {
  businessId: string;
  request: BookingRequest;
  owner: { clientId: string | null; through?: 'api' } | undefined;
  audience: 'owner' | 'public';
  context: BusinessContext;
  service: NonNullable<BusinessContext['service']>;
  staffName: string | null;
  startsAt: Date;
  endsAt: Date;
  requiresPayment: boolean;
  customer: { name: string; email: string | null; phone: string };
  /** The calendar rules the slot is judged by: the owner's (ownerRules) or the public's. */
  rules: ReturnType<typeof ownerRules>;
  confirmation: CreateBookingOptions['confirmation'];
  /** Where the booking came from (bookings.source). */
  source: BookingSource;
  /** A waitlist offer's hold, in minutes; null for any other booking. */
  offerHoldMinutes: number | null;
  now: Date;
}

/**
 * The checks that need no lock, on what is read before the transaction: the business, its plan, the
 * service and staff member, the date and time, and whether a payment it asks for can be taken.
 */
export async function checkRequest(
  db: Database,
  {
    businessId,
    request,
    owner,
    acceptsPayments = true,
    confirmation,
    channel,
    offerHoldMinutes,
    now = new Date(),
  }: CreateBookingOptions,
): Promise<CheckedRequest> {
  const [context] = await readBookingContext(db, {
    businessId,
    serviceId: request.serviceId,
    staffId: request.staffId ?? null,
  });
  if (!context) throw new ApiError(404, 'not_found', businessNotAvailable());
  const { settings, subscription, service } = context;
  const member = request.staffId ? context.member : { name: null, performsService: true };
  const audience = owner ? 'owner' : 'public';
  // a lapsed plan takes no new bookings, and nothing is held
  assertSubscriptionTakesBookings(subscription, { now, audience });
  if (!service) throw new ApiError(404, 'service_not_found', bookingAnswers('serviceUnavailable'));
  if (!member) throw staffNotAvailable();
  if (!member.performsService) {
    const notOffered = bookingAnswers('staffNotOffered');
    throw new ApiError(400, 'staff_not_offered', notOffered, { staffId: notOffered });
  }
  const startsAt = startOf(request, settings.timezone);
  const requiresPayment = !owner && settings.requirePayment;
  if (requiresPayment && !acceptsPayments) {
    // the owner is told why on their Services and Settings pages; the public hears the neutral words
    throw new ApiError(403, 'not_taking_bookings', BOOKING_MESSAGES.closedForBookings);
  }
  return {
    businessId,
    request,
    owner,
    audience,
    context,
    service,
    staffName: member.name,
    startsAt,
    endsAt: new Date(startsAt.getTime() + service.durationMinutes * 60_000),
    requiresPayment,
    customer: {
      name: request.customer.name,
      email: request.customer.email || null,
      phone: normalizePhone(request.customer.phone) ?? request.customer.phone,
    },
    rules: owner ? ownerRules(settings, now) : { settings, now },
    confirmation,
    source: owner ? (owner.through ?? 'owner') : (channel ?? 'online'),
    offerHoldMinutes: offerHoldMinutes ?? null,
    now,
  };
}

/** The instant the booking starts, from the business's local date and time. */
function startOf(request: BookingRequest, timezone: string): Date {
  try {
    return zonedInstant(request.date, request.time, timezone);
  } catch {
    throw new ApiError(400, 'validation', BOOKING_MESSAGES.dateTime);
  }
}

/** The booking with the names around it, from what the request was checked against. */
export function viewOf(
  checked: CheckedRequest,
  booking: typeof bookings.$inferSelect,
): BookingViewRow {
  return {
    booking,
    serviceName: checked.service.name,
    staffName: checked.staffName,
    business: checked.context.business,
  };
}

export function staffNotAvailable(): ApiError {
  return new ApiError(404, 'staff_not_found', bookingAnswers('staffUnavailable'));
}
