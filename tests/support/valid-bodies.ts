import { createECDH, randomBytes } from 'node:crypto';
import { newAccount } from './auth-client';
import { bookableDate, bookingBody } from './bookable';
import type { SweepData } from './sweep-fixtures';

// bodies each route accepts, for the sweep to spoil one field at a time

/** No account has this address: failures land on it, never on the owner's throttle. */
export const STRANGER_EMAIL = 'nobody-here@example.com';
const strangerEmail = () => `nobody-${randomBytes(4).toString('hex')}@example.com`;
export const WRONG_PASSWORD = 'Wr0ng!Pass-sweep';

export const SWEEP_SETTINGS = {
  timezone: 'Africa/Nairobi',
  currency: 'KES',
  bookingSlotDurationMinutes: 30,
  // room for every booking the sweep makes, so a full slot never hides what a body does
  maxBookingsPerSlot: 1000,
  bookingAdvanceDays: 30,
  autoConfirmBookings: true,
  requirePayment: true,
  sendReminders: false,
  reminderHoursBefore: 24,
};

export const SWEEP_SERVICE = {
  name: 'Box braids',
  description: 'Medium knotless braids, hair included.',
  category: 'general',
  priceMinor: 350000,
  durationMinutes: 60,
  currency: 'KES',
};

const BUSINESS_PROFILE = {
  name: 'Sweep Salon',
  email: 'owner@sweep.example',
  phone: '0711000101',
  address: 'Moi Avenue 1',
  city: 'Nairobi',
  country: 'Kenya',
  website: 'sweep.example',
  description: 'A salon that receives odd requests.',
};

/**
 * The sweep server's own push service (PUSH_SERVICE_ORIGINS): nothing listens there, so the
 * notifications of the sweep's bookings go nowhere, and nowhere outside this machine.
 */
export const SWEEP_PUSH_ORIGIN = 'http://127.0.0.1:9';

/** A device's push keys: a real P-256 public key and a 16-byte secret. */
const PUSH_KEYS = {
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
};

/** Body fields, by route, that hold a URL the server itself will later connect to. */
export const OUTBOUND_URL_FIELDS: Record<string, string[][]> = {
  'POST /api/push/subscriptions': [['endpoint']],
};

