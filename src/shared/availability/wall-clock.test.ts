import { tzOffset } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS, resolveWall, wallAt } from './wall-clock';

const HOUR_MS = 60 * MINUTE_MS;

/** The wall time at an instant, worked out by the time-zone library with nothing remembered. */
const fresh = (timeZone: string, instantMs: number) =>
  instantMs + Math.round(tzOffset(timeZone, new Date(instantMs)) * MINUTE_MS);

describe('wall clock offsets remembered', () => {
  it('gives the same wall time as a fresh look-up, again and again, past what it keeps', () => {
    // London's spring and autumn changes and Nairobi's fixed offset, minute by minute around each
    // change and hour by hour over a year: more instants than one zone's memory holds (10,000)
    const instants = (fromIso: string, count: number, stepMs: number) =>
      Array.from({ length: count }, (_, i) => Date.parse(fromIso) + i * stepMs);
    const cases: [string, number[]][] = [
      ['Europe/London', instants('2026-03-29T00:00:00Z', 180, MINUTE_MS)],
      ['Europe/London', instants('2026-10-25T00:00:00Z', 180, MINUTE_MS)],
      ['Europe/London', instants('2026-01-01T00:00:00Z', 12_000, HOUR_MS)],
      ['Africa/Nairobi', instants('2026-01-01T00:00:00Z', 600, HOUR_MS)],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [zone, list] of cases) {
        for (const instant of list) expect(wallAt(zone, instant)).toBe(fresh(zone, instant));
      }
    }
  });

  it('keeps each zone apart: one instant, two zones, two wall times', () => {
    const instant = Date.parse('2026-07-01T12:00:00Z');
    expect(wallAt('Africa/Nairobi', instant)).toBe(instant + 3 * HOUR_MS);
    expect(wallAt('Europe/London', instant)).toBe(instant + HOUR_MS);
    expect(wallAt('Africa/Nairobi', instant)).toBe(instant + 3 * HOUR_MS);
  });

  it('still finds the skipped and repeated times of a clock change', () => {
    for (let round = 0; round < 2; round++) {
      // 01:30 on 29 March 2026 never happens in London; 01:30 on 25 October happens twice
      expect(resolveWall('Europe/London', Date.parse('2026-03-29T01:30:00Z'))).toEqual({
        instantMs: Date.parse('2026-03-29T01:00:00Z'),
        kind: 'skipped',
      });
      expect(resolveWall('Europe/London', Date.parse('2026-10-25T01:30:00Z'))).toEqual({
        instantMs: Date.parse('2026-10-25T00:30:00Z'),
        kind: 'repeated',
      });
    }
  });
});
