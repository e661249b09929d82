import { describe, expect, it } from 'vitest';
import { dayAvailability, dayBounds, type LiveBooking, type Slot } from './availability';
import { addDays, weekdayOf } from './local-time';

interface DayOptions {
  opensAt?: string;
  closesAt?: string;
  slotMinutes?: number;
  serviceMinutes?: number;
  capacity?: number;
  bookings?: LiveBooking[];
  blockedTimes?: string[];
  staffId?: string;
  nowIso?: string;
}

function slotsOn(date: string, timeZone: string, options: DayOptions = {}): Slot[] {
  return dayAvailability({
    date,
    timeZone,
    hours: {
      weekday: weekdayOf(date),
      opensAt: options.opensAt ?? '00:00',
      closesAt: options.closesAt ?? '06:00',
      isOpen: true,
    },
    slotMinutes: options.slotMinutes ?? 30,
    serviceMinutes: options.serviceMinutes ?? 60,
    capacity: options.capacity ?? 1,
    advanceDays: 30,
    nowMs: Date.parse(options.nowIso ?? `${addDays(date, -3)}T12:00:00Z`),
    bookings: options.bookings ?? [],
    blockedTimes: options.blockedTimes ?? [],
    staffId: options.staffId,
  });
}

/** 'local time @ UTC instant', e.g. '02:00 @ 03-29T01:00Z'. */
const show = (slots: Slot[]) =>
  slots.map((slot) => `${slot.time} @ ${new Date(slot.startMs).toISOString().slice(5, 16)}Z`);

const utc = (iso: string) => Date.parse(`${iso}:00Z`);

function statuses(slots: Slot[]): Record<string, string> {
  return Object.fromEntries(slots.map((slot) => [slot.time, slot.status]));
}

describe('Europe/London', () => {
  it('skips the hour that does not exist when the clocks go forward (2026-03-29, 01:00 -> 02:00)', () => {
    const slots = slotsOn('2026-03-29', 'Europe/London');
    expect(show(slots)).toEqual([
      '00:00 @ 03-29T00:00Z',
      '00:30 @ 03-29T00:30Z',
      '02:00 @ 03-29T01:00Z',
      '02:30 @ 03-29T01:30Z',
      '03:00 @ 03-29T02:00Z',
      '03:30 @ 03-29T02:30Z',
      '04:00 @ 03-29T03:00Z',
      '04:30 @ 03-29T03:30Z',
      '05:00 @ 03-29T04:00Z', // ends 05:00Z, which is 06:00 BST, closing time
    ]);
    // 00:30 GMT plus 60 real minutes is 02:30 BST
    expect(slots[1]!.endMs).toBe(utc('2026-03-29T01:30'));
  });

  it('fills slots across the jump by real instants', () => {
    // 00:45 GMT to 02:15 BST: the 00:30 step and the 02:00 step
    const bookings = [
      { startMs: utc('2026-03-29T00:45'), endMs: utc('2026-03-29T01:15'), staffId: null },
    ];
    expect(
      statuses(slotsOn('2026-03-29', 'Europe/London', { bookings, closesAt: '04:00' })),
    ).toEqual({
      '00:00': 'full',
      '00:30': 'full',
      '02:00': 'full',
      '02:30': 'available',
      '03:00': 'available',
    });
  });

  it('blocks nothing with a time that never happens, and steps after the jump as usual', () => {
    const slots = (blockedTimes: string[]) =>
      statuses(slotsOn('2026-03-29', 'Europe/London', { blockedTimes, closesAt: '03:00' }));
    expect(slots(['01:00', '01:30'])).toEqual({
      '00:00': 'available',
      '00:30': 'available',
      '02:00': 'available',
    });
    expect(slots(['02:00'])).toEqual({
      '00:00': 'available',
      '00:30': 'blocked',
      '02:00': 'blocked',
    });
  });

  it('takes the repeated hour at its first occurrence when the clocks go back (2026-10-25, 02:00 -> 01:00)', () => {
    const slots = slotsOn('2026-10-25', 'Europe/London');
    expect(show(slots)).toEqual([
      '00:00 @ 10-24T23:00Z',
      '00:30 @ 10-24T23:30Z',
      '01:00 @ 10-25T00:00Z',
      '01:30 @ 10-25T00:30Z',
      '02:00 @ 10-25T02:00Z',
      '02:30 @ 10-25T02:30Z',
      '03:00 @ 10-25T03:00Z',
      '03:30 @ 10-25T03:30Z',
      '04:00 @ 10-25T04:00Z',
      '04:30 @ 10-25T04:30Z',
      '05:00 @ 10-25T05:00Z',
    ]);
    // 01:30 BST plus 60 real minutes is 01:30 GMT, not 02:30
    expect(slots[3]!.endMs).toBe(utc('2026-10-25T01:30'));
  });

  it('counts a booking in the repeated hour against the step that holds it', () => {
    // 01:15-01:45 GMT falls in the 01:30 step, which runs from 01:30 BST to 02:00 GMT
    const bookings = [
      { startMs: utc('2026-10-25T01:15'), endMs: utc('2026-10-25T01:45'), staffId: 'amina' },
    ];
    const options = { bookings, closesAt: '03:00' };
    expect(statuses(slotsOn('2026-10-25', 'Europe/London', options))).toMatchObject({
      '00:30': 'available',
      '01:00': 'full',
      '01:30': 'full',
      '02:00': 'available',
    });
    // a chosen staff member is held only by real overlap: 01:00-02:00 BST ends before 01:15 GMT
    const staffOnly = { ...options, capacity: 5, staffId: 'amina' };
    expect(statuses(slotsOn('2026-10-25', 'Europe/London', staffOnly))).toMatchObject({
      '01:00': 'available',
      '01:30': 'full',
      '02:00': 'available',
    });
  });
});

