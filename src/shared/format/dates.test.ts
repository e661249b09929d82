import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../i18n/current-locale';
import { formatMoney } from '../money';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatLongDate,
  formatLongDay,
  formatLongDayTime,
  formatMonth,
  formatShortDay,
  formatTime,
  monthName,
  weekdayName,
  zoneClock,
} from './dates';
import { formatTimeZone, OFFERED_ZONES } from './time-zones';

describe('business-local dates', () => {
  it('writes one day-first style in a small set of named forms', () => {
    expect(formatDate('2026-12-01')).toBe('1 Dec 2026');
    expect(formatDay('2026-12-01')).toBe('Tue, 1 Dec 2026');
    expect(formatShortDay('2026-11-30')).toBe('Mon, 30 Nov');
    expect(formatLongDay('2026-12-05')).toBe('Saturday, 5 December 2026');
    expect(formatLongDate('2026-12-05')).toBe('5 December 2026');
    expect(formatMonth('2026-12-05')).toBe('December 2026');
    expect(formatLongDayTime('2026-12-01', '14:30:00')).toBe('Tuesday, 1 December 2026 at 14:30');
  });

  it('names September with three letters, whatever the browser data says', () => {
    expect(formatDate('2026-09-15')).toBe('15 Sep 2026');
  });

  it('keeps a local date on its own day, far from UTC', () => {
    // no zone is read for a calendar date: the day written is the day stored
    expect(formatDay('2030-01-01')).toBe('Tue, 1 Jan 2030');
    expect(formatDay('2028-02-29')).toBe('Tue, 29 Feb 2028');
  });

  it('refuses what is not a date, and an instant given no zone', () => {
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDate('2026-12-01T10:00:00Z')).toThrow(RangeError);
    expect(() => formatTime('2026-12-01T10:00:00Z')).toThrow(RangeError);
  });
});

describe('instants on the business clock', () => {
  // 22:30 UTC on 30 November is already 1 December in Nairobi (UTC+3)
  const lateUtc = '2026-11-30T22:30:00Z';

  it('takes the day in the business zone across midnight UTC', () => {
    expect(formatDay(lateUtc, 'Africa/Nairobi')).toBe('Tue, 1 Dec 2026');
    expect(formatDay(lateUtc, 'UTC')).toBe('Mon, 30 Nov 2026');
    expect(formatDay(lateUtc, 'America/New_York')).toBe('Mon, 30 Nov 2026');
    expect(formatDate(new Date(lateUtc), 'Africa/Nairobi')).toBe('1 Dec 2026');
  });

  it('writes times on a 24-hour clock, midnight as 00:00', () => {
    expect(formatTime(lateUtc, 'Africa/Nairobi')).toBe('01:30');
    expect(formatTime('2026-12-01T11:05:00Z', 'Africa/Nairobi')).toBe('14:05');
    expect(formatTime('2026-11-30T21:00:00Z', 'Africa/Nairobi')).toBe('00:00');
    expect(formatTime('09:15')).toBe('09:15');
    expect(formatDateTime(lateUtc, 'Africa/Nairobi')).toBe('1 Dec 2026, 01:30');
  });

  it('crosses a clock change and a year end', () => {
    expect(formatDateTime('2026-03-29T01:30:00Z', 'Europe/London')).toBe('29 Mar 2026, 02:30');
    expect(formatLongDay('2026-12-31T21:00:00Z', 'Africa/Nairobi')).toBe('Friday, 1 January 2027');
  });

  it('keeps one formatter per zone', () => {
    expect(zoneClock('Africa/Nairobi')).toBe(zoneClock('Africa/Nairobi'));
    expect(() => zoneClock('Mars/Olympus')).toThrow(RangeError);
  });
});

describe('time zones as a person reads them', () => {
  it('says East Africa Time, never the zone id or an abbreviation', () => {
    expect(formatTimeZone('Africa/Nairobi')).toBe('East Africa Time');
    expect(formatTimeZone('Africa/Kampala')).toBe('East Africa Time');
    expect(formatTimeZone('Africa/Kigali')).toBe('Central Africa Time');
  });

  it('offers the East African zones first', () => {
    expect(OFFERED_ZONES.slice(0, 5).map((zone) => zone.id)).toEqual([
      'Africa/Nairobi',
      'Africa/Kampala',
      'Africa/Dar_es_Salaam',
      'Africa/Addis_Ababa',
      'Africa/Mogadishu',
    ]);
  });

  it('names every offered zone for what it is there', () => {
    // the written name agrees with the offset the zone really has in January
    const january = new Date('2026-01-15T12:00:00Z');
    for (const zone of OFFERED_ZONES) {
      const hour = Number(formatTime(january, zone.id).slice(0, 2));
      if (zone.nameId === 'eastAfrica') expect(hour, zone.id).toBe(15);
      if (zone.nameId === 'centralAfrica') expect(hour, zone.id).toBe(14);
    }
  });
});

describe('dates and money in Kiswahili', () => {
  afterEach(() => setLocaleSource(() => 'en'));

  it('writes the same forms with Kiswahili names, and a time after a comma on a 24-hour clock', () => {
    setLocaleSource(() => 'sw');
    expect(formatDate('2026-12-01')).toBe('1 Des 2026');
    expect(formatDay('2026-12-01')).toBe('Jumanne, 1 Des 2026');
    expect(formatShortDay('2026-11-30')).toBe('Jumatatu, 30 Nov');
    expect(formatLongDay('2026-12-05')).toBe('Jumamosi, 5 Desemba 2026');
    expect(formatLongDate('2026-08-05')).toBe('5 Agosti 2026');
    expect(formatMonth('2026-03-05')).toBe('Machi 2026');
    // never 'saa', which invites the hours counted from dawn: 09:00 must not read as 15:00
    expect(formatLongDayTime('2026-12-01', '09:00:00')).toBe('Jumanne, 1 Desemba 2026, 09:00');
    expect(formatDateTime('2026-12-01T11:30:00Z', 'Africa/Nairobi')).toBe('1 Des 2026, 14:30');
    expect(weekdayName(3)).toBe('Jumatano');
    expect(weekdayName(2, { long: true })).toBe('Jumanne');
    expect(monthName(12)).toBe('Desemba');
  });

  it('writes money the one Kenyan way in both languages', () => {
    setLocaleSource(() => 'sw');
    expect(formatMoney({ amountMinor: 150_000, currency: 'KES' })).toBe('KES 1,500');
    expect(formatMoney({ amountMinor: 1_500, currency: 'USD' })).toBe('$15.00');
    setLocaleSource(() => 'en');
    expect(formatMoney({ amountMinor: 150_000, currency: 'KES' })).toBe('KES 1,500');
  });
});
