import type { DemoBusiness } from '@shared/demo-businesses';
import { addDays, formatMinutes, parseLocalTime, weekdayOf } from '@shared/local-time';
import { localDateAt, zonedInstant } from '@shared/zoned-time';

/**
 * The demo's diary, written relative to the moment it is seeded, in the business's time zone
 * (docs/decisions/0062): a past week of completed, paid visits (one cancelled), today's visits
 * spread over its opening hours (those already over completed and paid, the rest still to come),
 * and the week ahead. Times sit on the half-hour grid, inside the hours, and one staff member never
 * holds two visits at once.
 */
export interface DemoVisit {
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
  serviceIndex: number;
  /** Index into the business's staff, or null when every member is busy then. */
  staffIndex: number | null;
  clientIndex: number;
  status: 'completed' | 'confirmed' | 'pending' | 'cancelled';
  isPaid: boolean;
  /** For completed visits the client rated: 1-5 and when they wrote it. */
  review: { rating: number; writtenAt: Date } | null;
}

const GRID_MINUTES = 30;
/** Where in the open day visits start: two on an ordinary day. */
const DAY_SPREAD = [0.15, 0.65] as const;
/** Today: two before the moment of seeding and two after it, where the hours leave room. */
const TODAY_SPREAD = [
  { part: 'before', at: 0.2 },
  { part: 'before', at: 0.85 },
  { part: 'after', at: 0.1 },
  { part: 'after', at: 0.6 },
] as const;
const PAST_DAYS = 6;
const AHEAD_DAYS = 6;
/** Mostly good, not all five stars; each business starts at its own place in the list. */
const RATINGS = [5, 4, 5, 3, 5, 4, 2, 5, 4, 4, 5, 3] as const;

export function demoSchedule({
  demo,
  businessIndex,
  durations,
  staffCount,
  clientCount,
  now,
  timeZone,
}: {
  demo: DemoBusiness;
  businessIndex: number;
  /** Each service's length in minutes, in the order of demo.services. */
  durations: number[];
  staffCount: number;
  clientCount: number;
  now: Date;
  timeZone: string;
}): DemoVisit[] {
  const today = localDateAt(now, timeZone);
  const opens = parseLocalTime(demo.opensAt) ?? 9 * 60;
  const closes = parseLocalTime(demo.closesAt) ?? 17 * 60;
  // minutes since local midnight now, judged from the instant at today's midnight
  const nowMinutes = Math.floor(
    (now.getTime() - zonedInstant(today, '00:00', timeZone).getTime()) / 60_000,
  );
  const visits: DemoVisit[] = [];
  let serial = businessIndex;
  for (let offset = -PAST_DAYS; offset <= AHEAD_DAYS; offset++) {
    const date = addDays(today, offset);
    if (demo.closedDays.includes(weekdayOf(date))) continue;
    // each member's end of the last visit given them that day, in minutes
    const freeAt = Array.from({ length: staffCount }, () => 0);
    const spreads =
      offset === 0 ? TODAY_SPREAD : DAY_SPREAD.map((at) => ({ part: 'all' as const, at }));
    for (const { part, at } of spreads) {
      serial += 1;
      const serviceIndex = serial % durations.length;
      const duration = durations[serviceIndex] ?? 60;
      const window = startWindow({ part, opens, closes, duration, nowMinutes });
      if (!window) continue;
      const start =
        window.from + Math.round((at * (window.to - window.from)) / GRID_MINUTES) * GRID_MINUTES;
      const staffIndex = pickStaff(freeAt, start, serial);
      if (staffIndex !== null) freeAt[staffIndex] = start + duration;
      const time = formatMinutes(start);
      const startsAt = zonedInstant(date, time, timeZone);
      const endsAt = new Date(startsAt.getTime() + duration * 60_000);
      const isOver = endsAt.getTime() <= now.getTime();
      const status = statusOf({ isOver, offset, serial, isCancelled: offset === -3 });
      const isPaid =
        status === 'completed' ||
        (status !== 'cancelled' && demo.paymentPolicy === 'pay_on_booking');
      // most completed visits are rated, some hours to a day or two after they ended
      const isRated = status === 'completed' && serial % 4 !== 0;
      const writtenAt = new Date(
        Math.min(now.getTime(), endsAt.getTime() + (1 + (serial % 5) * 9) * 60 * 60 * 1000),
      );
      visits.push({
        date,
        time,
        startsAt,
        endsAt,
        serviceIndex,
        staffIndex,
        clientIndex: serial % clientCount,
        status,
        isPaid,
        review: isRated ? { rating: RATINGS[serial % RATINGS.length] ?? 5, writtenAt } : null,
      });
    }
  }
  return visits;
}

/**
 * The grid times a visit of `duration` may start at: within the hours, and for today's 'before' and
 * 'after' parts ending by now or starting after it. Null when there is no room (today seeded before
 * opening leaves no 'before'; after closing, no 'after').
 */
function startWindow({
  part,
  opens,
  closes,
  duration,
  nowMinutes,
}: {
  part: 'before' | 'after' | 'all';
  opens: number;
  closes: number;
  duration: number;
  nowMinutes: number;
}): { from: number; to: number } | null {
  const ceilGrid = (minutes: number) => Math.ceil(minutes / GRID_MINUTES) * GRID_MINUTES;
  const floorGrid = (minutes: number) => Math.floor(minutes / GRID_MINUTES) * GRID_MINUTES;
  let from = ceilGrid(opens);
  let to = floorGrid(closes - duration);
  if (part === 'before') to = Math.min(to, floorGrid(nowMinutes - duration));
  if (part === 'after') from = Math.max(from, ceilGrid(nowMinutes + 1));
  return from <= to ? { from, to } : null;
}

function statusOf({
  isOver,
  offset,
  serial,
  isCancelled,
}: {
  isOver: boolean;
  offset: number;
  serial: number;
  isCancelled: boolean;
}): DemoVisit['status'] {
  if (isCancelled && serial % 2 === 0) return 'cancelled';
  if (isOver) return 'completed';
  // now and then a booking in the days ahead waits for the owner's confirmation
  return offset > 0 && serial % 5 === 0 ? 'pending' : 'confirmed';
}

/** The member whose turn it is, else the next one free at `start`; null if all are busy. */
function pickStaff(freeAt: number[], start: number, serial: number): number | null {
  for (let step = 0; step < freeAt.length; step++) {
    const index = (serial + step) % freeAt.length;
    if ((freeAt[index] ?? 0) <= start) return index;
  }
  return null;
}
