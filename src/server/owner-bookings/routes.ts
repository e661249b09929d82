import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { Database } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { clients, staff } from '../db/schema/people';
import { services } from '../db/schema/services';
import type { AppEnv } from '../http/context';

/** The owner's bookings, in date and time order, with the names around them. */
export function ownerBookingRoutes({ auth, db }: { auth: Auth; db: Database }) {
  return new Hono<AppEnv>().get('/', requireSession(auth), requireBusiness(db), async (c) => {
    const rows = await db
      .select({
        booking: bookings,
        serviceName: services.name,
        clientName: clients.name,
        clientEmail: clients.email,
        staffName: staff.name,
      })
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .leftJoin(clients, eq(clients.id, bookings.clientId))
      .leftJoin(staff, eq(staff.id, bookings.staffId))
      .where(eq(bookings.businessId, c.var.business.id))
      .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime));
    return c.json({
      bookings: rows.map(({ booking, serviceName, clientName, clientEmail, staffName }) => ({
        id: booking.id,
        ticketCode: booking.ticketCode,
        date: booking.bookingDate,
        time: booking.bookingTime.slice(0, 5),
        status: booking.status,
        paymentStatus: booking.paymentStatus,
        amountMinor: booking.totalAmountMinor,
        currency: booking.currency,
        serviceName,
        customerName: clientName ?? booking.customerName,
        customerEmail: clientEmail ?? booking.customerEmail,
        customerPhone: booking.customerPhone,
        staffName,
        notes: booking.notes,
      })),
    });
  });
}
