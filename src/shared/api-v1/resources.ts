import * as z from 'zod/mini';
import {
  BOOKING_CANCELLERS,
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
} from '../bookings';
import { INVOICE_STATUSES } from '../invoices';
import { CURRENCIES } from '../limits';
import { SERVICE_CATEGORIES, SERVICE_CURRENCIES } from '../services';

/**
 * What the public API answers (docs/plans/public-api.md §3.3): each resource's shape, kept apart
 * from the owner screens' views so a screen can change without breaking an integration, and a
 * column never leaks by accident. The OpenAPI document is made from these schemas, and the
 * contract test checks every answer against it. They describe answers only; nothing parses with
 * them at run time.
 */

const described = (description: string) => z.meta({ description });
const id = (description: string) => z.string().check(z.meta({ format: 'uuid', description }));
const instant = (description: string) =>
  z.string().check(z.meta({ format: 'date-time', description }));
const localDate = (description: string) =>
  z.string().check(z.meta({ format: 'date', description }));
const minor = (description: string) => z.int().check(z.gte(0), described(description));

export const ApiServiceSchema = z.object({
  id: id('The service.'),
  name: z.string(),
  description: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  priceMinor: minor('The price in minor units: 150000 is KES 1,500.00.'),
  currency: z.enum(SERVICE_CURRENCIES),
  durationMinutes: z.int().check(z.gte(1)),
  isActive: z.boolean().check(described('Whether the public can book it.')),
  createdAt: instant('When it was made.'),
  updatedAt: instant('When it last changed.'),
});
export type ApiService = z.output<typeof ApiServiceSchema>;

export const ApiStaffMemberSchema = z.object({
  id: id('The staff member.'),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  isActive: z.boolean().check(described('Whether they take bookings.')),
  serviceIds: z.array(id('A service they do.')),
  createdAt: instant('When they were added.'),
  updatedAt: instant('When their record last changed.'),
});
export type ApiStaffMember = z.output<typeof ApiStaffMemberSchema>;

export const ApiBookingSchema = z.object({
  id: id('The booking.'),
  ticketCode: z.string().check(described('The code on the client’s ticket.')),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  source: z.enum(BOOKING_SOURCES).check(described('Where it was made.')),
  serviceId: id('The service booked.'),
  staffId: z.nullable(id('The staff member, when one was chosen.')),
  clientId: z.nullable(id('The client record, when there is one.')),
  date: localDate('The day, in the business’s time zone.'),
  time: z.string().check(z.meta({ pattern: '^[0-2][0-9]:[0-5][0-9]$', description: 'HH:mm' })),
  startsAt: instant('The start, as an instant.'),
  endsAt: instant('The end, as an instant.'),
  totalAmountMinor: minor('The price in minor units.'),
  currency: z.enum(CURRENCIES),
  customer: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.nullable(z.string()),
  }),
  notes: z.nullable(z.string()),
  cancelledBy: z.nullable(z.enum(BOOKING_CANCELLERS)),
  holdExpiresAt: z.nullable(instant('Until when an unpaid online booking holds its place.')),
  paidAt: z.nullable(instant('When it was paid.')),
  createdAt: instant('When it was made.'),
  updatedAt: instant('When it last changed.'),
});
export type ApiBooking = z.output<typeof ApiBookingSchema>;

export const ApiClientSchema = z.object({
  id: id('The client.'),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  lastServiceDate: z.nullable(localDate('Their last visit.')),
  locale: z.string().check(described('The language their messages are sent in.')),
  createdAt: instant('When they were added.'),
  updatedAt: instant('When their record last changed.'),
});
export type ApiClient = z.output<typeof ApiClientSchema>;

export const ApiInvoiceSchema = z.object({
  id: id('The invoice.'),
  invoiceNumber: z.string(),
  status: z.enum(INVOICE_STATUSES),
  clientId: id('The client billed.'),
  bookingId: z.nullable(id('The booking billed, when there is one.')),
  subtotalMinor: minor('Before tax, in minor units.'),
  taxMinor: minor('Tax, in minor units.'),
  totalMinor: minor('Subtotal plus tax, in minor units.'),
  currency: z.enum(CURRENCIES),
  dueDate: z.nullable(localDate('When it is due.')),
  notes: z.nullable(z.string()),
  sentAt: z.nullable(instant('When it was first sent.')),
  paidAt: z.nullable(instant('When it was paid.')),
  createdAt: instant('When it was made.'),
  updatedAt: instant('When it last changed.'),
});
export type ApiInvoice = z.output<typeof ApiInvoiceSchema>;

export const ApiReviewSchema = z.object({
  id: id('The review.'),
  bookingId: id('The visit reviewed.'),
  rating: z.int().check(z.gte(1), z.lte(5)),
  comment: z.nullable(z.string()),
  customerName: z.string(),
  ownerReply: z.nullable(z.string()),
  ownerRepliedAt: z.nullable(instant('When the business answered.')),
  countsTowardRating: z
    .boolean()
    .check(described('Whether it counts in the public rating (paid through Miadi).')),
  isHidden: z.boolean().check(described('Hidden from the public page after a report.')),
  createdAt: instant('When it was written.'),
});
export type ApiReview = z.output<typeof ApiReviewSchema>;

export const ApiAvailabilitySchema = z.object({
  timezone: z.string().check(described('The business’s time zone, in which dates and times are.')),
  days: z.array(
    z.object({
      date: localDate('The day.'),
      status: z.enum(['past', 'too-far', 'closed', 'open']),
      slots: z.array(
        z.object({
          time: z.string().check(described('HH:mm, local to the business.')),
          status: z.enum(['available', 'full', 'blocked']),
        }),
      ),
    }),
  ),
});
export type ApiAvailability = z.output<typeof ApiAvailabilitySchema>;

/** A page of a list: its items, and the cursor of the next page (null on the last). */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    data: z.array(item),
    nextCursor: z.nullable(
      z.string().check(described('Pass it as `cursor` for the next page; null on the last.')),
    ),
  });
}
export interface ApiPage<T> {
  data: T[];
  nextCursor: string | null;
}
