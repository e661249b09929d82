import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysIntoWeek,
  parseLocalDate,
  parseLocalTime,
  startOfWeek,
  weekdayOf,
} from './local-time';
import { localDateAt, zonedInstant } from './zoned-time';

describe('local dates and times', () => {
  it('reads a Nairobi wall-clock time as the instant three hours earlier in UTC', () => {
    expect(zonedInstant('2026-11-20', '09:00', 'Africa/Nairobi').toISOString()).toBe(
      '2026-11-20T06:00:00.000Z',
    );
  });

  it('follows daylight-saving changes', () => {
    // London is on GMT in January and BST in July
    expect(zonedInstant('2026-01-15', '10:00', 'Europe/London').toISOString()).toBe(
      '2026-01-15T10:00:00.000Z',
    );
    expect(zonedInstant('2026-07-15', '10:00', 'Europe/London').toISOString()).toBe(
      '2026-07-15T09:00:00.000Z',
    );
  });

  it('judges "today" in the business time zone, not UTC', () => {
    // 22:30 UTC on the 20th is already the 21st in Nairobi
    expect(localDateAt(new Date('2026-11-20T22:30:00Z'), 'Africa/Nairobi')).toBe('2026-11-21');
    expect(localDateAt(new Date('2026-11-20T22:30:00Z'), 'America/New_York')).toBe('2026-11-20');
  });

  it('steps across month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('numbers weekdays from Sunday = 0', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-20')).toBe(5);
  });

  it('reads a date exactly as the pattern and the calendar do', () => {
    // what parseLocalDate did with a regular expression and a Date: the reference it must match
    const reference = (value: string) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (!match) return null;
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const probe = new Date(Date.UTC(year, month - 1, day));
      const isSame =
        probe.getUTCFullYear() === year &&
        probe.getUTCMonth() === month - 1 &&
        probe.getUTCDate() === day;
      return isSame ? { year, month, day } : null;
    };
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    const values: string[] = [];
    // every month's days 0 to 32 in years around every leap rule (1900, 2000, 2024, 2100)
    for (const year of [99, 100, 1899, 1900, 1999, 2000, 2023, 2024, 2025, 2026, 2100, 2400, 9999])
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++)
          values.push(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
    values.push(
      '2026-1-01',
      ' 2026-01-01',
      '2026-01-01 ',
      '2026/01/01',
      '2026-01-0a',
      '+02026-01-01',
      '２０２６-01-01',
      '2026-01-01\n',
      '',
      '0000-01-01',
      '2026-00-00',
      '2026-13-01',
      '2026-02-29',
    );
    for (const value of values) expect(parseLocalDate(value), value).toEqual(reference(value));
  });

  it('rejects impossible dates and times', () => {
    expect(parseLocalDate('2026-02-30')).toBeNull();
    expect(parseLocalDate('20-11-2026')).toBeNull();
    expect(parseLocalTime('24:00')).toBeNull();
    expect(parseLocalTime('09:60')).toBeNull();
    expect(parseLocalTime('09:30:00')).toBe(570);
  });
});

describe('the week', () => {
  it('starts on Monday: a Sunday ends the week before the next Monday', () => {
    // Monday 30 Nov 2026 to Sunday 6 Dec 2026
    for (const day of ['2026-11-30', '2026-12-02', '2026-12-06'])
      expect(startOfWeek(day)).toBe('2026-11-30');
    expect(startOfWeek('2026-12-07')).toBe('2026-12-07');
    expect(daysIntoWeek('2026-11-30')).toBe(0);
    expect(daysIntoWeek('2026-12-06')).toBe(6);
    // across a year end: Thursday 1 January 2026 is in the week of Monday 29 December
    expect(startOfWeek('2026-01-01')).toBe('2025-12-29');
  });
});
