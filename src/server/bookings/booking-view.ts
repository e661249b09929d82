import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { businesses } from '../db/schema/businesses';
import { staff } from '../db/schema/people';
import { services } from '../db/schema/services';

/** A booking with the names around it, as its client and the confirmation mail see it. */
export async function loadBookingView(db: Executor, bookingId: string) {
  const [row] = await db
    .select({
      booking: bookings,
      serviceName: services.name,
      staffName: staff.name,
      business: businesses,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .leftJoin(staff, eq(staff.id, bookings.staffId))
    .where(eq(bookings.id, bookingId));
  return row;
}

export type BookingViewRow = NonNullable<Awaited<ReturnType<typeof loadBookingView>>>;

/** The visit itself, as whoever booked it sees it: when, what, with whom and for how much. */
export function presentVisit({ booking, serviceName, staffName }: BookingViewRow) {
  return {
    ticketCode: booking.ticketCode,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    date: booking.bookingDate,
    time: booking.bookingTime.slice(0, 5),
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    amountMinor: booking.totalAmountMinor,
    currency: booking.currency,
    serviceName,
    staffName,
    customerName: booking.customerName,
  };
}

/** Where the business is and how to reach it. */
export function presentBusinessContact(business: BookingViewRow['business']) {
  return {
    id: business.id,
    name: business.name,
    address: business.address,
    city: business.city,
    phone: business.phone,
  };
}

/** What the public may see of a booking: never the business's internal ids or other clients. */
export function presentPublicBooking(view: BookingViewRow) {
  return {
    id: view.booking.id,
    ...presentVisit(view),
    holdExpiresAt: view.booking.holdExpiresAt?.toISOString() ?? null,
    // so a payer coming back to a cancelled booking hears who cancelled it
    cancelledBy: view.booking.cancelledBy,
    business: presentBusinessContact(view.business),
  };
}

export type PublicBookingView = ReturnType<typeof presentPublicBooking>;
