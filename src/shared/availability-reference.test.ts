import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  dayAvailability,
  type DayAvailabilityInput,
  type LiveBooking,
  type Slot,
  type SlotStatus,
} from './availability';
import { addDays, formatMinutes, parseLocalDate, parseLocalTime, weekdayOf } from './local-time';
import { localDateAt, zonedInstant } from './zoned-time';

/*
 * A slow, literal reading of the rules, instant by instant with TZDate, against which the engine's
 * arithmetic fast path and its clock-change path are compared on random days.
 */

const MINUTE = 60_000;

/** The wall clock at an instant as comparable minutes: days since the epoch * 1440 + minutes. */
function wallMinutesAt(instantMs: number, timeZone: string): number {
  const local = new TZDate(instantMs, timeZone);
  const day = Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) / 86_400_000;
  return day * 1440 + local.getHours() * 60 + local.getMinutes();
}

/** The first instant the clock shows `minutes` on `date`, or, if it never does, when it jumps past. */
function firstInstant(date: string, minutes: number, timeZone: string) {
  const { year, month, day } = parseLocalDate(date)!;
  const wanted = (Date.UTC(year, month - 1, day) / 86_400_000) * 1440 + minutes;
  let instant = zonedInstant(date, formatMinutes(minutes), timeZone).getTime();
  if (wallMinutesAt(instant, timeZone) !== wanted) {
    while (wallMinutesAt(instant - MINUTE, timeZone) >= wanted) instant -= MINUTE;
    return { instant, happens: false };
  }
  // TZDate may pick a later occurrence of a repeated time; look up to two hours back
  let first = instant;
  for (let back = 15; back <= 120; back += 15) {
    if (wallMinutesAt(instant - back * MINUTE, timeZone) === wanted)
      first = instant - back * MINUTE;
  }
  return { instant: first, happens: true };
}

const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) =>
  aStart < aEnd && bStart < bEnd && aStart < bEnd && bStart < aEnd;

function referenceDay(input: DayAvailabilityInput): Slot[] {
  const { date, timeZone, hours } = input;
  const today = localDateAt(new Date(input.nowMs), timeZone);
  if (date < today || date > addDays(today, input.advanceDays) || !hours?.isOpen) return [];
  const open = parseLocalTime(hours.opensAt)!;
  const close = parseLocalTime(hours.closesAt)!;
  const closeMs = firstInstant(date, close, timeZone).instant;
  const steps: { minutes: number; startMs: number; endMs: number; happens: boolean }[] = [];
  for (let minutes = open; minutes < close; minutes += input.slotMinutes) {
    const { instant, happens } = firstInstant(date, minutes, timeZone);
    const previous = steps.at(-1);
    if (previous) previous.endMs = instant;
    steps.push({ minutes, startMs: instant, endMs: closeMs, happens });
  }
  const blocked = input.blockedTimes.map((time) => parseLocalTime(time));
  const slots: Slot[] = [];
  for (const step of steps) {
    const startMs = step.startMs;
    const endMs = startMs + input.serviceMinutes * MINUTE;
    if (!step.happens || endMs > closeMs || startMs <= input.nowMs) continue;
    const covered = steps.filter((s) => overlaps(s.startMs, s.endMs, startMs, endMs));
    const crowded = covered.some(
      (s) =>
        input.bookings.filter((b) => overlaps(b.startMs, b.endMs, s.startMs, s.endMs)).length >=
        input.capacity,
    );
    const staffBusy =
      input.staffId != null &&
      input.bookings.some(
        (b) => b.staffId === input.staffId && overlaps(b.startMs, b.endMs, startMs, endMs),
      );
    const status: SlotStatus = covered.some((s) => s.happens && blocked.includes(s.minutes))
      ? 'blocked'
      : crowded || staffBusy
        ? 'full'
        : 'available';
    slots.push({ time: formatMinutes(step.minutes), startMs, endMs, status });
  }
  return slots;
}