describe('America/New_York', () => {
  it('skips 02:00 on 2026-03-08', () => {
    expect(show(slotsOn('2026-03-08', 'America/New_York', { slotMinutes: 60 }))).toEqual([
      '00:00 @ 03-08T05:00Z',
      '01:00 @ 03-08T06:00Z',
      '03:00 @ 03-08T07:00Z',
      '04:00 @ 03-08T08:00Z',
      '05:00 @ 03-08T09:00Z',
    ]);
  });

  it('offers 01:00 once on 2026-11-01 and judges the past by instants', () => {
    const hourly = { slotMinutes: 60 };
    const slots = slotsOn('2026-11-01', 'America/New_York', hourly);
    expect(show(slots)).toEqual([
      '00:00 @ 11-01T04:00Z',
      '01:00 @ 11-01T05:00Z',
      '02:00 @ 11-01T07:00Z',
      '03:00 @ 11-01T08:00Z',
      '04:00 @ 11-01T09:00Z',
      '05:00 @ 11-01T10:00Z',
    ]);
    expect(slots[1]!.endMs).toBe(utc('2026-11-01T06:00'));
    // the second 01:30 (EST) is after the 01:00 EDT slot began, but before 02:00 EST
    const later = slotsOn('2026-11-01', 'America/New_York', {
      ...hourly,
      nowIso: '2026-11-01T06:30:00Z',
    });
    expect(later[0]!.time).toBe('02:00');
  });
});

describe('Australia/Sydney (southern hemisphere)', () => {
  it('takes 02:00-03:00 at its first occurrence when the clocks go back on 2026-04-05', () => {
    const slots = slotsOn('2026-04-05', 'Australia/Sydney');
    expect(show(slots)).toEqual([
      '00:00 @ 04-04T13:00Z',
      '00:30 @ 04-04T13:30Z',
      '01:00 @ 04-04T14:00Z',
      '01:30 @ 04-04T14:30Z',
      '02:00 @ 04-04T15:00Z',
      '02:30 @ 04-04T15:30Z',
      '03:00 @ 04-04T17:00Z',
      '03:30 @ 04-04T17:30Z',
      '04:00 @ 04-04T18:00Z',
      '04:30 @ 04-04T18:30Z',
      '05:00 @ 04-04T19:00Z',
    ]);
  });

  it('skips 02:00-03:00 when the clocks go forward on 2026-10-04', () => {
    const slots = slotsOn('2026-10-04', 'Australia/Sydney');
    expect(show(slots)).toEqual([
      '00:00 @ 10-03T14:00Z',
      '00:30 @ 10-03T14:30Z',
      '01:00 @ 10-03T15:00Z',
      '01:30 @ 10-03T15:30Z',
      '03:00 @ 10-03T16:00Z',
      '03:30 @ 10-03T16:30Z',
      '04:00 @ 10-03T17:00Z',
      '04:30 @ 10-03T17:30Z',
      '05:00 @ 10-03T18:00Z',
    ]);
    expect(slots[3]!.endMs).toBe(utc('2026-10-03T16:30'));
  });
});

