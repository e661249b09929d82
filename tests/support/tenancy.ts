import { createECDH, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database';

/**
 * Every owner endpoint, with a request aimed at another business's data. Tenancy tests call each one
 * as owner B with owner A's ids and expect A's data to be exactly as it was (and a 404 where an id of
 * A's is in the path). A new owner endpoint must be added here: the test fails on any it does not know.
 */
export interface TargetIds {
  businessId: string;
  /** One of the victim's services, and one of that service's images. */
  serviceId: string;
  imageId: string;
  /** The victim's client (made by a public booking). */
  clientId: string;
  /** One of the victim's staff members, who performs the service. */
  staffId: string;
  /** The victim's booking (made by the public). */
  bookingId: string;
  /** A payment for that booking, owed back to the client (refund_due). */
  transactionId: string;
  /** The victim's invoice to their client, sent (so it can be edited, resent and paid). */
  invoiceId: string;
  /** The victim's payment for a plan (SUB-...), still open. */
  reference: string;
  /** The victim's staff member's attendance record, still signed in. */
  attendanceId: string;
  /** The push endpoint of the victim's device. */
  pushEndpoint: string;
  /** A client's review of the victim's business. */
  reviewId?: string;
  /** The victim's staff member's calendar feed link. */
  feedId?: string;
  /** A client on the victim's waitlist. */
  entryId?: string;
  /** One of the victim's API keys. */
  apiKeyId?: string;
  /** The victim's webhook endpoint, and one delivery to it. */
  webhookId?: string;
  deliveryId?: string;
}

export interface OwnerEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the server routes it, e.g. /api/business/hours. */
  path: string;
  /** The request body, carrying the victim's ids wherever a careless server might believe them. */
  body?: (target: TargetIds) => unknown;
  /** A multipart body instead of JSON. */
  form?: (target: TargetIds) => FormData;
}

// the smallest valid PNG: one transparent pixel
const PNG_1PX = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opensAt: '06:00',
  closesAt: '07:00',
  isOpen: false,
}));

/** A device's push keys: a real P-256 public key and a 16-byte secret, as a browser gives them. */
export const PUSH_KEYS = {
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
};

