import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBusiness, buildService } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';
import { at, discoverAnswer, east, type DiscoverParams } from '../support/discover';

const NAIROBI = { latitude: -1.2864, longitude: 36.8172 };
const MOMBASA = { latitude: -4.0435, longitude: 39.6682 };
const KISUMU = { latitude: -0.0917, longitude: 34.768 };

describe('Discover moves to a place the search names, and finds a business by its name anywhere', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
    const place = async (name: string, at: { latitude: number; longitude: number }) =>
      buildBusiness(app.db, { name, latitude: at.latitude, longitude: at.longitude });
    await place('Pwani Hair Salon', east(MOMBASA, 2));
    await place('Nyali Salon', east(MOMBASA, 6));
    await place('Kenyatta Avenue Salon', east(NAIROBI, 1));
    await place('Zawadi Studio', east(NAIROBI, 3));
    await place('Ziwa Barbers', east(KISUMU, 1));
    const spa = await place('Bahari Wellness', east(MOMBASA, 4));
    await buildService(app.db, { businessId: spa.id, name: 'Swedish massage' });
    // more businesses named alike than a name finds anywhere: a word that common names no one
    for (let n = 0; n < 21; n += 1) await place(`Common Name ${n}`, east(KISUMU, 2 + n / 10));
  });
  afterAll(async () => {
    await app.close();
  });

  async function search(params: DiscoverParams) {
    const body = await discoverAnswer(app, params);
    return { names: body.businesses.map((b) => b.name), body };
  }
  const from = at;

  it("searches around a town typed from elsewhere, and says where: 'salon mombasa' from Nairobi", async () => {
    const { names, body } = await search({ ...from(NAIROBI), q: 'salon mombasa' });
    expect(names).toEqual(['Pwani Hair Salon', 'Nyali Salon']);
    expect(body.place).toEqual({
      label: 'Mombasa',
      latitude: MOMBASA.latitude,
      longitude: MOMBASA.longitude,
    });
    // distances are from the place's centre
    expect(body.businesses[0]?.distanceKm).toBeCloseTo(2, 1);
    // a typo in the town, the town alone, and a Kiswahili connector
    expect((await search({ ...from(NAIROBI), q: 'mombsa massage' })).names).toEqual([
      'Bahari Wellness',
    ]);
    expect((await search({ ...from(NAIROBI), q: 'Mombasa' })).names).toEqual([
      'Pwani Hair Salon',
      'Bahari Wellness',
      'Nyali Salon',
    ]);
    expect((await search({ ...from(KISUMU), q: 'salon karibu na mombasa' })).names).toEqual([
      'Pwani Hair Salon',
      'Nyali Salon',
    ]);
  });

  it('searches where the visitor is when no place is named; a word 21 names hold names no one', async () => {
    const { names, body } = await search({ ...from(KISUMU), q: 'common' });
    expect(names).toHaveLength(21);
    expect(body.place).toBeNull();
    expect((await search({ ...from(NAIROBI), q: 'common' })).names).toEqual([]);
    expect((await search({ ...from(NAIROBI), q: 'common name 20' })).names).toEqual([
      'Common Name 20',
    ]);
  });

  it("finds a business by its own name wherever it is, first: 'Zawadi Studio' from Mombasa", async () => {
    const { names, body } = await search({ ...from(MOMBASA), q: 'zawadi studio' });
    expect(names).toEqual(['Zawadi Studio']);
    expect(body.place).toBeNull();
    // a name that holds a place's words: the street moves the search, and the name finds it too
    expect((await search({ ...from(MOMBASA), q: 'kenyatta avenue salon' })).names).toEqual([
      'Kenyatta Avenue Salon',
    ]);
    // a name being typed
    expect((await search({ ...from(KISUMU), q: 'zawadi stu' })).names[0]).toBe('Zawadi Studio');
  });

  it('keeps the map’s box: a place named in the search takes its words out, not the box', async () => {
    const box = [
      NAIROBI.latitude - 0.2,
      NAIROBI.longitude - 0.2,
      NAIROBI.latitude + 0.2,
      NAIROBI.longitude + 0.2,
    ];
    const { names, body } = await search({
      ...from(NAIROBI),
      q: 'salon mombasa',
      bbox: box.join(','),
    });
    expect(names).toEqual(['Kenyatta Avenue Salon']);
    expect(body.place?.label).toBe('Mombasa');
  });
});
