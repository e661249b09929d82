import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { DiscoverQuerySchema, distanceKm, freeDayOf, shortDescription } from './discover';
import { RATING_PRIOR, ratingScore } from './discover-rules';

describe('distanceKm', () => {
  it('is the haversine distance on a 6371 km sphere, rounded to 2 decimals', () => {
    // Nairobi CBD to Westlands, and Nairobi to Mombasa
    const nairobi = { latitude: -1.2921, longitude: 36.8219 };
    expect(distanceKm(nairobi, { latitude: -1.2676, longitude: 36.8108 })).toBe(2.99);
    expect(distanceKm(nairobi, { latitude: -4.0435, longitude: 39.6682 })).toBe(439.92);
    expect(distanceKm(nairobi, nairobi)).toBe(0);
  });

  it('gives a quarter of the circumference from the equator to a pole', () => {
    const quarter = Math.round(((Math.PI * 6371) / 2) * 100) / 100;
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBe(quarter);
  });
});

describe('shortDescription', () => {
  it('keeps short text and cuts long text at 120 characters on a word boundary', () => {
    expect(shortDescription('Braids and   nails.')).toBe('Braids and nails.');
    expect(shortDescription(null)).toBe('');
    const long = 'word '.repeat(40);
    const cut = shortDescription(long);
    expect(cut.length).toBeLessThanOrEqual(123);
    expect(cut.endsWith('word...')).toBe(true);
  });
});

describe('DiscoverQuerySchema', () => {
  const parse = (query: Record<string, string | string[]>) => safeParse(DiscoverQuerySchema, query);

  it('reads numbers, categories (one or many) and the map box', () => {
    const result = parse({
      lat: '-1.2676',
      lng: '36.8108',
      radiusKm: '20',
      q: '  salon ',
      category: ['Fitness', 'Healthcare', 'Fitness'],
      limit: '20',
      bbox: '-1.4, 36.6, -1.1, 37.0',
    });
    expect(result.success && result.data).toEqual({
      lat: -1.2676,
      lng: 36.8108,
      radiusKm: 20,
      q: 'salon',
      category: ['Fitness', 'Healthcare'],
      limit: 20,
      bbox: { south: -1.4, west: 36.6, north: -1.1, east: 37 },
    });
    expect(parse({ category: 'Retail' }).data?.category).toEqual(['Retail']);
    expect(parse({ sort: 'rating' }).data?.sort).toBe('rating');
    expect(parse({ sort: '' }).data?.sort).toBeUndefined();
    expect(parse({}).success).toBe(true);
  });

  it('reads open now and a free day, and soonest free asks for today unless a day is named', () => {
    expect(parse({ open: '1' }).data?.open).toBe(true);
    expect(parse({ open: 'TRUE' }).data?.open).toBe(true);
    for (const off of ['0', 'false', '', ' '])
      expect(parse({ open: off }).data?.open).toBeUndefined();
    expect(parse({ free: ' Today ' }).data?.free).toBe('today');
    expect(parse({ free: '2026-12-31' }).data?.free).toBe('2026-12-31');
    expect(parse({ free: '' }).data?.free).toBeUndefined();
    const day = (query: Record<string, string>) => {
      const result = parse(query);
      return result.success ? freeDayOf(result.data) : 'refused';
    };
    expect(day({ sort: 'soonest' })).toBe('today');
    expect(day({ sort: 'soonest', free: '2026-12-31' })).toBe('2026-12-31');
    expect(day({ sort: 'rating' })).toBeUndefined();
  });

  it.each([
    [{ lat: '91', lng: '0' }, 'Latitude must be'],
    [{ lat: '0', lng: 'Infinity' }, 'Longitude must be'],
    [{ lng: '36' }, 'both latitude and longitude'],
    [{ radiusKm: '0' }, 'Radius must be'],
    [{ radiusKm: '501' }, 'Radius must be'],
    [{ q: 'a\u0000b' }, ''],
    [{ q: 'x'.repeat(101) }, 'at most 100 characters'],
    [{ category: 'Bakery' }, 'Choose categories from the list'],
    [{ limit: '1e1' }, ''],
    [{ bbox: '0,10,1,5' }, 'map area'],
    [{ sort: 'price' }, 'Sort must be nearest, rating or soonest'],
    [{ sort: 'RATING' }, 'Sort must be'],
    [{ open: 'yes' }, 'Open now must be 1 (on) or 0 (off)'],
    [{ free: 'tomorrow' }, 'The free day must be today or a date written as YYYY-MM-DD'],
    [{ free: '2026-02-29' }, 'The free day must be today'],
    [{ free: '2026-12-1' }, 'The free day must be today'],
  ])('refuses %j', (query, message) => {
    const result = parse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});

describe('ratingScore: best rated as a Bayesian average', () => {
  it('does not let one 5-star review beat a hundred 4.8s, nor eighty 4.6s', () => {
    expect(ratingScore(5, 1)).toBeLessThan(ratingScore(4.8, 100));
    expect(ratingScore(5, 1)).toBeLessThan(ratingScore(4.6, 80));
    expect(ratingScore(4.6, 80)).toBeLessThan(ratingScore(4.8, 100));
  });

  it('puts a business without reviews at the prior, and many reviews near their own average', () => {
    expect(ratingScore(0, 0)).toBe(RATING_PRIOR.mean);
    expect(ratingScore(3, 1)).toBeLessThan(RATING_PRIOR.mean);
    expect(ratingScore(5, 1)).toBeGreaterThan(RATING_PRIOR.mean);
    expect(ratingScore(4.9, 10_000)).toBeCloseTo(4.9, 2);
  });
});
