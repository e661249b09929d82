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
 * The availability engine (DECISIONS.md 'Availability'): a business day's slots from its hours, its
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