export const OWNER_ENDPOINTS: OwnerEndpoint[] = [
  { method: 'GET', path: '/api/business' },
  {
    method: 'POST',
    path: '/api/business',
    body: (t) => ({ name: 'Taken Over', businessId: t.businessId, id: t.businessId }),
  },
  {
    method: 'PATCH',
    path: '/api/business',
    body: (t) => ({
      id: t.businessId,
      businessId: t.businessId,
      name: 'Taken Over',
      email: 'thief@example.com',
      phone: '',
      website: '',
      description: '',
      address: '',
      city: '',
      country: '',
    }),
  },
  { method: 'GET', path: '/api/business/booking-link' },
  {
    method: 'PUT',
    path: '/api/business/booking-link',
    body: (t) => ({ businessId: t.businessId, id: t.businessId, slug: 'taken-over-link' }),
  },
  { method: 'GET', path: '/api/business/booking-code' },
  { method: 'GET', path: '/api/business/api-keys' },
  {
    method: 'POST',
    path: '/api/business/api-keys',
    body: (t) => ({ businessId: t.businessId, name: 'Intruder', scope: 'read', expiresInDays: 30 }),
  },
  { method: 'DELETE', path: '/api/business/api-keys/:apiKeyId' },
  { method: 'GET', path: '/api/business/webhooks' },
  {
    method: 'POST',
    path: '/api/business/webhooks',
    body: (t) => ({
      businessId: t.businessId,
      url: 'https://intruder.example.com/hooks',
      eventTypes: ['booking.created'],
    }),
  },
  {
    method: 'PATCH',
    path: '/api/business/webhooks/:webhookId',
    body: () => ({ url: 'https://intruder.example.com/hooks', isEnabled: true }),
  },
  { method: 'DELETE', path: '/api/business/webhooks/:webhookId' },
  { method: 'GET', path: '/api/business/webhooks/:webhookId/secret' },
  { method: 'POST', path: '/api/business/webhooks/:webhookId/secret' },
  { method: 'GET', path: '/api/business/webhooks/:webhookId/deliveries' },
  { method: 'GET', path: '/api/business/webhooks/:webhookId/deliveries/:deliveryId' },
  { method: 'POST', path: '/api/business/webhooks/:webhookId/deliveries/:deliveryId/send' },
  { method: 'GET', path: '/api/calendar-feeds' },
  {
    method: 'POST',
    path: '/api/calendar-feeds',
    body: (t) => ({ businessId: t.businessId, staffId: t.staffId }),
  },
  {
    method: 'PATCH',
    path: '/api/calendar-feeds/:feedId',
    body: (t) => ({ businessId: t.businessId, id: t.feedId, showClients: false }),
  },
  { method: 'DELETE', path: '/api/calendar-feeds/:feedId' },
  { method: 'GET', path: '/api/waitlist' },
  { method: 'POST', path: '/api/waitlist/:entryId/offer' },
  { method: 'DELETE', path: '/api/waitlist/:entryId' },
  {
    method: 'PUT',
    path: '/api/business/booking-code',
    body: (t) => ({ businessId: t.businessId, id: t.businessId, code: '8642097' }),
  },
  {
    method: 'POST',
    path: '/api/business/booking-code/new',
    body: (t) => ({ businessId: t.businessId, id: t.businessId }),
  },
  {
    method: 'PUT',
    path: '/api/business/hours',
    body: (t) => ({ businessId: t.businessId, days: WEEK }),
  },
  {
    method: 'PUT',
    path: '/api/business/location',
    body: (t) => ({
      businessId: t.businessId,
      latitude: 10,
      longitude: 10,
      serviceRadiusKm: 99,
      showOnMap: false,
      mapDescription: 'x',
    }),
  },
  {
    method: 'PUT',
    path: '/api/business/settings/general',
    body: (t) => ({
      businessId: t.businessId,
      timezone: 'Asia/Tokyo',
      currency: 'USD',
      bookingSlotDurationMinutes: 60,
      maxBookingsPerSlot: 1,
      bookingAdvanceDays: 1,
      autoConfirmBookings: false,
      requirePayment: true,
      sendReminders: false,
      reminderHoursBefore: 1,
    }),
  },
  {
    method: 'PUT',
    path: '/api/business/settings/notifications',
    body: (t) => ({
      businessId: t.businessId,
      email_bookings: false,
      email_cancellations: false,
      email_reminders: false,
      sms_bookings: false,
      sms_reminders: false,
      whatsapp_bookings: false,
      whatsapp_reminders: false,
      whatsapp_number: '',
    }),
  },
  {
    method: 'POST',
    path: '/api/business/logo',
    form: (t) => {
      const form = new FormData();
      form.set('businessId', t.businessId);
      form.set('logo', new Blob([PNG_1PX], { type: 'image/png' }), 'logo.png');
      return form;
    },
  },
  { method: 'DELETE', path: '/api/business/logo', body: (t) => ({ businessId: t.businessId }) },
  { method: 'GET', path: '/api/business/payouts' },
  { method: 'GET', path: '/api/business/earnings' },
  { method: 'GET', path: '/api/dashboard' },
  {
    method: 'PUT',
    path: '/api/business/payouts',
    body: (t) => ({
      businessId: t.businessId,
      mpesaNumber: '254700000001',
      bankName: 'Thief Bank',
      bankAccountNumber: '000111',
      accountHolderName: 'Thief',
    }),
  },
  { method: 'GET', path: '/api/services' },
  {
    method: 'POST',
    path: '/api/services',
    body: (t) => ({
      businessId: t.businessId,
      id: t.serviceId,
      name: 'Taken Over',
      description: 'Not yours',
      priceMinor: 100,
    }),
  },
  {
    method: 'PUT',
    path: '/api/services/:serviceId',
    body: (t) => ({
      businessId: t.businessId,
      name: 'Taken Over',
      description: 'Not yours',
      priceMinor: 100,
    }),
  },
  {
    method: 'PATCH',
    path: '/api/services/:serviceId/status',
    body: (t) => ({ businessId: t.businessId, isActive: false }),
  },
  { method: 'DELETE', path: '/api/services/:serviceId' },
  {
    method: 'POST',
    path: '/api/services/:serviceId/images',
    form: (t) => {
      const form = new FormData();
      form.set('businessId', t.businessId);
      form.set('images', new Blob([PNG_1PX], { type: 'image/png' }), 'photo.png');
      return form;
    },
  },
  { method: 'DELETE', path: '/api/services/:serviceId/images/:imageId' },
  { method: 'GET', path: '/api/bookings' },
  { method: 'GET', path: '/api/bookings/availability' },
  {
    method: 'POST',
    path: '/api/bookings',
    // the victim's service, client and staff: a careless server would book into their calendar
    body: (t) => ({
      businessId: t.businessId,
      serviceId: t.serviceId,
      staffId: t.staffId,
      clientId: t.clientId,
      date: '2030-01-07',
      time: '10:00',
      idempotencyKey: 'intruder-booking-1',
    }),
  },
  { method: 'GET', path: '/api/bookings/:bookingId' },
  {
    method: 'PATCH',
    path: '/api/bookings/:bookingId/status',
    body: (t) => ({ businessId: t.businessId, status: 'cancelled' }),
  },
  {
    method: 'PATCH',
    path: '/api/bookings/:bookingId',
    body: (t) => ({ businessId: t.businessId, date: '2030-01-07', time: '11:00' }),
  },
  { method: 'POST', path: '/api/bookings/:bookingId/payment' },
  { method: 'POST', path: '/api/bookings/:bookingId/refund' },
  { method: 'POST', path: '/api/business/payments/:transactionId/refund' },
  { method: 'GET', path: '/api/staff' },
  {
    method: 'POST',
    path: '/api/staff',
    // the victim's service: a careless server would let the intruder's member perform it
    body: (t) => ({
      businessId: t.businessId,
      id: t.staffId,
      name: 'Taken Over',
      email: 'thief@example.com',
      serviceIds: [t.serviceId],
    }),
  },
  { method: 'GET', path: '/api/staff/:staffId' },
  {
    method: 'PUT',
    path: '/api/staff/:staffId',
    body: (t) => ({ businessId: t.businessId, name: 'Taken Over', email: 'thief@example.com' }),
  },
  { method: 'DELETE', path: '/api/staff/:staffId' },
  { method: 'GET', path: '/api/attendance' },
  {
    method: 'POST',
    path: '/api/attendance',
    // the victim's member and record id: a careless server would sign them in, or hand the record back
    body: (t) => ({ businessId: t.businessId, id: t.attendanceId, staffId: t.staffId }),
  },
  {
    method: 'POST',
    path: '/api/attendance/:attendanceId/sign-out',
    body: (t) => ({ businessId: t.businessId, notes: 'Taken over' }),
  },
  { method: 'GET', path: '/api/attendance/report' },
  { method: 'GET', path: '/api/attendance/export' },
  { method: 'GET', path: '/api/staff-dashboard' },
  { method: 'GET', path: '/api/push/public-key' },
  {
    method: 'POST',
    path: '/api/push/subscriptions',
    // the victim's device endpoint: it stays the victim's, never moves to the intruder's business
    body: (t) => ({ endpoint: t.pushEndpoint, keys: PUSH_KEYS }),
  },
  {
    method: 'DELETE',
    path: '/api/push/subscriptions',
    body: (t) => ({ endpoint: t.pushEndpoint }),
  },
  { method: 'GET', path: '/api/clients' },
  {
    method: 'POST',
    path: '/api/clients',
    // the victim's client's phone: the intruder gets a client of their own, never the victim's
    body: (t) => ({
      businessId: t.businessId,
      id: t.clientId,
      name: 'Taken Over',
      phone: '0711000101',
    }),
  },
  { method: 'GET', path: '/api/clients/:clientId' },
  {
    method: 'PUT',
    path: '/api/clients/:clientId',
    body: (t) => ({ businessId: t.businessId, name: 'Taken Over', email: 'thief@example.com' }),
  },
  { method: 'DELETE', path: '/api/clients/:clientId' },
  { method: 'GET', path: '/api/invoices' },
  { method: 'GET', path: '/api/invoices/form' },
  {
    method: 'POST',
    path: '/api/invoices',
    // the victim's client and booking: a careless server would bill them for the intruder
    body: (t) => ({
      businessId: t.businessId,
      clientId: t.clientId,
      bookingId: t.bookingId,
      subtotalMinor: 100,
    }),
  },
  { method: 'GET', path: '/api/invoices/:invoiceId' },
  { method: 'GET', path: '/api/invoices/:invoiceId/print' },
  {
    method: 'PUT',
    path: '/api/invoices/:invoiceId',
    body: (t) => ({ businessId: t.businessId, clientId: t.clientId, subtotalMinor: 1 }),
  },
  { method: 'POST', path: '/api/invoices/:invoiceId/send' },
  { method: 'POST', path: '/api/invoices/:invoiceId/resend' },
  { method: 'POST', path: '/api/invoices/:invoiceId/mark-paid' },
  { method: 'GET', path: '/api/exports' },
  { method: 'GET', path: '/api/exports/bookings' },
  { method: 'GET', path: '/api/exports/clients' },
  { method: 'GET', path: '/api/exports/staff' },
  { method: 'GET', path: '/api/subscription' },
  { method: 'POST', path: '/api/subscription/trial', body: (t) => ({ businessId: t.businessId }) },
  {
    method: 'POST',
    path: '/api/subscription/checkout',
    // a careless server would start a payment for the victim, or reuse the victim's attempt
    body: (t) => ({
      businessId: t.businessId,
      reference: t.reference,
      planId: 'premium',
      method: 'card',
    }),
  },
  { method: 'GET', path: '/api/subscription/payments/:reference' },
  { method: 'GET', path: '/api/business/reviews' },
  {
    method: 'PUT',
    path: '/api/business/reviews/:reviewId/reply',
    body: (t) => ({ businessId: t.businessId, reply: 'Taken over' }),
  },
  { method: 'DELETE', path: '/api/business/reviews/:reviewId/reply' },
  {
    method: 'POST',
    path: '/api/business/reviews/:reviewId/report',
    body: (t) => ({ businessId: t.businessId, reason: 'Not yours to report' }),
  },
];

