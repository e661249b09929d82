import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessCategory } from '../../src/shared/categories';
import { businesses, businessSettings } from '../../src/server/db/schema/businesses';
import { services } from '../../src/server/db/schema/services';
import { NEAR_CANDIDATES } from '../../src/server/discover/search';
import { buildBusiness, buildService } from '../support/factories';
import { ownerWithBusiness } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type ErrorAnswer } from '../support/answers';
import {
  at,
  discoverAnswer,
  east,
  requestDiscover,
  spreadCentre,
  type DiscoverParams,
} from '../support/discover';

/** Each test works around its own point (spreadCentre). */
let nextCentre = 0;
const newCentre = () => spreadCentre({ latitude: -4.5, longitude: 30 }, ++nextCentre);

interface Place {
  name: string;
  at: { latitude: number; longitude: number };
  categories?: BusinessCategory[];
  services?: string[];
  description?: string;
  city?: string;
  address?: string;
  isActive?: boolean;
  showOnMap?: boolean;
  mapDescription?: string;
}

describe('Discover: GET /api/public/discover', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(async () => {
    await app.close();
  });

  async function place(spec: Place) {
    const business = await buildBusiness(app.db, {
      name: spec.name,
      latitude: spec.at.latitude,
      longitude: spec.at.longitude,
      categories: spec.categories ?? [],
      description: spec.description ?? null,
      city: spec.city ?? null,
      address: spec.address ?? null,
      isActive: spec.isActive ?? true,
      phone: '+254712345678',
    });
    if (spec.showOnMap === false || spec.mapDescription) {
      await app.db
        .update(businessSettings)
        .set({ showOnMap: spec.showOnMap ?? true, mapDescription: spec.mapDescription ?? null })
        .where(eq(businessSettings.businessId, business.id));
    }
    for (const name of spec.services ?? []) {
      await buildService(app.db, { businessId: business.id, name });
    }
    return business;
  }

  const discover = (params: DiscoverParams) => requestDiscover(app, params);
  const found = async (params: DiscoverParams) => (await discoverAnswer(app, params)).businesses;
  const near = at;

  it('lists businesses within 50 km, nearest first, with distances rounded to 2 decimals', async () => {
    const centre = newCentre();
    await place({ name: 'Far Salon', at: east(centre, 30) });
    await place({ name: 'Near Salon', at: east(centre, 1.234) });
    await place({ name: 'Middle Salon', at: east(centre, 12) });
    await place({ name: 'Too Far Salon', at: east(centre, 55) });
    const list = await found(near(centre));
    expect(list.map((b) => b.name)).toEqual(['Near Salon', 'Middle Salon', 'Far Salon']);
    expect(list[0]?.distanceKm).toBeCloseTo(1.23, 2);
    for (const business of list) {
      expect(Number.isInteger(Math.round((business.distanceKm ?? 0) * 100))).toBe(true);
      expect(String(business.distanceKm).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2);
    }
    // a wider radius reaches the fourth
    expect((await found({ ...near(centre), radiusKm: 60 })).map((b) => b.name)).toContain(
      'Too Far Salon',
    );
  });

  it('never lists inactive, hidden or unplaced businesses', async () => {
    const centre = newCentre();
    await place({ name: 'Open Barbers', at: east(centre, 2) });
    await place({ name: 'Closed Barbers', at: east(centre, 3), isActive: false });
    await place({ name: 'Hidden Barbers', at: east(centre, 4), showOnMap: false });
    await buildBusiness(app.db, { name: 'Nowhere Barbers' });
    const list = await found({ ...near(centre), q: 'barbers' });
    expect(list.map((b) => b.name)).toEqual(['Open Barbers']);
    const byName = await found({ q: 'barbers' });
    expect(byName.map((b) => b.name)).not.toContain('Nowhere Barbers');
    expect(byName.map((b) => b.name)).not.toContain('Hidden Barbers');
    expect(byName.map((b) => b.name)).not.toContain('Closed Barbers');
  });

  it('matches name, description, city, address and service names, in any case', async () => {
    const centre = newCentre();
    await place({ name: 'Zawadi Studio', at: east(centre, 1) });
    await place({ name: 'Plain One', description: 'Gel NAILS and pedicure', at: east(centre, 2) });
    await place({ name: 'Plain Two', city: 'Kibwezi', at: east(centre, 3) });
    await place({ name: 'Plain Three', address: 'Biashara Street 12', at: east(centre, 4) });
    await place({ name: 'Plain Four', services: ['Box Braids'], at: east(centre, 5) });
    const names = async (q: string) => (await found({ ...near(centre), q })).map((b) => b.name);
    expect(await names('ZAWADI')).toEqual(['Zawadi Studio']);
    expect(await names('nails')).toEqual(['Plain One']);
    expect(await names('kibwezi')).toEqual(['Plain Two']);
    expect(await names('biashara')).toEqual(['Plain Three']);
    expect(await names('braids')).toEqual(['Plain Four']);
    // every word must match somewhere
    expect(await names('plain braids')).toEqual(['Plain Four']);
  });

  it("tolerates a small typo: 'saloon' finds a salon", async () => {
    const centre = newCentre();
    await place({ name: 'Neema Hair Salon', at: east(centre, 1) });
    await place({ name: 'Neema Garage', at: east(centre, 2) });
    const list = await found({ ...near(centre), q: 'saloon' });
    expect(list.map((b) => b.name)).toEqual(['Neema Hair Salon']);
  });

  it('keeps the text search fresh as services are added, renamed and switched off', async () => {
    const centre = newCentre();
    const business = await place({ name: 'Tuliza Spa', at: east(centre, 1) });
    const names = async (q: string) => (await found({ ...near(centre), q })).map((b) => b.name);
    expect(await names('reflexology')).toEqual([]);
    const service = await buildService(app.db, { businessId: business.id, name: 'Reflexology' });
    expect(await names('reflexology')).toEqual(['Tuliza Spa']);
    await app.db.update(services).set({ name: 'Hot Stones' }).where(eq(services.id, service.id));
    expect(await names('reflexology')).toEqual([]);
    expect(await names('stones')).toEqual(['Tuliza Spa']);
    await app.db.update(services).set({ isActive: false }).where(eq(services.id, service.id));
    expect(await names('stones')).toEqual([]);
    await app.db
      .update(businesses)
      .set({ name: 'Pumzika Spa' })
      .where(eq(businesses.id, business.id));
    expect(await names('pumzika')).toEqual(['Pumzika Spa']);
  });

  it('filters by any of the chosen categories, and combines them with the text', async () => {
    const centre = newCentre();
    await place({ name: 'Gym A', categories: ['Fitness'], at: east(centre, 1) });
    await place({ name: 'Clinic B', categories: ['Healthcare'], at: east(centre, 2) });
    await place({ name: 'Spa C', categories: ['Beauty & Spa', 'Fitness'], at: east(centre, 3) });
    await place({ name: 'Cafe D', categories: ['Restaurant'], at: east(centre, 4) });
    const names = async (params: Record<string, string | string[]>) =>
      (await found({ ...near(centre), ...params })).map((b) => b.name);
    expect(await names({ category: 'Fitness' })).toEqual(['Gym A', 'Spa C']);
    expect(await names({ category: ['Healthcare', 'Restaurant'] })).toEqual(['Clinic B', 'Cafe D']);
    expect(await names({ category: ['Fitness', 'Beauty & Spa'], q: 'spa' })).toEqual(['Spa C']);
    expect(await names({ category: 'Transport' })).toEqual([]);
  });

  it('shows 2 categories plus the count of the rest, chosen ones first, and the card fields', async () => {
    const centre = newCentre();
    await place({
      name: 'Everything Hub',
      categories: ['Retail', 'Technology', 'Education', 'Fitness'],
      services: ['Yoga', 'Coding Class', 'Phone Repair'],
      description: 'A long description that the map description replaces.',
      mapDescription: 'Classes and repairs under one roof.',
      city: 'Thika',
      at: east(centre, 1),
    });
    const [hub] = await found({ ...near(centre), category: 'Fitness' });
    expect(hub).toMatchObject({
      name: 'Everything Hub',
      categories: ['Fitness', 'Retail'],
      moreCategories: 2,
      serviceNames: ['Coding Class', 'Phone Repair', 'Yoga'],
      totalServices: 3,
      phone: '+254712345678',
      city: 'Thika',
      description: 'Classes and repairs under one roof.',
      isVerified: false,
      averageRating: 0,
      totalReviews: 0,
      logoUrl: null,
    });
    expect(Object.keys(hub ?? {})).not.toContain('userId');
  });

  it('orders by name when no position is given', async () => {
    const centre = newCentre();
    const tag = `zq${Date.now().toString(36)}`;
    await place({ name: `Bravo ${tag}`, at: east(centre, 1) });
    await place({ name: `Alpha ${tag}`, at: east(centre, 40) });
    await place({ name: `Charlie ${tag}`, at: east(centre, 20) });
    const list = await found({ q: tag });
    expect(list.map((b) => b.name)).toEqual([`Alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`]);
    expect(list.every((b) => b.distanceKm === null)).toBe(true);
  });

  it('limits the answer to a bounding box for the map, nearest the box centre first', async () => {
    const centre = newCentre();
    await place({ name: 'Inside West', at: east(centre, -5) });
    await place({ name: 'Inside Centre', at: east(centre, 0.5) });
    await place({ name: 'Outside East', at: east(centre, 30) });
    const box = [
      centre.latitude - 0.1,
      centre.longitude - 0.1,
      centre.latitude + 0.1,
      centre.longitude + 0.1,
    ].join(',');
    const list = await found({ bbox: box });
    expect(list.map((b) => b.name)).toEqual(['Inside Centre', 'Inside West']);
    // with the searcher's position, distances are from them
    const fromSearcher = await found({ bbox: box, ...near(east(centre, -5)) });
    expect(fromSearcher[0]?.name).toBe('Inside West');
    expect(fromSearcher[0]?.distanceKm).toBe(0);
  });

  it('caps the list at the limit, nearest kept', async () => {
    const centre = newCentre();
    for (let km = 1; km <= 6; km += 1) await place({ name: `Kiosk ${km}`, at: east(centre, km) });
    const list = await found({ ...near(centre), limit: 4 });
    expect(list.map((b) => b.name)).toEqual(['Kiosk 1', 'Kiosk 2', 'Kiosk 3', 'Kiosk 4']);
  });

  it('finds rare matches beyond the nearest candidates, still nearest first', async () => {
    const centre = newCentre();
    // more close neighbours than the near plan walks, and the matches farther out
    const crowd = NEAR_CANDIDATES + 50;
    const tag = `crowd${nextCentre}`;
    await app.db.execute(sql`
        WITH owners AS (
          INSERT INTO users (id, name, email, email_verified)
          SELECT ${tag} || '-' || g, 'Crowd Owner', ${tag} || '-' || g || '@example.com', true
          FROM generate_series(1, ${crowd}) g
          RETURNING id
        ), placed AS (
          INSERT INTO businesses (user_id, name, subdomain, latitude, longitude)
          SELECT id, 'Duka ' || id, ${tag} || '-' || split_part(id, '-', 2),
            ${centre.latitude}::float8 + (random() - 0.5) * 0.01,
            ${centre.longitude}::float8 + (random() - 0.5) * 0.01
          FROM owners
          RETURNING id
        )
        INSERT INTO business_settings (business_id) SELECT id FROM placed`);
    await place({ name: 'Rare Tailor Far', at: east(centre, 20) });
    await place({ name: 'Rare Tailor Near', at: east(centre, 8) });
    const list = await found({ ...near(centre), q: 'tailor' });
    expect(list.map((b) => b.name)).toEqual(['Rare Tailor Near', 'Rare Tailor Far']);
    // and the typo rule holds there too, through the words' index
    const typo = await found({ ...near(centre), q: 'tailorr' });
    expect(typo.map((b) => b.name)).toEqual(['Rare Tailor Near', 'Rare Tailor Far']);
    const nearest = await found({ ...near(centre), q: 'duka', limit: 3 });
    expect(nearest).toHaveLength(3);
    expect(nearest.every((b) => (b.distanceKm ?? 99) < 1)).toBe(true);
  }, 120_000);

  it('lists what the owner chose in Settings: categories, and a position set on the Location tab', async () => {
    const centre = newCentre();
    const owner = await ownerWithBusiness(app, 'Kazi Mingi Repairs');
    const profile = {
      name: 'Kazi Mingi Repairs',
      email: 'kazi@example.com',
      phone: '',
      address: '',
      city: '',
      country: '',
      website: '',
      description: '',
    };
    const unknown = await owner.client.request('/api/business', {
      method: 'PATCH',
      body: {
        ...profile,
        categories: ['Automotive', 'Bakeries'],
      },
    });
    expect(unknown.status).toBe(400);
    expect((await readJson<ErrorAnswer>(unknown)).error.message).toBe(
      'Choose categories from the list',
    );
    const saved = await owner.client.request('/api/business', {
      method: 'PATCH',
      body: {
        ...profile,
        categories: ['Automotive', 'Technology', 'Automotive'],
      },
    });
    expect(saved.status).toBe(200);
    const view = await readJson<{ business: { categories: string[] } }>(saved);
    expect(view.business.categories).toEqual(['Automotive', 'Technology']);
    // a form that does not send categories leaves them as they are
    const again = await owner.client.request('/api/business', { method: 'PATCH', body: profile });
    expect(again.status).toBe(200);
    const placed = await owner.client.request('/api/business/location', {
      method: 'PUT',
      body: { ...centre, serviceRadiusKm: 10, showOnMap: true, mapDescription: '' },
    });
    expect(placed.status).toBe(200);
    const [listed] = await found({ ...near(centre), category: 'Technology' });
    expect(listed).toMatchObject({
      name: 'Kazi Mingi Repairs',
      categories: ['Technology', 'Automotive'],
      moreCategories: 0,
    });
  });

  it('answers 400 with a clear message for bad input, and never 500', async () => {
    const cases: [Record<string, string | string[]>, RegExp][] = [
      [{ lat: '200', lng: '36.8' }, /Latitude must be/],
      [{ lat: '-1.2', lng: '500' }, /Longitude must be/],
      [{ lat: 'abc', lng: '36.8' }, /Latitude must be/],
      [{ lat: '-1.2' }, /both latitude and longitude/],
      [{ lat: '-1.2', lng: '36.8', radiusKm: '-1' }, /Radius must be between 1 and 500 km/],
      [{ lat: '-1.2', lng: '36.8', radiusKm: '10000' }, /Radius must be/],
      [{ q: 'x'.repeat(10_000) }, /at most 100 characters/],
      [{ category: Array.from({ length: 50 }, () => 'Fitness') }, /at most 12 categories/],
      [{ category: 'Bakeries' }, /Choose categories from the list/],
      [{ limit: '0' }, /Limit must be/],
      [{ limit: '101' }, /Limit must be/],
      [{ limit: '2.5' }, /Limit must be/],
      [{ bbox: '1,2,3' }, /map area/],
      [{ bbox: '5,0,1,1' }, /map area/],
      [{ bbox: '1,2,3,nope' }, /map area/],
    ];
    for (const [params, message] of cases) {
      const response = await discover(params);
      expect(response.status, JSON.stringify(params).slice(0, 80)).toBe(400);
      const body = await readJson<ErrorAnswer>(response);
      expect(body.error.message).toMatch(message);
    }
    // search syntax is text, not SQL or LIKE patterns
    for (const q of ['%', '_', "'; DROP TABLE businesses; --", '\\', '<%', 'ñandú 💇']) {
      expect((await discover({ q })).status).toBe(200);
    }
  });
});
