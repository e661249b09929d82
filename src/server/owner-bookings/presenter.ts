import type { bookings } from '../db/schema/bookings';

type BookingRow = typeof bookings.$inferSelect;

export interface OwnerBookingRow {
  booking: BookingRow;
  serviceName: string;
  staffName: string | null;
  clientName: string | null;
  clientEmail: string | null;
  hasRefundDue: boolean;
}

/** A booking as its business sees it: who, what, when, with whom, and where the money stands. */
export function presentOwnerBooking(row: OwnerBookingRow) {
  const { booking } = row;
  return {
    id: booking.id,
    ticketCode: booking.ticketCode,
    date: booking.bookingDate,
    time: booking.bookingTime.slice(0, 5),
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    status: booking.status,
    /** Who cancelled it: 'client' through their own link, 'business' or null (not recorded). */
    cancelledBy: booking.cancelledBy,
    paymentStatus: booking.paymentStatus,
    // an unpaid pay-on-booking booking still waiting for its online payment
    isAwaitingOnlinePayment: booking.paymentStatus === 'pending' && booking.holdExpiresAt !== null,
    amountMinor: booking.totalAmountMinor,
    currency: booking.currency,
    serviceId: booking.serviceId,
    serviceName: row.serviceName,
    staffId: booking.staffId,
    staffName: row.staffName,
    clientId: booking.clientId,
    customerName: row.clientName ?? booking.customerName,
    customerEmail: row.clientEmail ?? booking.customerEmail,
    customerPhone: booking.customerPhone,
    notes: booking.notes,
    source: booking.source,
    hasRefundDue: row.hasRefundDue,
  };
}

export type OwnerBookingView = ReturnType<typeof presentOwnerBooking>;

/** A booking as its client sees it in their own list: no other client's details, no controls. */
export function presentClientBooking(row: {
  booking: BookingRow;
  serviceName: string;
  staffName: string | null;
  businessName: string;
}) {
  const { booking } = row;
  return {
    id: booking.id,
    ticketCode: booking.ticketCode,
    date: booking.bookingDate,
    time: booking.bookingTime.slice(0, 5),
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    amountMinor: booking.totalAmountMinor,
    currency: booking.currency,
    serviceName: row.serviceName,
    staffName: row.staffName,
    businessId: booking.businessId,
    businessName: row.businessName,
  };
}
