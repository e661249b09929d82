import { tzOffset } from '@date-fns/tz';
import { zoneClock } from '../format/dates';
import { parseLocalDate } from '../local-time';

/**
 * Wall-clock times as "wall ms": epoch milliseconds of the local date and time read as if it were UTC.
 * Calendar arithmetic on them is free of any time zone; only resolveWall turns one into an instant.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const checkedZones = new Set<string>();

export function assertTimeZone(timeZone: string): void {
  if (checkedZones.has(timeZone)) return;
  try {
    // tzOffset answers NaN for an unknown zone, or reads 'Foo+03' as an offset, instead of failing
    zoneClock(timeZone);
  } catch {
    throw new RangeError(`Unknown time zone: ${timeZone}`);
  }
  checkedZones.add(timeZone);
}

export function wallDayOf(date: string): number {
  const d = parseLocalDate(date);
  if (!d) throw new RangeError(`Invalid local date: ${date}`);
  return Date.UTC(d.year, d.month - 1, d.day);
}

/** Offsets already looked up, per zone: the same instants come back day after day and request after request. */
const knownOffsets = new Map<string, Map<number, number>>();
/** Instants remembered per zone before its memory starts again (a few hundred kilobytes). */
const OFFSETS_KEPT = 10_000;
const ZONES_KEPT = 1_000;

function offsetAt(timeZone: string, instantMs: number): number {
  // a zone's offset at an instant never changes while the process runs: looking it up
  // (Intl's formatting, about a microsecond) is most of the work of laying out a day
  let offsets = knownOffsets.get(timeZone);
  const known = offsets?.get(instantMs);
  if (known !== undefined) return known;
  const offset = Math.round(tzOffset(timeZone, new Date(instantMs)) * MINUTE_MS);
  if (!offsets || offsets.size >= OFFSETS_KEPT) {
    // the world has a few hundred zones; past that, names that are none are being tried
    if (knownOffsets.size >= ZONES_KEPT) knownOffsets.clear();
    offsets = new Map();
    knownOffsets.set(timeZone, offsets);
  }
  offsets.set(instantMs, offset);
  return offset;
}

export function wallAt(timeZone: string, instantMs: number): number {
  return instantMs + offsetAt(timeZone, instantMs);
}

export interface ResolvedWall {
  /** The first instant the clock shows this time; in a spring-forward gap, the instant it jumps past it. */
  instantMs: number;
  kind: 'exact' | 'repeated' | 'skipped';
}

export function resolveWall(timeZone: string, wallMs: number): ResolvedWall {
  // As Temporal does: the offsets a day either side bound every instant that can show this time
  const before = offsetAt(timeZone, wallMs - DAY_MS);
  const after = offsetAt(timeZone, wallMs + DAY_MS);
  const early = wallMs - Math.max(before, after);
  const late = wallMs - Math.min(before, after);
  const earlyFits = wallAt(timeZone, early) === wallMs;
  const lateFits = late !== early && wallAt(timeZone, late) === wallMs;
  if (earlyFits) return { instantMs: early, kind: lateFits ? 'repeated' : 'exact' };
  if (lateFits) return { instantMs: late, kind: 'exact' };
  return { instantMs: jumpPast(timeZone, wallMs, early, late), kind: 'skipped' };
}

/** The first instant in (shownEarlier, shownLater] whose clock reads wallMs or later. */
function jumpPast(
  timeZone: string,
  wallMs: number,
  shownEarlier: number,
  shownLater: number,
): number {
  let below = shownEarlier;
  let atOrAbove = shownLater;
  while (atOrAbove - below > 1) {
    const mid = Math.floor((below + atOrAbove) / 2);
    if (wallAt(timeZone, mid) >= wallMs) atOrAbove = mid;
    else below = mid;
  }
  return atOrAbove;
}
