import { describe, expect, it } from 'vitest';
import { liveBookings } from './live';

const STAFF = '0b6f1e9a-4c1d-4f3e-9a57-1f0c2d3e4f50';

describe('the availability statement’s bookings, read from its text', () => {
  it('reads none from nothing', () => {
    expect(liveBookings(null)).toEqual([]);
    expect(liveBookings('')).toEqual([]);
  });

  it('reads each booking’s start, end, staff member and hold, empty ones as null', () => {
    const text = [
      `1798873200,1798876800,${STAFF},1798872300123`,
      '1798873200,1798875000,,',
      `1798880400,1798884000,${STAFF},`,
      '1798880400,1798882200,,1798872999999',
    ].join(';');
    expect(liveBookings(text)).toEqual([
      { startMs: 1798873200000, endMs: 1798876800000, staffId: STAFF, holdEndsMs: 1798872300123 },
      { startMs: 1798873200000, endMs: 1798875000000, staffId: null, holdEndsMs: null },
      { startMs: 1798880400000, endMs: 1798884000000, staffId: STAFF, holdEndsMs: null },
      { startMs: 1798880400000, endMs: 1798882200000, staffId: null, holdEndsMs: 1798872999999 },
    ]);
  });

  it('reads a single booking', () => {
    expect(liveBookings('60,120,,')).toEqual([
      { startMs: 60_000, endMs: 120_000, staffId: null, holdEndsMs: null },
    ]);
  });
});
