import { describe, expect, it } from 'vitest';
import { holdsItsPlace, liveBookings, withoutBooking } from './live';

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

describe('the booking its client is moving, taken out of its own way', () => {
  const at = (ms: number) => new Date(ms);
  const live = [
    { startMs: 1_000, endMs: 2_000, staffId: null },
    { startMs: 1_000, endMs: 2_000, staffId: STAFF },
    { startMs: 1_000, endMs: 2_000, staffId: null },
    { startMs: 3_000, endMs: 4_000, staffId: null },
  ];

  it('takes out one booking with the same start, end and staff member, and only one', () => {
    expect(withoutBooking(live, { startsAt: at(1_000), endsAt: at(2_000), staffId: null })).toEqual(
      [live[1], live[2], live[3]],
    );
    expect(
      withoutBooking(live, { startsAt: at(1_000), endsAt: at(2_000), staffId: STAFF }),
    ).toEqual([live[0], live[2], live[3]]);
    expect(withoutBooking(live, { startsAt: at(3_000), endsAt: at(4_000), staffId: null })).toEqual(
      [live[0], live[1], live[2]],
    );
  });

  it('takes out nothing when none matches: another day, another length or staff member', () => {
    for (const moving of [
      { startsAt: at(5_000), endsAt: at(6_000), staffId: null },
      { startsAt: at(1_000), endsAt: at(1_500), staffId: null },
      { startsAt: at(3_000), endsAt: at(4_000), staffId: STAFF },
    ]) {
      expect(withoutBooking(live, moving)).toEqual(live);
    }
    expect(live).toHaveLength(4);
  });

  it('holds its place unless cancelled or an unpaid hold whose time is up', () => {
    const now = at(10_000);
    expect(holdsItsPlace({ status: 'confirmed', holdExpiresAt: null }, now)).toBe(true);
    expect(holdsItsPlace({ status: 'pending', holdExpiresAt: at(10_001) }, now)).toBe(true);
    expect(holdsItsPlace({ status: 'pending', holdExpiresAt: at(10_000) }, now)).toBe(false);
    expect(holdsItsPlace({ status: 'cancelled', holdExpiresAt: null }, now)).toBe(false);
  });
});
