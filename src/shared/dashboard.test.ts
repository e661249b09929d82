import { describe, expect, it } from 'vitest';
import { datesOf, periodRanges, trialDaysLeft } from './dashboard';

describe('periodRanges', () => {
  it('compares today with yesterday, across a month end', () => {
    expect(periodRanges('today', '2030-03-01')).toEqual({
      current: { from: '2030-03-01', to: '2030-03-01' },
      previous: { from: '2030-02-28', to: '2030-02-28' },
    });
  });

  it('starts the week on Monday, whatever the day', () => {
    const week = { from: '2029-12-31', to: '2030-01-06' };
    const before = { from: '2029-12-24', to: '2029-12-30' };
    // Monday, Thursday and Sunday of the same week
    for (const day of ['2029-12-31', '2030-01-03', '2030-01-06'])
      expect(periodRanges('week', day)).toEqual({ current: week, previous: before });
    expect(periodRanges('week', '2030-01-07').current.from).toBe('2030-01-07');
    expect(periodRanges('week', '2029-12-30').current.from).toBe('2029-12-24');
  });

  it('takes whole calendar months, leap February included', () => {
    expect(periodRanges('month', '2028-03-15')).toEqual({
      current: { from: '2028-03-01', to: '2028-03-31' },
      previous: { from: '2028-02-01', to: '2028-02-29' },
    });
    expect(periodRanges('month', '2030-01-31').previous).toEqual({
      from: '2029-12-01',
      to: '2029-12-31',
    });
  });

  it('takes whole calendar years', () => {
    expect(periodRanges('year', '2030-07-04')).toEqual({
      current: { from: '2030-01-01', to: '2030-12-31' },
      previous: { from: '2029-01-01', to: '2029-12-31' },
    });
  });

  it('refuses a date that does not exist', () => {
    expect(() => periodRanges('month', '2030-02-30')).toThrow(RangeError);
  });
});

describe('datesOf', () => {
  it('lists every date of a range, both ends included', () => {
    expect(datesOf({ from: '2029-12-30', to: '2030-01-02' })).toEqual([
      '2029-12-30',
      '2029-12-31',
      '2030-01-01',
      '2030-01-02',
    ]);
    expect(datesOf({ from: '2028-01-01', to: '2028-12-31' })).toHaveLength(366);
  });
});

describe('trialDaysLeft', () => {
  const now = new Date('2030-03-10T09:00:00Z');
  const later = (hours: number) => new Date(now.getTime() + hours * 60 * 60 * 1000);
  it('counts a part day as a day, and ends at 0', () => {
    expect(trialDaysLeft(later(7 * 24), now)).toBe(7);
    expect(trialDaysLeft(later(2 * 24 + 1), now)).toBe(3);
    expect(trialDaysLeft(later(1), now)).toBe(1);
    expect(trialDaysLeft(now, now)).toBe(0);
    expect(trialDaysLeft(later(-1), now)).toBe(0);
    expect(trialDaysLeft(later(-49), now)).toBe(-2);
  });
});
