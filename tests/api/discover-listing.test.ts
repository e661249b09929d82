import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverListing } from '../../src/shared/discover-listing';
import type { DiscoverResponse } from '../../src/shared/discover';
import { businesses, businessSettings } from '../../src/server/db/schema/businesses';
import { discoverListing } from '../../src/server/discover/listing-rule';
import { buildBusiness } from '../support/factories';
import { ownerWithBusiness, signedInOwner } from '../support/owners';
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
const WESTLANDS = { latitude: -1.2676, longitude: 36.8108 };

interface View {
  business: { id: string; latitude: number | null; longitude: number | null };
  hours: { weekday: number; opensAt: string; closesAt: string; isOpen: boolean }[];
  discover: DiscoverListing;
}

describe('discover listing: whether an owner’s business is on Discover, and why not', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  /** The ids Discover's search finds for a name, around Nairobi. */
  async function discoverIds(q: string) {
    const search = new URLSearchParams({ q, lat: '-1.2921', lng: '36.8219' });
    const response = await app.request(`/api/public/discover?${search.toString()}`);
    expect(response.status).toBe(200);
    return (await readJson<DiscoverResponse>(response)).businesses.map((business) => business.id);
  }

  it('a new business without a location is not listed, and says so; with one and a service it is found', async () => {
    const owner = await ownerWithBusiness(app, 'Zawadi Nails Lavington');
    const created = await readJson<View>(await owner.client.get('/api/business'));
    expect(created.discover).toEqual({ isListed: false, reasons: ['no-location'] });
    expect(await discoverIds('Zawadi Nails')).not.toContain(owner.businessId);

    const located = await owner.client.request('/api/business/location', {
      method: 'PUT',
      body: { ...WESTLANDS, serviceRadiusKm: 10, showOnMap: true, mapDescription: '' },
    });
    expect(located.status).toBe(200);
    expect((await readJson<View>(located)).discover).toEqual({ isListed: true, reasons: [] });
    const service = await owner.client.post('/api/services', {
      name: 'Gel manicure',
      description: 'Shaping, cuticles and gel colour.',
      priceMinor: 150000,
      durationMinutes: 60,
    });
    expect(service.status).toBe(201);
    expect(await discoverIds('Zawadi Nails')).toContain(owner.businessId);
    expect(await discoverIds('gel manicure')).toContain(owner.businessId);
  });

  it('onboarding may give the location and the week’s hours in the same request', async () => {
    const owner = await signedInOwner(app);
    const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      opensAt: weekday === 6 ? '10:00' : '08:00',
      closesAt: '18:00',
      isOpen: weekday !== 0,
    }));
    const response = await owner.client.post('/api/business', {
      ...EMPTY,
      name: 'Baraka Barbers Kondele',
      location: { latitude: -0.083, longitude: 34.77 },
      hours,
    });
    expect(response.status).toBe(201);
    const view = await readJson<View>(response);
    expect(view.business).toMatchObject({ latitude: -0.083, longitude: 34.77 });
    expect(view.hours).toEqual(hours);
    expect(view.discover).toEqual({ isListed: true, reasons: [] });
    const near = new URLSearchParams({ q: 'Baraka Barbers', lat: '-0.0917', lng: '34.768' });
    const found = await readJson<DiscoverResponse>(
      await app.request(`/api/public/discover?${near.toString()}`),
    );
    expect(found.businesses.map((business) => business.id)).toEqual([view.business.id]);
  });

  it('refuses a location off the map and a week without every day, creating nothing', async () => {
    const owner = await signedInOwner(app);
    const offMap = await owner.client.post('/api/business', {
      ...EMPTY,
      name: 'Nowhere Salon',
      location: { latitude: 95, longitude: 36.8 },
    });
    expect(offMap.status).toBe(400);
    const shortWeek = await owner.client.post('/api/business', {
      ...EMPTY,
      name: 'Nowhere Salon',
      hours: [{ weekday: 1, opensAt: '09:00', closesAt: '17:00', isOpen: true }],
    });
    expect(shortWeek.status).toBe(400);
    expect(await readJson(await owner.client.get('/api/business'))).toEqual({ business: null });
  });

  it('names every reason that applies: hidden from the map, deactivated', async () => {
    const owner = await ownerWithBusiness(app, 'Tumaini Spa');
    await app.db
      .update(businessSettings)
      .set({ showOnMap: false })
      .where(eq(businessSettings.businessId, owner.businessId));
    await app.db
      .update(businesses)
      .set({ isActive: false, deactivatedReason: 'Reported', deactivatedAt: new Date() })
      .where(eq(businesses.id, owner.businessId));
    const view = await readJson<View>(await owner.client.get('/api/business'));
    expect(view.discover).toEqual({
      isListed: false,
      reasons: ['deactivated', 'no-location', 'hidden-from-map'],
    });
  });

  it('agrees with Discover’s search on every combination of the rule’s conditions', async () => {
    const seen = { listed: 0, unlisted: 0 };
    for (const isActive of [true, false]) {
      for (const hasLocation of [true, false]) {
        for (const showOnMap of [true, false]) {
          const name = `Rule Check ${isActive ? 'a' : 'i'}${hasLocation ? 'l' : 'n'}${showOnMap ? 's' : 'h'}`;
          const business = await buildBusiness(app.db, {
            name,
            isActive,
            ...(hasLocation ? WESTLANDS : {}),
          });
          await app.db
            .update(businessSettings)
            .set({ showOnMap })
            .where(eq(businessSettings.businessId, business.id));
          const listing = discoverListing({ isActive, latitude: business.latitude, showOnMap });
          const found = (await discoverIds(name)).includes(business.id);
          // by name too (no position): the by-name plan applies the same rule
          const byName = await readJson<DiscoverResponse>(
            await app.request(`/api/public/discover?q=${encodeURIComponent(name)}`),
          );
          expect(found, name).toBe(listing.isListed);
          expect(
            byName.businesses.some((b) => b.id === business.id),
            name,
          ).toBe(listing.isListed);
          seen[listing.isListed ? 'listed' : 'unlisted'] += 1;
        }
      }
    }
    expect(seen).toEqual({ listed: 1, unlisted: 7 });
  });
});
