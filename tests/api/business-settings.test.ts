import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, businessHours, businessSettings } from '../../src/server/db/schema/businesses';
import { ownerWithBusiness, signedInOwner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

const PROFILE = {
  name: 'Kilele Fitness Studio',
  email: 'Hello@Kilele.co.ke',
  phone: '0722 100 200',
  website: 'kilele.co.ke',
  description: 'Strength and spin classes.',
  address: 'Argwings Kodhek Road',
  city: 'Nairobi',
  country: 'Kenya',
};

const GENERAL = {
  timezone: 'Africa/Nairobi',
  currency: 'KES',
  bookingSlotDurationMinutes: 45,
  maxBookingsPerSlot: 3,
  bookingAdvanceDays: 60,
  autoConfirmBookings: false,
  requirePayment: true,
  sendReminders: true,
  reminderHoursBefore: 6,
};

const NOTIFICATIONS = {
  email_bookings: false,
  email_cancellations: true,
  email_reminders: true,
  sms_bookings: true,
  sms_reminders: false,
  whatsapp_bookings: false,
  whatsapp_reminders: true,
  whatsapp_number: '+254 712 345 678',
};

function week(overrides: Record<number, object> = {}) {
  return {
    days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      opensAt: '08:00',
      closesAt: '18:30',
      isOpen: weekday !== 0,
      ...overrides[weekday],
    })),
  };
}

async function fieldError(response: Response, field: string): Promise<string | undefined> {
  expect(response.status).toBe(400);
  return (await readJson<{ error: { fields: Record<string, string> } }>(response)).error.fields[
    field
  ];
}

