import { describe, expect, it } from 'vitest';
import { addDays, parseLocalDate, parseLocalTime, weekdayOf } from './local-time';
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

  it('rejects impossible dates and times', () => {
    expect(parseLocalDate('2026-02-30')).toBeNull();
    expect(parseLocalDate('20-11-2026')).toBeNull();
    expect(parseLocalTime('24:00')).toBeNull();
    expect(parseLocalTime('09:60')).toBeNull();
    expect(parseLocalTime('09:30:00')).toBe(570);
  });
});
