import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_MESSAGES,
  attendanceExportFileName,
  AttendanceRangeQuerySchema,
  attendanceRate,
  combinedNotes,
  defaultReportRange,
  durationHours,
  rangeProblem,
  SignInSchema,
  signInTimeProblem,
  signOutTimeFor,
  staffTotals,
} from './attendance';

const STAFF_ID = '6f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';
const at = (iso: string) => new Date(iso);

describe('report arithmetic', () => {
  // Nairobi is UTC+3: a shift from 22:00 to 02:30 local crosses midnight, and counts on its first day
  const records = [
    {
      attendanceDate: '2026-05-04',
      signInTime: '2026-05-04T19:00:00.000Z',
      signOutTime: '2026-05-04T23:30:00.000Z',
    },
    {
      attendanceDate: '2026-05-05',
      signInTime: '2026-05-05T05:00:00.000Z',
      signOutTime: '2026-05-05T13:20:00.000Z',
    },
    // a second, short record the same day: one day worked, its hours added
    {
      attendanceDate: '2026-05-05',
      signInTime: '2026-05-05T14:00:00.000Z',
      signOutTime: '2026-05-05T14:40:00.000Z',
    },
    // still working: a day worked, no hours
    { attendanceDate: '2026-05-06', signInTime: '2026-05-06T05:00:00.000Z', signOutTime: null },
  ];

  it('gives a duration in hours to one decimal, across midnight, or null while working', () => {
    expect(durationHours('2026-05-04T19:00:00.000Z', '2026-05-04T23:30:00.000Z')).toBe(4.5);
    expect(durationHours('2026-05-05T05:00:00.000Z', '2026-05-05T13:20:00.000Z')).toBe(8.3);
    expect(durationHours('2026-05-05T05:00:00.000Z', null)).toBeNull();
    expect(durationHours('2026-05-05T05:00:00.000Z', '2026-05-05T05:00:00.000Z')).toBe(0);
  });

  it('counts distinct days, adds exact hours and averages them per day worked', () => {
    // 4.5 + 8.333 + 0.667 = 13.5 hours over three days
    expect(staffTotals(records)).toEqual({ daysWorked: 3, totalHours: 13.5, averageHours: 4.5 });
    expect(staffTotals(records.slice(1, 3))).toEqual({
      daysWorked: 1,
      totalHours: 9,
      averageHours: 9,
    });
    expect(staffTotals([])).toEqual({ daysWorked: 0, totalHours: 0, averageHours: 0 });
  });

  it('rounds the total once, not each record', () => {
    // three records of 20 minutes: 1.0 hour, where rounding each (0.3) would give 0.9
    const third = ['05', '06', '07'].map((day) => ({
      attendanceDate: `2026-05-${day}`,
      signInTime: `2026-05-${day}T08:00:00.000Z`,
      signOutTime: `2026-05-${day}T08:20:00.000Z`,
    }));
    expect(staffTotals(third)).toEqual({ daysWorked: 3, totalHours: 1, averageHours: 0.3 });
  });

  it('gives the rate as signed records over distinct dates, as a percentage', () => {
    expect(attendanceRate(records)).toBe(133.3);
    expect(attendanceRate(records.slice(0, 1))).toBe(100);
    expect(attendanceRate([])).toBeNull();
  });
});

