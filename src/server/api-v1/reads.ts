import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { ApiBookingListQuery } from '@shared/api-v1/queries';
import { API_LIST } from '@shared/api-v1/queries';
import type { ApiPage } from '@shared/api-v1/resources';
import { isUuid } from '@shared/uuid';
import type { Executor } from '../db/database';
import { bookings, reviews } from '../db/schema/bookings';
import { invoices } from '../db/schema/invoices';
import { clients, staff, staffServices } from '../db/schema/people';
import { services } from '../db/schema/services';
import { ApiError } from '../http/errors';
import { apiKeyText as t } from '../messages/api-keys';
import { afterPosition, pageFrom, positionOf, sortKeyOf } from './cursor';
import {
  presentBooking,
  presentClient,
  presentInvoice,
  presentReview,
  presentService,
  presentStaffMember,
} from './presenters';

/**
 * The public API's reads, each inside the key's business: a list newest first (bookings by their
 * own order) a page at a time, and a read of one by id, where an id of another business's row is
 * as unknown as one that never was.
 */

interface ListQuery {
  limit?: number;
  cursor?: string;
}

interface Owned {
  businessId: AnyColumn;
  createdAt: AnyColumn;
  id: AnyColumn;
}

/** The where, order and cursor value of a newest-first list of one business's rows. */
function newestFirst(table: Owned, businessId: string, list: string, query: ListQuery) {
  const position = positionOf(query.cursor, list, { ...query });
  return {
    where: and(
      eq(table.businessId, businessId),
      afterPosition(table.createdAt, table.id, 'desc', position),
    ) as SQL,
    order: [desc(table.createdAt), desc(table.id)],
    sortKey: sortKeyOf(table.createdAt),
    limit: (query.limit ?? API_LIST.defaultLimit) + 1,
    paging: { limit: query.limit ?? API_LIST.defaultLimit, list, filters: { ...query } },
  };
}

/** The id in a path, or a 404 in the words of the thing it should name. */
export function pathId(value: string | undefined, notFound: Parameters<typeof t>[0]): string {
  if (!isUuid(value)) throw new ApiError(404, 'not_found', t(notFound));
  return value.toLowerCase();
}

function found<T>(row: T | undefined, notFound: Parameters<typeof t>[0]): T {
  if (!row) throw new ApiError(404, 'not_found', t(notFound));
  return row;
}

export async function listServices(db: Executor, businessId: string, query: ListQuery) {
  const at = newestFirst(services, businessId, 'services', query);
  const rows = await db
    .select({ ...getTableColumns(services), sortKey: at.sortKey })
    .from(services)
    .where(at.where)
    .orderBy(...at.order)
    .limit(at.limit);
  return pageFrom(rows, at.paging, presentService);
}

export async function getService(db: Executor, businessId: string, serviceId: string) {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.businessId, businessId), eq(services.id, serviceId)));
  return presentService(found(row, 'serviceNotFound'));
}

// the services each staff member does, as text so every driver reads the same array
const staffServiceIds = sql<string[]>`array(
  SELECT ${staffServices.serviceId}::text FROM ${staffServices}
  WHERE ${staffServices.staffId} = ${staff.id} ORDER BY 1)`;

export async function listStaff(db: Executor, businessId: string, query: ListQuery) {
  const at = newestFirst(staff, businessId, 'staff', query);
  const rows = await db
    .select({ ...getTableColumns(staff), serviceIds: staffServiceIds, sortKey: at.sortKey })
    .from(staff)
    .where(at.where)
    .orderBy(...at.order)
    .limit(at.limit);
  return pageFrom(rows, at.paging, presentStaffMember);
}

export async function getStaffMember(db: Executor, businessId: string, staffId: string) {
  const [row] = await db
    .select({ ...getTableColumns(staff), serviceIds: staffServiceIds })
    .from(staff)
    .where(and(eq(staff.businessId, businessId), eq(staff.id, staffId)));
  return presentStaffMember(found(row, 'staffNotFound'));
}

export async function listClients(db: Executor, businessId: string, query: ListQuery) {
  const at = newestFirst(clients, businessId, 'clients', query);
  const rows = await db
    .select({ ...getTableColumns(clients), sortKey: at.sortKey })
    .from(clients)
    .where(at.where)
    .orderBy(...at.order)
    .limit(at.limit);
  return pageFrom(rows, at.paging, presentClient);
}

export async function getClient(db: Executor, businessId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.id, clientId)));
  return presentClient(found(row, 'clientNotFound'));
}

export async function listInvoices(db: Executor, businessId: string, query: ListQuery) {
  const at = newestFirst(invoices, businessId, 'invoices', query);
  const rows = await db
    .select({ ...getTableColumns(invoices), sortKey: at.sortKey })
    .from(invoices)
    .where(at.where)
    .orderBy(...at.order)
    .limit(at.limit);
  return pageFrom(rows, at.paging, presentInvoice);
}

export async function getInvoice(db: Executor, businessId: string, invoiceId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, invoiceId)));
  return presentInvoice(found(row, 'invoiceNotFound'));
}

export async function listReviews(db: Executor, businessId: string, query: ListQuery) {
  const at = newestFirst(reviews, businessId, 'reviews', query);
  const rows = await db
    .select({ ...getTableColumns(reviews), sortKey: at.sortKey })
    .from(reviews)
    .where(at.where)
    .orderBy(...at.order)
    .limit(at.limit);
  return pageFrom(rows, at.paging, presentReview);
}

/** Each order a booking list may be read in: its column and direction. */
const BOOKING_ORDER = {
  starts_at: { column: bookings.startsAt, direction: 'asc' },
  '-starts_at': { column: bookings.startsAt, direction: 'desc' },
  updated_at: { column: bookings.updatedAt, direction: 'asc' },
} as const;

export async function listBookings(
  db: Executor,
  businessId: string,
  query: ApiBookingListQuery,
): Promise<ApiPage<ReturnType<typeof presentBooking>>> {
  const { column, direction } = BOOKING_ORDER[query.order ?? 'starts_at'];
  const position = positionOf(query.cursor, 'bookings', query);
  const limit = query.limit ?? API_LIST.defaultLimit;
  const by = direction === 'asc' ? asc : desc;
  const rows = await db
    .select({ ...getTableColumns(bookings), sortKey: sortKeyOf(column) })
    .from(bookings)
    .where(
      and(
        eq(bookings.businessId, businessId),
        query.status ? inArray(bookings.status, query.status) : undefined,
        query.from ? gte(bookings.startsAt, new Date(query.from)) : undefined,
        query.to ? lt(bookings.startsAt, new Date(query.to)) : undefined,
        query.updatedSince ? gte(bookings.updatedAt, new Date(query.updatedSince)) : undefined,
        query.serviceId ? eq(bookings.serviceId, query.serviceId.toLowerCase()) : undefined,
        query.staffId ? eq(bookings.staffId, query.staffId.toLowerCase()) : undefined,
        query.clientId ? eq(bookings.clientId, query.clientId.toLowerCase()) : undefined,
        afterPosition(column, bookings.id, direction, position),
      ),
    )
    .orderBy(by(column), by(bookings.id))
    .limit(limit + 1);
  return pageFrom(rows, { limit, list: 'bookings', filters: { ...query } }, presentBooking);
}

export async function getBooking(db: Executor, businessId: string, bookingId: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.businessId, businessId), eq(bookings.id, bookingId)));
  return presentBooking(found(row, 'bookingNotFound'));
}