describe('Australia/Lord_Howe (half-hour shift)', () => {
  it('skips only 02:00-02:30 on 2026-10-04', () => {
    expect(show(slotsOn('2026-10-04', 'Australia/Lord_Howe', { closesAt: '04:00' }))).toEqual([
      '00:00 @ 10-03T13:30Z',
      '00:30 @ 10-03T14:00Z',
      '01:00 @ 10-03T14:30Z',
      '01:30 @ 10-03T15:00Z',
      '02:30 @ 10-03T15:30Z',
      '03:00 @ 10-03T16:00Z',
    ]);
  });

  it('repeats only 01:30-02:00 on 2026-04-05, taking the first', () => {
    const slots = slotsOn('2026-04-05', 'Australia/Lord_Howe', { closesAt: '04:00' });
    expect(show(slots)).toEqual([
      '00:00 @ 04-04T13:00Z',
      '00:30 @ 04-04T13:30Z',
      '01:00 @ 04-04T14:00Z',
      '01:30 @ 04-04T14:30Z',
      '02:00 @ 04-04T15:30Z',
      '02:30 @ 04-04T16:00Z',
      '03:00 @ 04-04T16:30Z',
    ]);
    expect(slots.every((slot) => slot.endMs - slot.startMs === 60 * 60_000)).toBe(true);
  });
});

describe('Asia/Kathmandu (+05:45)', () => {
  it('places 09:00 at 03:15Z and keeps whole real hours', () => {
    const slots = slotsOn('2026-11-20', 'Asia/Kathmandu', { opensAt: '09:00', closesAt: '11:00' });
    expect(show(slots)).toEqual([
      '09:00 @ 11-20T03:15Z',
      '09:30 @ 11-20T03:45Z',
      '10:00 @ 11-20T04:15Z',
    ]);
  });
});

describe('dayBounds', () => {
  const hours = (zone: string, date: string) => {
    const { startMs, endMs } = dayBounds(date, zone);
    return { start: new Date(startMs).toISOString(), hours: (endMs - startMs) / 3_600_000 };
  };

  it('spans 24 hours on an ordinary day', () => {
    expect(hours('Africa/Nairobi', '2026-11-20')).toEqual({
      start: '2026-11-19T21:00:00.000Z',
      hours: 24,
    });
    expect(hours('Asia/Kathmandu', '2026-11-20')).toEqual({
      start: '2026-11-19T18:15:00.000Z',
      hours: 24,
    });
  });

  it('spans 23 hours when the clocks go forward and 25 when they go back', () => {
    expect(hours('Europe/London', '2026-03-29')).toEqual({
      start: '2026-03-29T00:00:00.000Z',
      hours: 23,
    });
    expect(hours('Europe/London', '2026-10-25')).toEqual({
      start: '2026-10-24T23:00:00.000Z',
      hours: 25,
    });
    expect(hours('America/New_York', '2026-03-08')).toEqual({
      start: '2026-03-08T05:00:00.000Z',
      hours: 23,
    });
    expect(hours('America/New_York', '2026-11-01')).toEqual({
      start: '2026-11-01T04:00:00.000Z',
      hours: 25,
    });
    expect(hours('Australia/Sydney', '2026-04-05')).toEqual({
      start: '2026-04-04T13:00:00.000Z',
      hours: 25,
    });
    expect(hours('Australia/Lord_Howe', '2026-10-04')).toEqual({
      start: '2026-10-03T13:30:00.000Z',
      hours: 23.5,
    });
  });

  it('starts a day whose midnight is skipped when the clock jumps (America/Santiago, 2026-09-06)', () => {
    expect(hours('America/Santiago', '2026-09-06')).toEqual({
      start: '2026-09-06T04:00:00.000Z',
      hours: 23,
    });
  });

  it('meets the next day exactly', () => {
    expect(dayBounds('2026-10-25', 'Europe/London').endMs).toBe(
      dayBounds('2026-10-26', 'Europe/London').startMs,
    );
  });
});