describe('the business settings', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('answers 404 No business found to an owner who has none', async () => {
    const owner = await signedInOwner(app);
    const response = await owner.client.request('/api/business', {
      method: 'PATCH',
      body: PROFILE,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'no_business', message: 'No business found' },
    });
  });

  describe('profile', () => {
    it('saves the profile, normalised', async () => {
      const owner = await ownerWithBusiness(app);
      const response = await owner.client.request('/api/business', {
        method: 'PATCH',
        body: PROFILE,
      });
      expect(response.status).toBe(200);
      expect((await readJson<{ business: object }>(response)).business).toMatchObject({
        name: 'Kilele Fitness Studio',
        email: 'hello@kilele.co.ke',
        phone: '+254722100200',
        website: 'https://kilele.co.ke',
        city: 'Nairobi',
      });
    });

    it.each([
      [{ name: '' }, 'name', 'Business name is required'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'hello@kilele' }, 'email', 'Please enter a valid email address'],
    ])('refuses %o with the spec message and changes nothing', async (change, field, message) => {
      const owner = await ownerWithBusiness(app);
      const [before] = await app.db
        .select()
        .from(businesses)
        .where(eq(businesses.id, owner.businessId));
      const response = await owner.client.request('/api/business', {
        method: 'PATCH',
        body: { ...PROFILE, ...change },
      });
      expect(await fieldError(response, field)).toBe(message);
      const [after] = await app.db
        .select()
        .from(businesses)
        .where(eq(businesses.id, owner.businessId));
      expect(after).toEqual(before);
    });

    it('takes ten saves at once, one after another, and keeps one whole week', async () => {
      const owner = await ownerWithBusiness(app);
      // each save opens at its own hour, so the week kept shows which save came last
      const saves = Array.from({ length: 10 }, (_, turn) =>
        week(
          Object.fromEntries(
            [0, 1, 2, 3, 4, 5, 6].map((weekday) => [
              weekday,
              { opensAt: `${String(turn + 7).padStart(2, '0')}:00` },
            ]),
          ),
        ),
      );
      const answers = await Promise.all(
        saves.map((body) => owner.client.request('/api/business/hours', { method: 'PUT', body })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      const kept = await app.db
        .select()
        .from(businessHours)
        .where(eq(businessHours.businessId, owner.businessId));
      expect(kept.map((day) => day.weekday).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(new Set(kept.map((day) => day.opensAt)).size).toBe(1);
    });
  });

  describe('hours', () => {
    it('replaces the week', async () => {
      const owner = await ownerWithBusiness(app);
      const response = await owner.client.request('/api/business/hours', {
        method: 'PUT',
        body: week(),
      });
      expect(response.status).toBe(200);
      const { hours } = await readJson<{
        hours: { weekday: number; opensAt: string; isOpen: boolean }[];
      }>(response);
      expect(hours.map((day) => [day.weekday, day.opensAt, day.isOpen])).toEqual([
        [0, '08:00', false],
        [1, '08:00', true],
        [2, '08:00', true],
        [3, '08:00', true],
        [4, '08:00', true],
        [5, '08:00', true],
        [6, '08:00', true],
      ]);
    });

    it('refuses closing before opening, and a missing day, without touching the saved hours', async () => {
      const owner = await ownerWithBusiness(app);
      const before = await app.db
        .select()
        .from(businessHours)
        .where(eq(businessHours.businessId, owner.businessId));
      const backwards = await owner.client.request('/api/business/hours', {
        method: 'PUT',
        body: week({ 3: { opensAt: '17:00', closesAt: '09:00' } }),
      });
      expect(await fieldError(backwards, 'days.3.closesAt')).toBe(
        'Closing time must be after opening time',
      );
      const sixDays = await owner.client.request('/api/business/hours', {
        method: 'PUT',
        body: { days: week().days.slice(1) },
      });
      expect(sixDays.status).toBe(400);
      const badTime = await owner.client.request('/api/business/hours', {
        method: 'PUT',
        body: week({ 2: { opensAt: '25:00' } }),
      });
      expect(await fieldError(badTime, 'days.2.opensAt')).toBe('Use a time such as 09:00');
      const after = await app.db
        .select()
        .from(businessHours)
        .where(eq(businessHours.businessId, owner.businessId));
      expect(after).toEqual(before);
    });
  });

  describe('location', () => {
    const place = {
      latitude: -1.2614,
      longitude: 36.8027,
      serviceRadiusKm: 15,
      showOnMap: false,
      mapDescription: 'Off Waiyaki Way',
    };

    it('saves coordinates, radius and map settings', async () => {
      const owner = await ownerWithBusiness(app);
      const response = await owner.client.request('/api/business/location', {
        method: 'PUT',
        body: place,
      });
      expect(response.status).toBe(200);
      const view = await readJson<{ business: object; settings: object }>(response);
      expect(view.business).toMatchObject({
        latitude: -1.2614,
        longitude: 36.8027,
        serviceRadiusKm: 15,
      });
      expect(view.settings).toMatchObject({ showOnMap: false, mapDescription: 'Off Waiyaki Way' });
    });

    it.each([
      [{ latitude: 91 }, 'latitude', 'Latitude must be between -90 and 90'],
      [{ longitude: -181 }, 'longitude', 'Longitude must be between -180 and 180'],
      [{ latitude: null }, 'latitude', 'Please enter both latitude and longitude'],
      [{ serviceRadiusKm: 0 }, 'serviceRadiusKm', 'Service radius must be between 1 and 100 km'],
      [{ serviceRadiusKm: 101 }, 'serviceRadiusKm', 'Service radius must be between 1 and 100 km'],
      [{ serviceRadiusKm: 2.5 }, 'serviceRadiusKm', 'Service radius must be between 1 and 100 km'],
    ])('refuses %o', async (change, field, message) => {
      const owner = await ownerWithBusiness(app);
      const response = await owner.client.request('/api/business/location', {
        method: 'PUT',
        body: { ...place, ...change },
      });
      expect(await fieldError(response, field)).toBe(message);
      const [row] = await app.db
        .select()
        .from(businesses)
        .where(eq(businesses.id, owner.businessId));
      expect(row?.latitude).toBeNull();
    });
  });

  describe('general', () => {
    it('saves the booking rules, and the business prices in the chosen currency', async () => {
      const owner = await ownerWithBusiness(app);
      const response = await owner.client.request('/api/business/settings/general', {
        method: 'PUT',
        body: { ...GENERAL, currency: 'USD' },
      });
      expect(response.status).toBe(200);
      const view = await readJson<{ business: { currency: string }; settings: object }>(response);
      expect(view.settings).toMatchObject({ ...GENERAL, currency: 'USD' });
      expect(view.business.currency).toBe('USD');
    });

    it.each([
      [
        { bookingSlotDurationMinutes: 10 },
        'bookingSlotDurationMinutes',
        'Slot duration must be at least 15 minutes',
      ],
      [
        { bookingSlotDurationMinutes: 20 },
        'bookingSlotDurationMinutes',
        'Slot duration must be a multiple of 15 minutes',
      ],
      [{ maxBookingsPerSlot: 0 }, 'maxBookingsPerSlot', 'Maximum bookings must be at least 1'],
      [
        { bookingAdvanceDays: 0 },
        'bookingAdvanceDays',
        'Advance booking must be between 1 and 365 days',
      ],
      [
        { reminderHoursBefore: 169 },
        'reminderHoursBefore',
        'Reminder time must be between 1 and 168 hours',
      ],
      [{ timezone: 'Mars/Olympus' }, 'timezone', 'Please choose a time zone'],
      [{ currency: 'XYZ' }, 'currency', 'Please choose a currency'],
    ])('refuses %o', async (change, field, message) => {
      const owner = await ownerWithBusiness(app);
      const response = await owner.client.request('/api/business/settings/general', {
        method: 'PUT',
        body: { ...GENERAL, ...change },
      });
      expect(await fieldError(response, field)).toBe(message);
      const [row] = await app.db
        .select()
        .from(businessSettings)
        .where(eq(businessSettings.businessId, owner.businessId));
      expect(row?.bookingSlotDurationMinutes).toBe(30);
    });
  });

  describe('notifications', () => {
    it('saves the eight preferences, the number in E.164', async () => {
      const owner = await ownerWithBusiness(app);
      const response = await owner.client.request('/api/business/settings/notifications', {
        method: 'PUT',
        body: NOTIFICATIONS,
      });
      expect(response.status).toBe(200);
      const view = await readJson<{ settings: { notificationPreferences: object } }>(response);
      expect(view.settings.notificationPreferences).toEqual({
        ...NOTIFICATIONS,
        whatsapp_number: '+254712345678',
      });
    });

    it('wants the WhatsApp number with its country code', async () => {
      const owner = await ownerWithBusiness(app);
      const response = await owner.client.request('/api/business/settings/notifications', {
        method: 'PUT',
        body: { ...NOTIFICATIONS, whatsapp_number: '0712345678' },
      });
      expect(await fieldError(response, 'whatsapp_number')).toBe(
        'Enter the WhatsApp number with its country code, e.g. +254712345678',
      );
    });
  });

  describe('bad requests', () => {
    it('answers 400 to a body that is not JSON, and 413 to a huge one', async () => {
      const owner = await ownerWithBusiness(app);
      const notJson = await fetch(new URL('/api/business', app.url), {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          cookie: [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        body: '{"name": "Amani',
      });
      expect(notJson.status).toBe(400);
      const huge = await owner.client.request('/api/business', {
        method: 'PATCH',
        body: { ...PROFILE, description: 'x'.repeat(2 * 1024 * 1024) },
      });
      expect(huge.status).toBe(413);
    });

    it.each([[null], [[]], ['text'], [{ days: 'all' }], [{ latitude: '1' }]])(
      'answers 400, never 500, to %j',
      async (body) => {
        const owner = await ownerWithBusiness(app);
        for (const path of [
          '/api/business/hours',
          '/api/business/location',
          '/api/business/settings/general',
        ]) {
          const response = await owner.client.request(path, { method: 'PUT', body });
          expect(response.status, path).toBe(400);
        }
      },
    );
  });
});
