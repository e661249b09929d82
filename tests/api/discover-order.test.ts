import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverBusiness } from '../../src/shared/discover';
import { ratingScore } from '../../src/shared/discover-rules';
import { businesses } from '../../src/server/db/schema/businesses';
import { NEAR_CANDIDATES } from '../../src/server/discover/search';
import { buildBusiness } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type ErrorAnswer } from '../support/answers';
import {
  discoverNames,
  east,
  requestDiscover,
  spreadCentre,
  type DiscoverParams,
} from '../support/discover';

/** Each test searches around its own point (spreadCentre). */
let nextCentre = 0;
const newCentre = () => spreadCentre({ latitude: -3.9, longitude: 34 }, ++nextCentre);

describe('Discover, best rated first', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(async () => {
    await app.close();
  });

  /** A business with these reviews (the reviews trigger keeps these columns; set here directly). */
  async function rated(
    name: string,
    at: { latitude: number; longitude: number },
    average: number,
    reviews: number,
  ) {
    const business = await buildBusiness(app.db, {
      name,
      latitude: at.latitude,
      longitude: at.longitude,
    });
    await app.db
      .update(businesses)
      .set({ averageRating: average, totalReviews: reviews })
      .where(eq(businesses.id, business.id));
    return business;
  }

  const search = (params: DiscoverParams) => requestDiscover(app, params);
  const names = (params: DiscoverParams) => discoverNames(app, params);

  it('ranks many good reviews above one perfect one, the unreviewed at the prior, nearest first among equals', async () => {
    const centre = newCentre();
    await rated('Ukadiriaji One Perfect', east(centre, 1), 5, 1);
    await rated('Ukadiriaji Hundred', east(centre, 9), 4.8, 100);
    await rated('Ukadiriaji Eighty', east(centre, 3), 4.6, 80);
    await rated('Ukadiriaji Unreviewed Far', east(centre, 7), 0, 0);
    await rated('Ukadiriaji Unreviewed Near', east(centre, 2), 0, 0);
    await rated('Ukadiriaji Poor', east(centre, 4), 3, 50);
    const near = { lat: centre.latitude, lng: centre.longitude };
    expect(await names({ ...near, sort: 'rating' })).toEqual([
      'Ukadiriaji Hundred',
      'Ukadiriaji Eighty',
      'Ukadiriaji One Perfect',
      'Ukadiriaji Unreviewed Near',
      'Ukadiriaji Unreviewed Far',
      'Ukadiriaji Poor',
    ]);
    // with words, and without a position
    expect(await names({ ...near, q: 'ukadiriaji unreviewed', sort: 'rating' })).toEqual([
      'Ukadiriaji Unreviewed Near',
      'Ukadiriaji Unreviewed Far',
    ]);
    expect((await names({ q: 'ukadiriaji', sort: 'rating' })).slice(0, 2)).toEqual([
      'Ukadiriaji Hundred',
      'Ukadiriaji Eighty',
    ]);
    // nearest stays the default, and can be asked for
    expect((await names(near))[0]).toBe('Ukadiriaji One Perfect');
    expect((await names({ ...near, sort: 'nearest' }))[0]).toBe('Ukadiriaji One Perfect');
  });

  it('stores the same score the rule gives, and follows a changed rating', async () => {
    const centre = newCentre();
    const business = await rated('Alama Studio', east(centre, 1), 4.37, 23);
    const { rows } = await app.db.execute<{ score: number }>(
      sql`SELECT rating_score AS score FROM businesses WHERE id = ${business.id}`,
    );
    expect(Number(rows[0]?.score)).toBeCloseTo(ratingScore(4.37, 23), 9);
    await rated('Alama Salon', east(centre, 5), 4.5, 40);
    const near = { lat: centre.latitude, lng: centre.longitude, sort: 'rating' };
    expect(await names(near)).toEqual(['Alama Salon', 'Alama Studio']);
    await app.db
      .update(businesses)
      .set({ averageRating: 4.9, totalReviews: 60 })
      .where(eq(businesses.id, business.id));
    expect(await names(near)).toEqual(['Alama Studio', 'Alama Salon']);
  });

  it('finds the best rated of an area with more businesses than the nearest walked', async () => {
    const centre = newCentre();
    const tag = `rated${nextCentre}`;
    await app.db.execute(sql`
      WITH owners AS (
        INSERT INTO users (id, name, email, email_verified)
        SELECT ${tag} || '-' || g, 'Crowd Owner', ${tag} || '-' || g || '@example.com', true
        FROM generate_series(1, ${NEAR_CANDIDATES + 50}) g
        RETURNING id
      ), placed AS (
        INSERT INTO businesses (user_id, name, subdomain, latitude, longitude, average_rating,
          total_reviews)
        SELECT id, 'Soko ' || split_part(id, '-', 2), ${tag} || '-' || split_part(id, '-', 2),
          ${centre.latitude}::float8 + (random() - 0.5) * 0.01,
          ${centre.longitude}::float8 + (random() - 0.5) * 0.01,
          round((1 + random() * 4)::numeric, 2), floor(random() * 30)::int
        FROM owners
        RETURNING id
      )
      INSERT INTO business_settings (business_id) SELECT id FROM placed`);
    // the best of all, beyond the crowd's nearest
    await rated('Soko Bora Far', east(centre, 30), 4.95, 400);
    const near = { lat: centre.latitude, lng: centre.longitude, sort: 'rating', limit: 5 };
    const response = await search(near);
    const { businesses: found } = await readJson<{ businesses: DiscoverBusiness[] }>(response);
    expect(found[0]?.name).toBe('Soko Bora Far');
    // the scores of the five best in the area, in order (equal scores may come in any order here)
    const { rows } = await app.db.execute<{ score: number }>(sql`
      SELECT rating_score AS score FROM businesses
      WHERE user_id LIKE ${`${tag}-%`} OR name = 'Soko Bora Far'
      ORDER BY rating_score DESC LIMIT 5`);
    const scores = found.map((b) => ratingScore(b.averageRating, b.totalReviews));
    expect(scores.map((score) => score.toFixed(9))).toEqual(
      rows.map((row) => Number(row.score).toFixed(9)),
    );
  }, 120_000);

  it('refuses an unknown order with a clear message, in the language asked for', async () => {
    const response = await search({ sort: 'price' });
    expect(response.status).toBe(400);
    expect((await readJson<ErrorAnswer>(response)).error.message).toBe(
      'Sort must be nearest, rating or soonest',
    );
    const kiswahili = await app.request('/api/public/discover?sort=best', {
      headers: { 'accept-language': 'sw' },
    });
    expect(kiswahili.status).toBe(400);
    expect((await readJson<ErrorAnswer>(kiswahili)).error.message).toBe(
      'Mpangilio uwe nearest, rating au soonest',
    );
  });
});