/** By route, made afresh per request (some must be unique). */
export function knownBodies(data: SweepData): Record<string, () => object> {
  const week = () => ({
    days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      opensAt: '09:00',
      closesAt: '17:00',
      isOpen: true,
    })),
  });
  return {
    'POST /api/auth/sign-up/email': () => newAccount(),
    // a new stranger each time, so the per-account throttle never answers for the route
    'POST /api/auth/sign-in/email': () => ({ email: strangerEmail(), password: WRONG_PASSWORD }),
    'POST /api/auth/reset-password': () => ({
      token: 'sweep-token',
      newPassword: 'N3w!Sweep-Pass',
    }),
    'POST /api/auth/request-password-reset': () => ({
      email: STRANGER_EMAIL,
      redirectTo: '/auth/reset-password',
    }),
    // no account has the address: nothing is mailed, and the answer is the one every address gets
    'POST /api/auth/sign-in-code/send': () => ({ email: STRANGER_EMAIL }),
    // a new stranger each time, so the per-account code throttle never answers for the route
    'POST /api/auth/sign-in-code/verify': () => ({ email: strangerEmail(), code: '000000' }),
    'POST /api/auth/sign-in/social': () => ({ provider: 'google', callbackURL: '/' }),
    'POST /api/auth/link-social': () => ({ provider: 'google', callbackURL: '/' }),
    'POST /api/auth/callback/:id': () => ({ code: 'sweep-code', state: 'sweep-state' }),
    // a wrong current password: a hostile new one must never become the owner's
    'POST /api/auth/change-password': () => ({
      currentPassword: WRONG_PASSWORD,
      newPassword: 'N3w!Sweep-Pass',
      revokeOtherSessions: false,
    }),
    'POST /api/auth/update-user': () => ({
      name: 'Amina Wanjiru',
      firstName: 'Amina',
      lastName: 'Wanjiru',
      country: 'KE',
    }),
    'POST /api/business': () => ({ ...BUSINESS_PROFILE, name: 'Second Salon' }),
    'PATCH /api/business': () => BUSINESS_PROFILE,
    'PUT /api/business/booking-link': () => ({ slug: 'sweep-salon-link' }),
    'PUT /api/business/booking-code': () => ({ code: '9753102' }),
    'PUT /api/business/hours': week,
    'PUT /api/business/location': () => ({
      latitude: -1.2614,
      longitude: 36.8027,
      serviceRadiusKm: 15,
      showOnMap: true,
      mapDescription: 'Off Waiyaki Way',
    }),
    'PUT /api/business/settings/general': () => SWEEP_SETTINGS,
    'PUT /api/business/settings/notifications': () => ({
      email_bookings: true,
      email_cancellations: true,
      email_reminders: true,
      sms_bookings: false,
      sms_reminders: false,
      whatsapp_bookings: false,
      whatsapp_reminders: false,
      whatsapp_number: '+254712345678',
    }),
    'PUT /api/business/payouts': () => ({
      mpesaNumber: '254712345678',
      bankName: 'Equity',
      bankAccountNumber: '0123 4567',
      accountHolderName: 'Amina Wanjiru',
    }),
    'POST /api/services': () => SWEEP_SERVICE,
    'PUT /api/services/:serviceId': () => SWEEP_SERVICE,
    'PATCH /api/services/:serviceId/status': () => ({ isActive: true }),
    'POST /api/public/businesses/:businessId/bookings': () =>
      bookingBody(data.serviceId, { notes: 'Window seat, please.' }),
    'POST /api/roles/admin': () => ({ email: data.ownerEmail }),
    'PUT /api/admin/businesses/:businessId/verification': () => ({ isVerified: true }),
    'POST /api/admin/businesses/:businessId/deactivate': () => ({
      reason: 'The address could not be confirmed.',
    }),
    'POST /api/admin/payouts/:businessId/verify': () => ({ version: '0123456789abcdef' }),
    'POST /api/admin/roles': () => ({ email: data.ownerEmail, role: 'moderator' }),
    'DELETE /api/admin/roles': () => ({ email: data.ownerEmail, role: 'moderator' }),
    'POST /api/clients': () => ({
      name: 'Sweep Client',
      phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      email: '',
      address: 'Tom Mboya Street',
      notes: 'Prefers mornings.',
    }),
    'PUT /api/clients/:clientId': () => ({
      name: 'Sweep Regular',
      phone: '0799000111',
      email: 'regular@sweep.example',
      address: '',
      notes: '',
    }),
    'POST /api/staff': () => ({ name: 'Sweep Stylist', email: 'stylist@sweep.example' }),
    'PUT /api/staff/:staffId': () => ({
      name: 'Sweep Barber',
      email: 'barber@sweep.example',
      specialties: ['Fades'],
      serviceIds: [data.serviceId],
    }),
    'POST /api/attendance': () => ({
      staffId: data.staffId,
      notes: 'Opened the salon',
      geolocation: { latitude: -1.2921, longitude: 36.8219, accuracy: 20 },
      signInTime: new Date().toISOString(),
    }),
    'POST /api/attendance/:attendanceId/sign-out': () => ({
      signOutTime: new Date().toISOString(),
      notes: 'Closed up',
    }),
    'POST /api/bookings': () => ({
      serviceId: data.serviceId,
      date: bookableDate(5),
      time: '11:00',
      client: { name: 'Sweep Walk-in', phone: '0722000999' },
      idempotencyKey: `sweep-${Math.random().toString(36).slice(2)}`,
    }),
    'PATCH /api/bookings/:bookingId/status': () => ({ status: 'confirmed' }),
    'POST /api/invoices': () => ({
      clientId: data.clientId,
      subtotalMinor: 350000,
      taxMinor: 56000,
      dueDate: bookableDate(14),
      notes: 'Asante! Pay by M-Pesa.',
    }),
    'PUT /api/invoices/:invoiceId': () => ({
      clientId: data.clientId,
      subtotalMinor: 350000,
      taxMinor: 56000,
      dueDate: bookableDate(21),
      notes: 'Pay within three weeks.',
    }),
    'PATCH /api/bookings/:bookingId': () => ({ date: bookableDate(6), time: '12:00' }),
    // Enterprise fits any number of staff, so a valid body always reaches the provider
    'POST /api/push/subscriptions': () => ({
      endpoint: `${SWEEP_PUSH_ORIGIN}/push/sweep-${randomBytes(4).toString('hex')}`,
      keys: PUSH_KEYS,
    }),
    'DELETE /api/push/subscriptions': () => ({ endpoint: `${SWEEP_PUSH_ORIGIN}/push/sweep-gone` }),
    'POST /api/subscription/checkout': () => ({
      planId: 'premium',
      method: 'mpesa',
      phone: '0712345678',
    }),
  };
}
