import { describe, expect, it } from 'vitest';
import { fitsInterval } from './fits';

const H = 60 * 60_000;
const at = (hours: number) => hours * H;
const booking = (from: number, to: number, staffId: string | null = null) => ({
  startMs: at(from),
  endMs: at(to),
  staffId,
});

describe('whether one more booking fits an interval', () => {
  it('fits while fewer than capacity bookings run at every moment', () => {
    const bookings = [booking(10, 11), booking(10.5, 11.5)];
    expect(
      fitsInterval({ startMs: at(10), endMs: at(11), capacity: 3, staffId: null, bookings }),
    ).toBe(true);
    expect(
      fitsInterval({ startMs: at(10), endMs: at(11), capacity: 2, staffId: null, bookings }),
    ).toBe(false);
    // the two overlap only from 10:30 to 11:00; 11:00 to 12:00 meets at most one
    expect(
      fitsInterval({ startMs: at(11), endMs: at(12), capacity: 2, staffId: null, bookings }),
    ).toBe(true);
  });

  it('treats back-to-back bookings as never running at once', () => {
    const bookings = [booking(9, 10), booking(10, 11)];
    expect(
      fitsInterval({ startMs: at(9), endMs: at(11), capacity: 2, staffId: null, bookings }),
    ).toBe(true);
  });

  it('refuses when the staff member has any booking of their own in the interval', () => {
    const bookings = [booking(10.75, 11.25, 'wanjiru')];
    const input = { startMs: at(10), endMs: at(11), capacity: 5, bookings };
    expect(fitsInterval({ ...input, staffId: 'wanjiru' })).toBe(false);
    expect(fitsInterval({ ...input, staffId: 'akinyi' })).toBe(true);
    expect(fitsInterval({ ...input, staffId: null })).toBe(true);
  });

  it('ignores bookings outside the interval', () => {
    const bookings = [booking(8, 9), booking(12, 13), booking(12, 13)];
    expect(
      fitsInterval({ startMs: at(9), endMs: at(12), capacity: 1, staffId: null, bookings }),
    ).toBe(true);
  });
});
