import type { DayHours } from './business-hours';
import { formatMinutes, parseLocalTime } from './local-time';
import { assertWhole, judgeDay } from './availability/day-rules';
import { blockedStepPrefix, fullStepPrefix } from './availability/occupancy';
import { staffBusyCheck } from './availability/staff-busy';
import { buildStepGrid, lastStepBefore } from './availability/step-grid';
import {
  DAY_MS,
  MINUTE_MS,
  assertTimeZone,
  resolveWall,
  wallDayOf,
} from './availability/wall-clock';

/**
 * The availability engine (docs/product/settled-rules.md §3 Availability): a business day's slots from its hours, its
 * live bookings and its blocked times. Pure and allocation-light: a day without a clock change within
 * its hours costs a few offset look-ups, then plain arithmetic on epoch milliseconds.
 */

export interface LiveBooking {
  startMs: number;
  endMs: number;
  staffId: string | null;
}

export type SlotStatus = 'available' | 'full' | 'blocked';

export interface Slot {
  /** 'HH:mm', local to the business. */
  time: string;
  startMs: number;
  endMs: number;
  status: SlotStatus;
}

export interface DayAvailabilityInput {
  /** 'yyyy-MM-dd', local to the business. */
  date: string;
  /** IANA time zone. */
  timeZone: string;
  /** That weekday's row; none means closed. */
  hours: DayHours | undefined;
  slotMinutes: number;
  serviceMinutes: number;
  /** max_bookings_per_slot, >= 1. */
  capacity: number;
  /** >= 1. */
  advanceDays: number;
  nowMs: number;
  /** Live bookings that may overlap the day, in any order; ones outside its hours are ignored. */
  bookings: readonly LiveBooking[];
  /** 'HH:mm'. */
  blockedTimes: readonly string[];
  /** The chosen staff member, if any. */
  staffId?: string | null;
}

const WALL_TIMES = Array.from({ length: 24 * 60 }, (_, minutes) => formatMinutes(minutes));

export function dayAvailability(input: DayAvailabilityInput): Slot[] {
  assertWhole('slotMinutes', input.slotMinutes, 15, 24 * 60);
  if (input.slotMinutes % 15 !== 0) {
    throw new RangeError(`Invalid slotMinutes: ${input.slotMinutes}`);
  }
  assertWhole('serviceMinutes', input.serviceMinutes, 1, Infinity);
  assertWhole('capacity', input.capacity, 1, Infinity);
  const day = judgeDay(input);
  if (day.status !== 'open') return [];

  const grid = buildStepGrid({
    timeZone: input.timeZone,
    wallDay: day.wallDay,
    openMinutes: day.openMinutes,
    closeMinutes: day.closeMinutes,
    stepMinutes: input.slotMinutes,
  });
  const full = fullStepPrefix(grid, input.bookings, input.capacity);
  const blocked = blockedStepPrefix(grid, input.blockedTimes.map(blockedMinutes));
  const staffBusy = staffBusyCheck(input.bookings, input.staffId);
  const serviceMs = input.serviceMinutes * MINUTE_MS;
  const closeMs = grid.starts[grid.count]!;

  const slots: Slot[] = [];
  for (let step = 0; step < grid.count; step++) {
    if (grid.skipped?.[step]) continue;
    const startMs = grid.starts[step]!;
    const endMs = startMs + serviceMs;
    // starts only rise, so no later slot fits before closing either
    if (endMs > closeMs) break;
    if (startMs <= input.nowMs) continue;
    const last = lastStepBefore(grid, endMs) + 1;
    const status: SlotStatus =
      blocked[last]! > blocked[step]!
        ? 'blocked'
        : full[last]! > full[step]! || staffBusy?.(startMs, endMs)
          ? 'full'
          : 'available';
    const time = WALL_TIMES[grid.openMinutes + step * grid.stepMinutes]!;
    slots.push({ time, startMs, endMs, status });
  }
  return slots;
}

function blockedMinutes(time: string): number {
  const minutes = parseLocalTime(time);
  if (minutes === null) throw new RangeError(`Invalid blocked time: ${time}`);
  return minutes;
}

/** The local [start, end) instants of a business day, to fetch its bookings with one indexed range query. */
export function dayBounds(date: string, timeZone: string): { startMs: number; endMs: number } {
  assertTimeZone(timeZone);
  const wallDay = wallDayOf(date);
  return {
    startMs: resolveWall(timeZone, wallDay).instantMs,
    endMs: resolveWall(timeZone, wallDay + DAY_MS).instantMs,
  };
}

/** Every time zone's offset from UTC lies within this (Kiribati +14, Baker Island -12). */
const ZONE_REACH_MS = 14 * 60 * MINUTE_MS;

/**
 * A span's bookings handed out day by day, for the engine to work a day out from: each day gets
 * those overlapping its date in any time zone (UTC midnight to midnight widened by 14 hours each
 * side), a few days' worth rather than the whole span's, found without a time-zone look-up. The
 * engine then keeps exactly those within the day's hours, so the slots are the same as with all.
 */
export function bookingsByDay<Booking extends LiveBooking>(
  bookings: readonly Booking[],
): (date: string) => Booking[] {
  const sorted = [...bookings].sort((a, b) => a.startMs - b.startMs);
  const longestMs = sorted.reduce((most, b) => Math.max(most, b.endMs - b.startMs), 0);
  return (date) => {
    const fromMs = wallDayOf(date) - ZONE_REACH_MS;
    const toMs = fromMs + DAY_MS + 2 * ZONE_REACH_MS;
    // the first booking that starts late enough to reach into the day
    const reach = fromMs - longestMs;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]!.startMs < reach) low = middle + 1;
      else high = middle;
    }
    const near: Booking[] = [];
    for (let i = low; i < sorted.length && sorted[i]!.startMs < toMs; i++)
      if (sorted[i]!.endMs > fromMs) near.push(sorted[i]!);
    return near;
  };
}

/** Whether a date can be booked at all: 'past' | 'too-far' | 'closed' | 'open'. */
export function dateStatus(input: {
  date: string;
  timeZone: string;
  hours: DayHours | undefined;
  advanceDays: number;
  nowMs: number;
}): 'past' | 'too-far' | 'closed' | 'open' {
  return judgeDay(input).status;
}
