import { expect } from 'vitest';
import type { DiscoverResponse } from '../../src/shared/discover';
import { readJson } from './answers';
import type { TestServer } from './test-server';

/** A point on the map, as Discover's businesses and places hold it. */
export interface Point {
  latitude: number;
  longitude: number;
}

/**
 * The n-th of a file's test centres, spread from `base` over 150 km apart, so one test's businesses
 * never meet another's within a 50 km radius.
 */
export function spreadCentre(base: Point, n: number): Point {
  return { latitude: base.latitude + n * 1.6, longitude: base.longitude + (n % 3) * 2 };
}

/** A point `km` east of the centre (on the same latitude). */
export function east(centre: Point, km: number): Point {
  const degrees = km / (111.195 * Math.cos((centre.latitude * Math.PI) / 180));
  return { latitude: centre.latitude, longitude: centre.longitude + degrees };
}

/** A point as the search's `lat` and `lng`. */
export function at(point: Point) {
  return { lat: point.latitude, lng: point.longitude };
}

export type DiscoverParams = Record<string, string | number | string[]>;

/** GET /api/public/discover with these parameters (a list repeats its parameter). */
export function requestDiscover(app: TestServer, params: DiscoverParams, init?: RequestInit) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return app.request(`/api/public/discover?${search.toString()}`, init);
}

/** The search's answer, which must be a 200. */
export async function discoverAnswer(
  app: TestServer,
  params: DiscoverParams,
): Promise<DiscoverResponse> {
  const response = await requestDiscover(app, params);
  expect(response.status, await response.clone().text()).toBe(200);
  return readJson<DiscoverResponse>(response);
}

/** The names the search lists, in its order. */
export async function discoverNames(app: TestServer, params: DiscoverParams): Promise<string[]> {
  return (await discoverAnswer(app, params)).businesses.map((business) => business.name);
}
