import type {
  ApiAvailability,
  ApiBooking,
  ApiClient,
  ApiInvoice,
  ApiReview,
  ApiService,
  ApiStaffMember,
} from '@shared/api-v1/resources';

/**
 * One example of each resource, shown in the OpenAPI document and its reference page. The
 * contract test checks each against its schema, so an example cannot drift from what the API
 * answers.
 */

const service: ApiService = {
  id: '0b0f6c8e-3a57-4a53-9d8e-5b1c2f6d7a10',
  name: 'Box braids',
  description: 'Medium box braids, hair included.',
  category: 'general',
  priceMinor: 350000,
  currency: 'KES',
  durationMinutes: 180,
  isActive: true,
  createdAt: '2026-09-01T07:12:44.120Z',
  updatedAt: '2026-10-14T11:03:09.871Z',
};

const staffMember: ApiStaffMember = {
  id: '6f1d2b9a-8c41-4e0f-a3b2-1d9e7c5a4f21',
  name: 'Wanjiru Kamau',
  email: 'wanjiru@example.com',
  phone: '+254712345678',
  isActive: true,
  serviceIds: [service.id],
  createdAt: '2026-09-01T07:20:02.004Z',
  updatedAt: '2026-09-01T07:20:02.004Z',
};

const client: ApiClient = {
  id: '9a4e1c7d-2b68-4f3a-8e5d-6c0b1a2f3e49',
  name: 'Achieng Otieno',
  email: 'achieng@example.com',
  phone: '+254722000111',
  notes: null,
  lastServiceDate: '2026-11-21',
  locale: 'sw',
  createdAt: '2026-10-02T15:41:19.550Z',
  updatedAt: '2026-11-21T12:30:00.000Z',
};

const booking: ApiBooking = {
  id: '3c7b9e2d-5f14-4a86-b0c1-8d2e4f6a7b93',
  ticketCode: 'K7M2QX',
  status: 'confirmed',
  paymentStatus: 'completed',
  source: 'online',
  serviceId: service.id,
  staffId: staffMember.id,
  clientId: client.id,
  date: '2026-12-05',
  time: '10:30',
  startsAt: '2026-12-05T07:30:00.000Z',
  endsAt: '2026-12-05T10:30:00.000Z',
  totalAmountMinor: 350000,
  currency: 'KES',
  customer: { name: client.name, phone: '+254722000111', email: 'achieng@example.com' },
  notes: null,
  cancelledBy: null,
  holdExpiresAt: null,
  paidAt: '2026-11-28T09:14:51.233Z',
  createdAt: '2026-11-28T09:12:07.918Z',
  updatedAt: '2026-11-28T09:14:51.233Z',
};

const invoice: ApiInvoice = {
  id: 'e2b5a8c1-7d39-4f60-9a14-3b6c8d0e2f75',
  invoiceNumber: 'INV-20261121-001',
  status: 'paid',
  clientId: client.id,
  bookingId: null,
  subtotalMinor: 300000,
  taxMinor: 48000,
  totalMinor: 348000,
  currency: 'KES',
  dueDate: '2026-12-05',
  notes: null,
  sentAt: '2026-11-21T12:35:10.002Z',
  paidAt: '2026-11-22T08:01:44.640Z',
  createdAt: '2026-11-21T12:33:58.117Z',
  updatedAt: '2026-11-22T08:01:44.640Z',
};

const review: ApiReview = {
  id: '7d0c3e5a-1b92-4c48-86f7-2a9e4b1d6c08',
  bookingId: booking.id,
  rating: 5,
  comment: 'Neat braids, and on time.',
  customerName: 'Achieng',
  ownerReply: 'Asante sana, karibu tena!',
  ownerRepliedAt: '2026-12-06T08:00:00.000Z',
  countsTowardRating: true,
  isHidden: false,
  createdAt: '2026-12-05T14:02:31.777Z',
};

const availability: ApiAvailability = {
  timezone: 'Africa/Nairobi',
  days: [
    {
      date: '2026-12-05',
      status: 'open',
      slots: [
        { time: '09:00', status: 'available' },
        { time: '09:30', status: 'full' },
        { time: '10:00', status: 'available' },
      ],
    },
  ],
};

const RESOURCES: Record<string, unknown> = {
  Service: service,
  StaffMember: staffMember,
  Client: client,
  Booking: booking,
  Invoice: invoice,
  Review: review,
  Availability: availability,
};

/** The example of a component: a resource, or a last page of one (`ServicePage`). */
export function exampleOf(component: string): unknown {
  const item = RESOURCES[component.replace(/Page$/, '')];
  if (item === undefined) throw new Error(`no example of ${component}`);
  return component.endsWith('Page') ? { data: [item], nextCursor: null } : item;
}