/** mulberry32: small, seeded, and good enough to spread test cases. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}

const ZONES = ['Africa/Nairobi', 'Asia/Kathmandu', 'Europe/London', 'America/New_York'];
/** Days on which the clocks change, each in its zone. */
const CHANGES: readonly [string, string][] = [
  ['Europe/London', '2026-03-29'],
  ['Europe/London', '2026-10-25'],
  ['America/New_York', '2026-03-08'],
  ['America/New_York', '2026-11-01'],
  ['Australia/Sydney', '2026-04-05'],
  ['Australia/Sydney', '2026-10-04'],
  ['Australia/Lord_Howe', '2026-04-05'],
  ['Australia/Lord_Howe', '2026-10-04'],
  ['America/Santiago', '2026-04-05'],
  ['America/Santiago', '2026-09-06'],
];
const STAFF = ['amina', 'baraka', null];

function randomDay(random: ReturnType<typeof seededRandom>): DayAvailabilityInput {
  const { int, pick, next } = random;
  const onChange = next() < 0.6;
  const [timeZone, date] = onChange
    ? pick(CHANGES)
    : [pick(ZONES), addDays('2026-01-01', int(0, 730))];
  // opening early spans the change, which happens between midnight and 03:00 in these zones
  const open = onChange ? int(0, 12) * 15 : int(0, 88) * 15;
  const close = Math.min(open + int(1, 96) * 5, 1439);
  const dayStart = zonedInstant(date, '12:00', timeZone).getTime() - 720 * MINUTE;
  const bookings: LiveBooking[] = Array.from({ length: int(0, 30) }, () => {
    const startMs =
      dayStart +
      (next() < 0.5 ? int(-120, 1560) * MINUTE : int(-2, 26) * 3_600_000 + int(0, 3_599_999));
    return { startMs, endMs: startMs + int(0, 180) * MINUTE, staffId: pick(STAFF) };
  });
  const advanceDays = int(1, 5);
  // mostly a bookable day; sometimes today, past or too far
  const nowMinutes = next() < 0.7 ? int(-advanceDays * 1440, 0) : int(-8 * 1440, 1440);
  return {
    date,
    timeZone,
    hours:
      next() < 0.05
        ? undefined
        : {
            weekday: weekdayOf(date),
            opensAt: formatMinutes(open),
            closesAt: formatMinutes(close),
            isOpen: next() > 0.05,
          },
    slotMinutes: pick([15, 15, 30, 30, 45, 60, 90, 120, 1440]),
    serviceMinutes: int(1, 240),
    capacity: int(1, 3),
    advanceDays,
    nowMs: dayStart + nowMinutes * MINUTE + int(0, 59_999),
    bookings,
    blockedTimes: Array.from(
      { length: int(0, 3) },
      () => formatMinutes(int(0, 95) * 15) + pick(['', ':00']),
    ),
    staffId: pick([undefined, null, 'amina', 'baraka']),
  };
}

/** Whether the clock changes between opening and closing time. */
function hasClockChange({ date, timeZone, hours }: DayAvailabilityInput): boolean {
  const open = zonedInstant(date, hours!.opensAt, timeZone).getTime();
  const close = zonedInstant(date, hours!.closesAt, timeZone).getTime();
  return (
    close - open !== (parseLocalTime(hours!.closesAt)! - parseLocalTime(hours!.opensAt)!) * MINUTE
  );
}

describe('the engine against a slow reference', () => {
  it('agrees on 600 random days across time zones and clock changes', () => {
    const random = seededRandom(20_261_120);
    const seen = { available: 0, full: 0, blocked: 0, changeDays: 0 };
    for (let n = 0; n < 600; n++) {
      const input = randomDay(random);
      const expected = referenceDay(input);
      expect(dayAvailability(input), `case ${n}: ${JSON.stringify(input)}`).toEqual(expected);
      for (const slot of expected) seen[slot.status] += 1;
      if (expected.length > 0 && hasClockChange(input)) seen.changeDays += 1;
    }
    // the comparison is worth something only if every outcome turned up
    expect(seen.available).toBeGreaterThan(100);
    expect(seen.full).toBeGreaterThan(100);
    expect(seen.blocked).toBeGreaterThan(20);
    expect(seen.changeDays).toBeGreaterThan(30);
  });
});
