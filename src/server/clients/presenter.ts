import type { Money } from '@shared/money';
import type { BookingSource, BookingStatus, PaymentStatus } from '@shared/bookings';
import type { clients } from '../db/schema/people';

export type ClientRow = typeof clients.$inferSelect;

/** What the client's bookings say about them (see NO_SHOW_STATUSES and docs/decisions/0021). */
export interface ClientStats {
  /** Completed bookings. */
  visits: number;
  /** The latest completed booking's date (yyyy-MM-dd), or the record's own last service date. */
  lastVisit: string | null;
  /** Completed and paid bookings, summed per currency. */
  totalSpent: Money[];
  noShows: number;
  /** Every booking linked to the client, whatever its status. */
  bookings: number;
}

/** A client as their business sees them; never the business id. */
export function presentClient(client: ClientRow) {
  return {
    id: client.id,
    name: client.name,
    email: client.email,
    phone: client.phone,
    address: client.address,
    notes: client.notes,
    createdAt: client.createdAt.toISOString(),
  };
}

export type ClientView = ReturnType<typeof presentClient>;

export function presentClientSummary(client: ClientRow, stats: ClientStats) {
  return { ...presentClient(client), stats };
}

export type ClientSummary = ReturnType<typeof presentClientSummary>;

export interface HistoryRow {
  id: string;
  ticketCode: string;
  bookingDate: string;
  bookingTime: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  totalAmountMinor: number;
  currency: string;
  serviceName: string;
  staffName: string | null;
  source: BookingSource;
}

/** One line of the client page's booking history. */
export function presentHistoryItem(row: HistoryRow) {
  return {
    id: row.id,
    ticketCode: row.ticketCode,
    date: row.bookingDate,
    time: row.bookingTime.slice(0, 5),
    status: row.status,
    paymentStatus: row.paymentStatus,
    amountMinor: row.totalAmountMinor,
    currency: row.currency,
    serviceName: row.serviceName,
    staffName: row.staffName,
    /** The channel it came from: the web page, the desk, WhatsApp or USSD. */
    source: row.source,
  };
}
