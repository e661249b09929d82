import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, businessHours, businessSettings } from '../../src/server/db/schema/businesses';
import { authClient } from '../support/auth-client';
import { signedInOwner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

const EMPTY = {
  email: '',
  phone: '',
  address: '',
  city: '',
  country: '',
  website: '',
  description: '',
};

describe('onboarding: creating the business', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('needs a session', async () => {
    const response = await authClient(app).get('/api/business');
    expect(response.status).toBe(401);
  });

  it('answers business: null before onboarding', async () => {
    const owner = await signedInOwner(app);
    const response = await owner.client.get('/api/business');
    expect(await response.json()).toEqual({ business: null });
  });

  it('creates the business with the decided defaults, in one go', async () => {
    const owner = await signedInOwner(app);
    const response = await owner.client.post('/api/business', {
      ...EMPTY,
      name: '  Amani Beauty Spa ',
      phone: '0712 345 678',
      website: 'amani.co.ke',
    });
    expect(response.status).toBe(201);
    const view = await readJson<{
      business: object;
      settings: object;
      hours: object[];
    }>(response);
    expect(view.business).toMatchObject({
      name: 'Amani Beauty Spa',
      subdomain: expect.stringMatching(/^amani-beauty-spa(-[a-z0-9]{3})?$/) as string,
      email: null,
      city: null,
      phone: '+254712345678',
      website: 'https://amani.co.ke',
      isActive: true,
      serviceRadiusKm: 10,
      currency: 'KES',
    });
    expect(view.settings).toMatchObject({
      timezone: 'Africa/Nairobi',
      currency: 'KES',
      bookingSlotDurationMinutes: 30,
      maxBookingsPerSlot: 5,
      bookingAdvanceDays: 30,
      autoConfirmBookings: true,
      requirePayment: false,
      sendReminders: true,
      reminderHoursBefore: 24,
      showOnMap: true,
      notificationPreferences: {
        email_bookings: true,
        email_cancellations: true,
        email_reminders: false,
        sms_bookings: false,
        sms_reminders: false,
        whatsapp_bookings: true,
        whatsapp_reminders: true,
        whatsapp_number: '',
      },
    });
    expect(view.hours).toHaveLength(7);
    for (const day of view.hours)
      expect(day).toMatchObject({ opensAt: '09:00', closesAt: '17:00', isOpen: true });
    expect((await owner.client.get('/api/business').then((r) => r.json())) as unknown).toEqual(
      view,
    );
  });

  it('refuses a blank name with the spec message and writes nothing', async () => {
    const owner = await signedInOwner(app);
    const before = await app.db.$count(businesses);
    const response = await owner.client.post('/api/business', { ...EMPTY, name: '   ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        message: 'Please provide at least a business name',
        fields: { name: 'Please provide at least a business name' },
      },
    });
    expect(await app.db.$count(businesses)).toBe(before);
  });

  it.each([
    [{ email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
    [{ phone: '12' }, 'phone', 'Please enter a valid phone number, e.g. 0712345678'],
    [
      { website: 'not a website' },
      'website',
      'Please enter a valid website address, e.g. www.example.com',
    ],
    [{ address: 'x'.repeat(201) }, 'address', 'Address must be at most 200 characters'],
  ])('refuses %o', async (field, key, message) => {
    const owner = await signedInOwner(app);
    const response = await owner.client.post('/api/business', {
      ...EMPTY,
      name: 'Kilele Fitness',
      ...field,
    });
    expect(response.status).toBe(400);
    expect(
      (await readJson<{ error: { fields: Record<string, string> } }>(response)).error.fields[key],
    ).toBe(message);
  });

  it('allows one business per owner, even when asked twenty times at once', async () => {
    const owner = await signedInOwner(app);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        owner.client.post('/api/business', { ...EMPTY, name: 'Pwani Dental Clinic' }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const conflict = results.find((r) => r.status === 409);
    expect(await conflict?.json()).toMatchObject({
      error: { message: 'You already have a business.' },
    });
    const rows = await app.db.select().from(businesses).where(eq(businesses.userId, owner.userId));
    expect(rows).toHaveLength(1);
    expect(
      await app.db.$count(businessSettings, eq(businessSettings.businessId, rows[0]!.id)),
    ).toBe(1);
    expect(await app.db.$count(businessHours, eq(businessHours.businessId, rows[0]!.id))).toBe(7);
  });

  it('gives a clashing name a short suffix, within 20 characters', async () => {
    const owners = await Promise.all(Array.from({ length: 4 }, () => signedInOwner(app)));
    const subdomains = await Promise.all(
      owners.map(async (owner) => {
        const response = await owner.client.post('/api/business', {
          ...EMPTY,
          name: 'Lakeside Barbers and Beauty',
        });
        expect(response.status).toBe(201);
        return (await readJson<{ business: { subdomain: string } }>(response)).business.subdomain;
      }),
    );
    expect(new Set(subdomains).size).toBe(4);
    for (const subdomain of subdomains) {
      expect(subdomain.length).toBeLessThanOrEqual(20);
      expect(subdomain).toMatch(/^lakeside-barbers(-and-b|-a?[a-z0-9]{0,3})?/);
    }
    expect(subdomains).toContain('lakeside-barbers-and');
  });
});
