import type { DayHours } from '../business-hours';
import { parseLocalTime } from '../local-time';
import { DAY_MS, assertTimeZone, wallAt, wallDayOf } from './wall-clock';

export type DateStatus = 'past' | 'too-far' | 'closed' | 'open';

export interface DayJudgement {
  status: DateStatus;
  wallDay: number;
  openMinutes: number;
  closeMinutes: number;
}

/** "Today" is the business's date at nowMs, never the machine's. */
export function judgeDay(input: {
  date: string;
  timeZone: string;
  hours: DayHours | undefined;
  advanceDays: number;
  nowMs: number;
}): DayJudgement {
  assertTimeZone(input.timeZone);
  assertWhole('advanceDays', input.advanceDays, 1, Infinity);
  if (!Number.isFinite(input.nowMs)) throw new RangeError(`Invalid nowMs: ${input.nowMs}`);
  const wallDay = wallDayOf(input.date);
  const { openMinutes, closeMinutes, isOpen } = readHours(input.hours, wallDay);
  const today = Math.floor(wallAt(input.timeZone, input.nowMs) / DAY_MS) * DAY_MS;
  const status: DateStatus =
    wallDay < today
      ? 'past'
      : wallDay > today + input.advanceDays * DAY_MS
        ? 'too-far'
        : isOpen
          ? 'open'
          : 'closed';
  return { status, wallDay, openMinutes, closeMinutes };
}

function readHours(hours: DayHours | undefined, wallDay: number) {
  const closed = { openMinutes: 0, closeMinutes: 0, isOpen: false };
  if (!hours) return closed;
  // 1970-01-01 was a Thursday (4)
  const weekday = (((Math.floor(wallDay / DAY_MS) + 4) % 7) + 7) % 7;
  if (hours.weekday !== weekday) {
    throw new RangeError(`Hours for weekday ${hours.weekday} given for a weekday ${weekday} date`);
  }
  if (!hours.isOpen) return closed;
  const openMinutes = parseLocalTime(hours.opensAt);
  const closeMinutes = parseLocalTime(hours.closesAt);
  if (openMinutes === null || closeMinutes === null || closeMinutes <= openMinutes) {
    throw new RangeError(`Invalid hours: ${hours.opensAt}-${hours.closesAt}`);
  }
  return { openMinutes, closeMinutes, isOpen: true };
}

export function assertWhole(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`Invalid ${name}: ${value}`);
  }
}