function sorted(rows: unknown[]): unknown[] {
  return [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/** Route prefixes that belong to an owner's own business. */
export const OWNER_PREFIXES = [
  '/api/business',
  '/api/business/payouts',
  '/api/services',
  '/api/bookings',
  '/api/staff',
  '/api/attendance',
  '/api/clients',
  '/api/invoices',
  '/api/dashboard',
  '/api/exports',
  '/api/subscription',
  '/api/staff-dashboard',
  '/api/push',
  '/api/calendar-feeds',
  '/api/waitlist',
];

/**
 * Everything stored for one business: its row, every row of every table with a business_id, and the
 * images of its services (which hang off the service, not the business).
 */
export async function snapshotBusiness(
  db: Database,
  businessId: string,
): Promise<Record<string, unknown[]>> {
  const tables = await db.execute<{ table_name: string }>(sql`
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name = 'business_id' ORDER BY table_name`);
  const snapshot: Record<string, unknown[]> = {
    businesses: (await db.execute(sql`SELECT * FROM businesses WHERE id = ${businessId}`)).rows,
  };
  for (const { table_name } of tables.rows) {
    const rows = await db.execute(
      sql`SELECT * FROM ${sql.identifier(table_name)} WHERE business_id = ${businessId}`,
    );
    snapshot[table_name] = sorted(rows.rows);
  }
  const images = await db.execute(sql`
    SELECT * FROM service_images
    WHERE service_id IN (SELECT id FROM services WHERE business_id = ${businessId})`);
  snapshot.service_images = sorted(images.rows);
  return snapshot;
}