describe('times from an offline device', () => {
  const now = at('2026-05-04T12:00:00Z');

  it('takes a sign-in up to two minutes ahead and up to 24 hours old', () => {
    expect(signInTimeProblem(at('2026-05-04T12:02:00Z'), now)).toBeNull();
    expect(signInTimeProblem(at('2026-05-04T12:02:01Z'), now)).toBe(
      ATTENDANCE_MESSAGES.signInFuture,
    );
    expect(signInTimeProblem(at('2026-05-03T12:00:00Z'), now)).toBeNull();
    expect(signInTimeProblem(at('2026-05-03T11:59:59Z'), now)).toBe(
      ATTENDANCE_MESSAGES.signInTooOld,
    );
  });

  it('never signs out before the sign-in', () => {
    const signIn = at('2026-05-04T11:00:00Z');
    expect(signOutTimeFor(signIn, null, now)).toEqual(now);
    expect(signOutTimeFor(signIn, at('2026-05-04T11:30:00Z'), now)).toEqual(
      at('2026-05-04T11:30:00Z'),
    );
    expect(signOutTimeFor(signIn, at('2026-05-04T10:00:00Z'), now)).toEqual(signIn);
  });

  it('keeps sign-in notes and adds sign-out notes on a new line', () => {
    expect(combinedNotes('Opened the shop', 'Closed early')).toBe('Opened the shop\nClosed early');
    expect(combinedNotes(null, 'Closed early')).toBe('Closed early');
    expect(combinedNotes('Opened the shop', null)).toBe('Opened the shop');
  });
});

describe('the sign-in body', () => {
  it('cleans notes and ids and reads a time with its offset', () => {
    const parsed = safeParse(SignInSchema, {
      id: STAFF_ID.toUpperCase(),
      staffId: STAFF_ID,
      notes: '  ',
      signInTime: '2026-05-04T08:30:00+03:00',
    });
    expect(parsed.success && parsed.data).toEqual({
      id: STAFF_ID,
      staffId: STAFF_ID,
      notes: null,
      signInTime: at('2026-05-04T05:30:00Z'),
    });
  });

  // the messages are named, and read when each case runs: the words arrive after the table is made
  it.each([
    [{ staffId: 'nope' }, 'staffId'],
    [{ staffId: STAFF_ID, notes: 'n'.repeat(501) }, 'notesTooLong'],
    [{ staffId: STAFF_ID, notes: 'bell\u0007' }, undefined],
    [{ staffId: STAFF_ID, signInTime: '2026-05-04 08:30' }, 'time'],
    [{ staffId: STAFF_ID, signInTime: '2026-02-30T08:30:00Z' }, 'time'],
    [{ staffId: STAFF_ID, geolocation: { latitude: 91, longitude: 0 } }, undefined],
  ] as const)('refuses %j', (body, message) => {
    const parsed = safeParse(SignInSchema, body);
    expect(parsed.success).toBe(false);
    if (message && !parsed.success)
      expect(parsed.error.issues[0]?.message).toBe(ATTENDANCE_MESSAGES[message]);
  });
});

describe('ranges and file names', () => {
  it('defaults the report to seven days back and refuses upside-down or overlong ranges', () => {
    expect(defaultReportRange('2026-03-03')).toEqual({ from: '2026-02-24', to: '2026-03-03' });
    expect(rangeProblem('2026-05-05', '2026-05-04')).toBe(ATTENDANCE_MESSAGES.range);
    expect(rangeProblem('2026-01-01', '2027-01-01')).toBeNull();
    expect(rangeProblem('2026-01-01', '2027-01-02')).toBe(ATTENDANCE_MESSAGES.rangeTooLong);
  });

  it('reads an empty date field as no date, and refuses a date that is not real', () => {
    expect(safeParse(AttendanceRangeQuerySchema, { from: '', to: ' ' })).toMatchObject({
      success: true,
      data: {},
    });
    expect(safeParse(AttendanceRangeQuerySchema, { from: '2026-02-29' }).success).toBe(false);
    expect(safeParse(AttendanceRangeQuerySchema, { to: '2028-02-29' }).success).toBe(true);
  });

  it('names the export after its range, or all records with today', () => {
    expect(attendanceExportFileName({ from: '2026-05-01', to: '2026-05-07' }, '2026-05-08')).toBe(
      'attendance_records_2026-05-01_to_2026-05-07.csv',
    );
    expect(attendanceExportFileName({}, '2026-05-08')).toBe('all_records_2026-05-08.csv');
  });
});
