import { describe, expect, it } from 'vitest';
import { dayAvailability, dayBounds, type LiveBooking } from './availability';
import { addDays, weekdayOf } from './local-time';
import { zonedInstant } from './zoned-time';

// A guard against an accidental slow path (a Date per slot, a scan per booking), not a benchmark:
// scripts/bench-availability-engine.ts measures. The budget is generous so a busy CI machine passes.
describe('speed', () => {
  it('computes 30 days for a business with 10,000 bookings in well under 200 ms', () => {
    const timeZone = 'Africa/Nairobi';
    const firstDay = '2026-11-20';
    const dates = Array.from({ length: 30 }, (_, i) => addDays(firstDay, i));
    let seed = 1;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const bookings: LiveBooking[] = Array.from({ length: 10_000 }, () => {
      const date = dates[Math.floor(random() * dates.length)]!;
      const startMs =
        zonedInstant(date, '09:00', timeZone).getTime() + Math.floor(random() * 28) * 900_000;
      const endMs = startMs + (1 + Math.floor(random() * 8)) * 900_000;
      return {
        startMs,
        endMs,
        staffId: random() < 0.8 ? null : `staff-${Math.floor(random() * 20)}`,
      };
    });
    // as the caller would fetch them: one range query per day
    const days = dates.map((date) => {
      const { startMs, endMs } = dayBounds(date, timeZone);
      return { date, bookings: bookings.filter((b) => b.startMs < endMs && b.endMs > startMs) };
    });
    const computeMonth = () =>
      days.map(({ date, bookings: dayBookings }) =>
        dayAvailability({
          date,
          timeZone,
          hours: { weekday: weekdayOf(date), opensAt: '09:00', closesAt: '17:00', isOpen: true },
          slotMinutes: 30,
          serviceMinutes: 60,
          capacity: 60,
          advanceDays: 60,
          nowMs: Date.parse('2026-11-19T12:00:00Z'),
          bookings: dayBookings,
          blockedTimes: ['12:00'],
          staffId: 'staff-1',
        }),
      );

    computeMonth();
    const started = performance.now();
    const month = computeMonth();
    const elapsed = performance.now() - started;

    expect(elapsed).toBeLessThan(200);
    const statuses = new Set(month.flat().map((slot) => slot.status));
    expect([...statuses].sort()).toEqual(['available', 'blocked', 'full']);
  });
});
