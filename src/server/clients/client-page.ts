import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { clients, staff } from '../db/schema/people';
import { services } from '../db/schema/services';
import { clientNotFound, ownedClient } from './operations';
import { presentClientSummary, presentHistoryItem } from './presenter';
import { STATS_COLUMNS, statsOf } from './stats';

/** The history shows the latest bookings; stats.bookings says how many there are in all. */
export const HISTORY_LIMIT = 100;

/** The client page: the client, their figures, and their bookings newest first. */
export async function loadClientPage(
  db: Executor,
  { businessId, clientId }: { businessId: string; clientId: string },
) {
  const [row] = await db
    .select({ client: clients, ...STATS_COLUMNS })
    .from(clients)
    .where(ownedClient(businessId, clientId));
  if (!row) throw clientNotFound();
  const history = await db
    .select({
      id: bookings.id,
      ticketCode: bookings.ticketCode,
      bookingDate: bookings.bookingDate,
      bookingTime: bookings.bookingTime,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      totalAmountMinor: bookings.totalAmountMinor,
      currency: bookings.currency,
      serviceName: services.name,
      staffName: staff.name,
      source: bookings.source,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(staff, eq(staff.id, bookings.staffId))
    .where(and(eq(bookings.clientId, clientId), eq(bookings.businessId, businessId)))
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(HISTORY_LIMIT);
  return {
    client: presentClientSummary(row.client, statsOf(row)),
    history: history.map(presentHistoryItem),
  };
}
