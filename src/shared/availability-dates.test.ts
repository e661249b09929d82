import { describe, expect, it } from 'vitest';
import { dateStatus, dayAvailability, type DayAvailabilityInput } from './availability';
import { weekdayOf } from './local-time';

function day(date: string, nowIso: string, overrides: Partial<DayAvailabilityInput> = {}) {
  const input: DayAvailabilityInput = {
    date,
    timeZone: 'Africa/Nairobi',
    hours: { weekday: weekdayOf(date), opensAt: '09:00', closesAt: '17:00', isOpen: true },
    slotMinutes: 30,
    serviceMinutes: 60,
    capacity: 1,
    advanceDays: 30,
    nowMs: Date.parse(nowIso),
    bookings: [],
    blockedTimes: [],
    ...overrides,
  };
  return { status: dateStatus(input), times: dayAvailability(input).map((slot) => slot.time) };
}

const ALL_DAY =
  '09:00 09:30 10:00 10:30 11:00 11:30 12:00 12:30 13:00 13:30 14:00 14:30 15:00 15:30 16:00';

describe('today and the past, in the business time zone', () => {
  it('drops slots that start at or before now', () => {
    // 08:00Z is 11:00 in Nairobi: the 11:00 slot has started
    expect(day('2026-11-20', '2026-11-20T08:00:00Z').times[0]).toBe('11:30');
    expect(day('2026-11-20', '2026-11-20T07:59:59.999Z').times[0]).toBe('11:00');
    expect(day('2026-11-20', '2026-11-20T13:00:01Z').times).toEqual([]);
    expect(day('2026-11-20', '2026-11-20T13:00:01Z').status).toBe('open');
  });

  it('moves to the next Nairobi day while the UTC date is still the previous one', () => {
    // 21:30Z on the 19th is 00:30 on the 20th in Nairobi
    const now = '2026-11-19T21:30:00Z';
    expect(day('2026-11-19', now)).toEqual({ status: 'past', times: [] });
    expect(day('2026-11-20', now)).toEqual({ status: 'open', times: ALL_DAY.split(' ') });
  });

  it('keeps the New York day open while UTC has moved on', () => {
    const now = '2026-11-20T03:00:00Z'; // 22:00 on the 19th in New York
    const newYork = { timeZone: 'America/New_York' };
    expect(day('2026-11-19', now, newYork).status).toBe('open');
    expect(day('2026-11-19', now, newYork).times).toEqual([]);
    expect(day('2026-11-20', now, newYork).times).toHaveLength(15);
  });

  it('judges Kathmandu at +05:45', () => {
    const kathmandu = { timeZone: 'Asia/Kathmandu' };
    // 18:20Z on the 19th is 00:05 on the 20th in Kathmandu
    expect(day('2026-11-19', '2026-11-19T18:20:00Z', kathmandu).status).toBe('past');
    // 05:00Z is 10:45 in Kathmandu; 11:00 there is 05:15Z
    const slots = dayAvailability({
      date: '2026-11-20',
      timeZone: 'Asia/Kathmandu',
      hours: { weekday: 5, opensAt: '09:00', closesAt: '17:00', isOpen: true },
      slotMinutes: 30,
      serviceMinutes: 60,
      capacity: 1,
      advanceDays: 30,
      nowMs: Date.parse('2026-11-20T05:00:00Z'),
      bookings: [],
      blockedTimes: [],
    });
    expect(slots[0]).toMatchObject({
      time: '11:00',
      startMs: Date.parse('2026-11-20T05:15:00Z'),
      endMs: Date.parse('2026-11-20T06:15:00Z'),
    });
  });

  it('calls a past day past even when it was closed', () => {
    expect(day('2026-11-19', '2026-11-20T06:00:00Z', { hours: undefined }).status).toBe('past');
  });
});

describe('how far ahead', () => {
  it('allows exactly advanceDays ahead and not one more', () => {
    const now = '2026-11-20T06:00:00Z';
    expect(day('2026-12-20', now)).toEqual({ status: 'open', times: ALL_DAY.split(' ') });
    expect(day('2026-12-21', now)).toEqual({ status: 'too-far', times: [] });
  });

  it('counts from the Nairobi date, not the UTC one', () => {
    // 21:30Z on Dec 20 is already Dec 21 in Nairobi, so Jan 20 is exactly 30 days ahead
    expect(day('2027-01-20', '2026-12-20T21:30:00Z').status).toBe('open');
    expect(day('2027-01-20', '2026-12-20T20:30:00Z').status).toBe('too-far');
  });

  it('calls a too-far day too-far even when it is closed', () => {
    expect(day('2026-12-21', '2026-11-20T06:00:00Z', { hours: undefined }).status).toBe('too-far');
  });
});

describe('month and year ends', () => {
  const oneDayAhead = { advanceDays: 1 };

  it('steps from January 31 to February 1', () => {
    const now = '2026-01-31T07:00:00Z';
    expect(day('2026-02-01', now, oneDayAhead)).toEqual({
      status: 'open',
      times: ALL_DAY.split(' '),
    });
    expect(day('2026-02-02', now, oneDayAhead).status).toBe('too-far');
  });

  it('reaches February 29 in a leap year and March 1 otherwise', () => {
    expect(day('2028-02-29', '2028-02-28T07:00:00Z', oneDayAhead).status).toBe('open');
    expect(day('2028-03-01', '2028-02-28T07:00:00Z', oneDayAhead).status).toBe('too-far');
    expect(day('2026-03-01', '2026-02-28T07:00:00Z', oneDayAhead).status).toBe('open');
    const notADate = { date: '2026-02-29', timeZone: 'Africa/Nairobi', hours: undefined };
    expect(() =>
      dateStatus({ ...notADate, advanceDays: 1, nowMs: Date.parse('2026-02-28T07:00:00Z') }),
    ).toThrow(RangeError);
  });

  it('crosses December 31 into the new year', () => {
    // 20:30Z is 23:30 on Dec 31 in Nairobi; 21:30Z is already Jan 1
    expect(day('2026-12-31', '2026-12-31T20:30:00Z', oneDayAhead)).toEqual({
      status: 'open',
      times: [],
    });
    expect(day('2027-01-01', '2026-12-31T20:30:00Z', oneDayAhead).times).toHaveLength(15);
    expect(day('2027-01-02', '2026-12-31T20:30:00Z', oneDayAhead).status).toBe('too-far');
    expect(day('2026-12-31', '2026-12-31T21:30:00Z', oneDayAhead).status).toBe('past');
    expect(day('2027-01-02', '2026-12-31T21:30:00Z', oneDayAhead).status).toBe('open');
  });
});
