import type {
  ApiBooking,
  ApiClient,
  ApiInvoice,
  ApiReview,
  ApiService,
  ApiStaffMember,
} from '@shared/api-v1/resources';
import type { bookings, reviews } from '../db/schema/bookings';
import type { invoices } from '../db/schema/invoices';
import type { clients, staff } from '../db/schema/people';
import type { services } from '../db/schema/services';

/**
 * Rows as the public API gives them (src/shared/api-v1/resources.ts): each field named on purpose,
 * so a column added for a screen never reaches an integration unasked.
 */

export function presentService(row: typeof services.$inferSelect): ApiService {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    priceMinor: row.priceMinor,
    currency: row.currency,
    durationMinutes: row.durationMinutes,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentStaffMember(
  row: typeof staff.$inferSelect & { serviceIds: string[] },
): ApiStaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    isActive: row.isActive,
    serviceIds: row.serviceIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentBooking(row: typeof bookings.$inferSelect): ApiBooking {
  return {
    id: row.id,
    ticketCode: row.ticketCode,
    status: row.status,
    paymentStatus: row.paymentStatus,
    source: row.source,
    serviceId: row.serviceId,
    staffId: row.staffId,
    clientId: row.clientId,
    date: row.bookingDate,
    time: row.bookingTime.slice(0, 5),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    totalAmountMinor: row.totalAmountMinor,
    currency: row.currency as ApiBooking['currency'],
    customer: { name: row.customerName, phone: row.customerPhone, email: row.customerEmail },
    notes: row.notes,
    cancelledBy: row.cancelledBy,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentClient(row: typeof clients.$inferSelect): ApiClient {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    lastServiceDate: row.lastServiceDate,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentInvoice(row: typeof invoices.$inferSelect): ApiInvoice {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    status: row.status,
    clientId: row.clientId,
    bookingId: row.bookingId,
    subtotalMinor: row.subtotalMinor,
    taxMinor: row.taxMinor,
    totalMinor: row.totalMinor,
    currency: row.currency as ApiInvoice['currency'],
    dueDate: row.dueDate,
    notes: row.notes,
    sentAt: row.sentAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentReview(row: typeof reviews.$inferSelect): ApiReview {
  return {
    id: row.id,
    bookingId: row.bookingId,
    rating: row.rating,
    comment: row.comment,
    customerName: row.customerName,
    ownerReply: row.ownerReply,
    ownerRepliedAt: row.ownerRepliedAt?.toISOString() ?? null,
    countsTowardRating: row.countsTowardRating,
    isHidden: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
