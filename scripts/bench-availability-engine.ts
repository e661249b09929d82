/**
 * Micro-benchmark of the availability engine: 30 consecutive days for a business with 10,000 live
 * bookings (about 330 a day, fetched per day as the server would), on an ordinary month in Nairobi
 * on a London month that includes a clock change inside the opening hours, on the Nairobi month
 * with every day given all 10,000 bookings instead of its own, and with the 10,000 handed out day
 * by day by bookingsByDay inside the timed month, as the server hands out the span it reads.
 *
 *   npx tsx scripts/bench-availability-engine.ts
 */
import {
  bookingsByDay,
  dayAvailability,
  dayBounds,
  type LiveBooking,
} from '../src/shared/availability';
import { addDays, weekdayOf } from '../src/shared/local-time';
import { zonedInstant } from '../src/shared/zoned-time';

const RUNS = 300;
const QUARTER_HOUR = 900_000;

function month(timeZone: string, firstDay: string, opensAt: string, hours: number) {
  const dates = Array.from({ length: 30 }, (_, i) => addDays(firstDay, i));
  let seed = 42;
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  const bookings: LiveBooking[] = Array.from({ length: 10_000 }, () => {
    const date = dates[Math.floor(random() * dates.length)]!;
    const open = zonedInstant(date, opensAt, timeZone).getTime();
    const startMs = open + Math.floor(random() * (hours * 4 - 4)) * QUARTER_HOUR;
    const endMs = startMs + (1 + Math.floor(random() * 8)) * QUARTER_HOUR;
    return {
      startMs,
      endMs,
      staffId: random() < 0.8 ? null : `staff-${Math.floor(random() * 20)}`,
    };
  });
  return dates.map((date) => {
    const { startMs, endMs } = dayBounds(date, timeZone);
    return { date, bookings: bookings.filter((b) => b.startMs < endMs && b.endMs > startMs) };
  });
}

/** The same month, with every day handed all 10,000 bookings (one query for the whole span). */
function unfiltered(days: ReturnType<typeof month>): ReturnType<typeof month> {
  const all = days.flatMap((day) => day.bookings);
  return days.map(({ date }) => ({ date, bookings: all }));
}

function bench(
  label: string,
  timeZone: string,
  days: ReturnType<typeof month>,
  opensAt: string,
  closesAt: string,
  /** Hands each day its bookings, timed with the month (as the server does): else each day's own. */
  handOut?: () => (date: string) => LiveBooking[],
) {
  const nowMs = zonedInstant(addDays(days[0]!.date, -1), '12:00', timeZone).getTime();
  const computeMonth = () => {
    let slots = 0;
    const bookingsOf = handOut?.();
    for (const { date, bookings: own } of days) {
      const bookings = bookingsOf ? bookingsOf(date) : own;
      slots += dayAvailability({
        date,
        timeZone,
        hours: { weekday: weekdayOf(date), opensAt, closesAt, isOpen: true },
        slotMinutes: 30,
        serviceMinutes: 60,
        capacity: 60,
        advanceDays: 60,
        nowMs,
        bookings,
        blockedTimes: ['12:00'],
        staffId: 'staff-1',
      }).length;
    }
    return slots;
  };
  const times: number[] = [];
  let slots = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    slots = computeMonth();
    times.push(performance.now() - started);
  }
  const first = times[0]!;
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3);
  console.log(
    `${label}: ${slots} slots per month; 30 days take ${first.toFixed(3)} ms cold, ` +
      `median ${at(0.5)} ms, p95 ${at(0.95)} ms, best ${at(0)} ms (${RUNS} runs)`,
  );
}

const nairobi = month('Africa/Nairobi', '2026-11-20', '09:00', 8);
const london = month('Europe/London', '2026-10-10', '00:00', 8);
bench('Nairobi 09:00-17:00', 'Africa/Nairobi', nairobi, '09:00', '17:00');
bench('London 00:00-08:00 across 2026-10-25', 'Europe/London', london, '00:00', '08:00');
bench(
  'Nairobi, every day given all bookings',
  'Africa/Nairobi',
  unfiltered(nairobi),
  '09:00',
  '17:00',
);
// the server reads the span in the order of its index on (business, start)
const span = nairobi.flatMap((day) => day.bookings).sort((a, b) => a.startMs - b.startMs);
bench(
  "Nairobi, the span's bookings handed out by bookingsByDay (as the server does)",
  'Africa/Nairobi',
  nairobi,
  '09:00',
  '17:00',
  () => bookingsByDay(span),
);
