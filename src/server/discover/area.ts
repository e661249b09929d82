import { sql, type SQL } from 'drizzle-orm';
import { DISCOVER, type BoundingBox, type DiscoverQuery, positionOf } from '@shared/discover';

/**
 * Where a Discover search looks (docs/decisions/0023-discover.md): a circle around a position, or
 * the map's box, as SQL tests on a row's latitude and longitude, and the distances the plans
 * measure with.
 */

/** earthdistance's sphere (metres); its cube points are on this, the spec's distances on 6371 km. */
const EARTH_CUBE_RADIUS_M = 6378168;
const KM_PER_DEGREE = (Math.PI * DISCOVER.earthRadiusKm) / 180;
export interface Point {
  latitude: number;
  longitude: number;
}

export interface Area {
  centre: Point;
  /** Exact test on a row's latitude and longitude. */
  contains(latitude: SQL, longitude: SQL): SQL;
  /** A latitude/longitude box around the area, for the planner's estimates and the btree index. */
  box: BoundingBox;
  /** The farthest any point of the area is from the centre, in km. */
  reachKm: number;
}

function haversineKm(latitude: SQL, longitude: SQL, point: Point): SQL {
  return sql`(2 * ${DISCOVER.earthRadiusKm}::float8 * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${point.latitude}::float8) / 2), 2) +
    cos(radians(${point.latitude}::float8)) * cos(radians(${latitude})) *
    power(sin(radians(${longitude} - ${point.longitude}::float8) / 2), 2)))))`;
}

function greatCircleKm(from: Point, to: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(radians(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(radians(to.longitude - from.longitude) / 2) ** 2;
  return 2 * DISCOVER.earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

function circleArea(centre: Point, radiusKm: number): Area {
  const dLat = radiusKm / KM_PER_DEGREE;
  const cosLat = Math.cos((centre.latitude * Math.PI) / 180);
  // near a pole the longitude span is the whole circle
  const dLng = cosLat > 0.01 ? Math.min(180, dLat / cosLat) : 180;
  return {
    centre,
    contains: (latitude, longitude) =>
      sql`${haversineKm(latitude, longitude, centre)} <= ${radiusKm}::float8`,
    box: {
      south: Math.max(-90, centre.latitude - dLat),
      north: Math.min(90, centre.latitude + dLat),
      west: Math.max(-180, centre.longitude - dLng),
      east: Math.min(180, centre.longitude + dLng),
    },
    reachKm: radiusKm,
  };
}

function boxArea(box: BoundingBox, centre: Point): Area {
  const corners: Point[] = [
    { latitude: box.south, longitude: box.west },
    { latitude: box.south, longitude: box.east },
    { latitude: box.north, longitude: box.west },
    { latitude: box.north, longitude: box.east },
  ];
  return {
    centre,
    contains: (latitude, longitude) =>
      sql`${latitude} BETWEEN ${box.south}::float8 AND ${box.north}::float8
        AND ${longitude} BETWEEN ${box.west}::float8 AND ${box.east}::float8`,
    box,
    reachKm: Math.max(...corners.map((corner) => greatCircleKm(centre, corner))),
  };
}

export function earthPoint(point: Point): SQL {
  return sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)::cube`;
}

/** A chord through earthdistance's sphere, as a great-circle distance on the spec's 6371 km. */
export function chordToKm(chordMetres: number): number {
  const angle = 2 * Math.asin(Math.min(1, chordMetres / (2 * EARTH_CUBE_RADIUS_M)));
  return angle * DISCOVER.earthRadiusKm;
}

export function areaOf(query: DiscoverQuery): Area | undefined {
  const position = positionOf(query);
  if (query.bbox) {
    const { south, west, north, east } = query.bbox;
    return boxArea(
      query.bbox,
      position ?? { latitude: (south + north) / 2, longitude: (west + east) / 2 },
    );
  }
  return position ? circleArea(position, query.radiusKm ?? DISCOVER.radiusKm) : undefined;
}
