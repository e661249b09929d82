import * as z from 'zod/mini';
import { TEXT_LIMITS } from './limits';
import { addDays, parseLocalDate } from './local-time';
import { plainText } from './plain-text';
import type { AttendanceStatus } from './staff';
import { isUuid } from './uuid';
import { attendanceRules } from './messages/attendance-rules';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Attendance rules of docs/product/owner-area.md §2 Screens, §4 States and §9 Limits and docs/product/settled-rules.md §8 Owner area. */
export const ATTENDANCE_LIMITS = {
  notes: TEXT_LIMITS.notes,
  /** A second sign-in this close to another is a duplicate. */
  duplicateWindowMs: 5 * MINUTE,
  /** A device clock may run this far ahead of the server's. */
  clockSkewMs: 2 * MINUTE,
  /** Offline records older than this are not taken (the queue keeps items 24 hours). */
  offlineMaxAgeMs: 24 * HOUR,
  /** The longest report or export range, in days. */
  rangeDays: 366,
  /** Default report range: seven days back to today. */
  reportDaysBack: 7,
  userAgent: 500,
} as const;

/** The spec's words (section 8), and the API's own refusals, each read from the catalogue when it is said. */
export const ATTENDANCE_MESSAGES = {
  get duplicateSignedIn() {
    return attendanceRules('duplicateSignedIn');
  },
  get duplicateRecent() {
    return attendanceRules('duplicateRecent');
  },
  /** What the screen shows for a refusal of a duplicate sign-in. */
  get duplicateToast() {
    return attendanceRules('duplicateToast');
  },
  get idTaken() {
    return attendanceRules('idTaken');
  },
  get recordNotFound() {
    return attendanceRules('recordNotFound');
  },
  get staffNotFound() {
    return attendanceRules('staffNotFound');
  },
  get staffId() {
    return attendanceRules('staffId');
  },
  get id() {
    return attendanceRules('id');
  },
  get notesTooLong() {
    return attendanceRules('notesTooLong', { max: TEXT_LIMITS.notes });
  },
  get notesCombinedTooLong() {
    return attendanceRules('notesCombinedTooLong', { max: TEXT_LIMITS.notes });
  },
  get time() {
    return attendanceRules('time');
  },
  get signInFuture() {
    return attendanceRules('signInFuture');
  },
  get signInTooOld() {
    return attendanceRules('signInTooOld');
  },
  get signOutFuture() {
    return attendanceRules('signOutFuture');
  },
  get geolocation() {
    return attendanceRules('geolocation');
  },
  get date() {
    return attendanceRules('date');
  },
  get range() {
    return attendanceRules('range');
  },
  get rangeTooLong() {
    return attendanceRules('rangeTooLong', { max: ATTENDANCE_LIMITS.rangeDays });
  },
  get signedIn() {
    return attendanceRules('signedIn');
  },
  get signedOut() {
    return attendanceRules('signedOut');
  },
  get signOutFailed() {
    return attendanceRules('signOutFailed');
  },
  submitFailed: (message: string) => attendanceRules('submitFailed', { message }),
  get savedOffline() {
    return attendanceRules('savedOffline');
  },
  get successIn() {
    return attendanceRules('successIn');
  },
  get successOut() {
    return attendanceRules('successOut');
  },
  get exported() {
    return attendanceRules('exported');
  },
  get exportFailed() {
    return attendanceRules('exportFailed');
  },
  get noData() {
    return attendanceRules('noData');
  },
  get noActiveStaff() {
    return attendanceRules('noActiveStaff');
  },
  get noActiveStaffHint() {
    return attendanceRules('noActiveStaffHint');
  },
  get noRecords() {
    return attendanceRules('noRecords');
  },
  get stillWorking() {
    return attendanceRules('stillWorking');
  },
};

/** A record as the owner API returns it. */
export interface AttendanceRecord {
  id: string;
  staffId: string;
  staffName: string | null;
  staffEmail: string | null;
  status: AttendanceStatus;
  /** The business-local date of signInTime, yyyy-MM-dd. */
  attendanceDate: string;
  signInTime: string;
  signOutTime: string | null;
  notes: string | null;
  /** The address the sign-in came from, as the server saw it (the summary shows it). */
  ipAddress: string | null;
  locationTracked: boolean;
}

export type ReportRecord = AttendanceRecord & { durationHours: number | null };

const notes = z.pipe(
  z
    .string({ error: () => ATTENDANCE_MESSAGES.notesTooLong })
    .check(
      z.trim(),
      plainText({ multiline: true }),
      z.maxLength(ATTENDANCE_LIMITS.notes, { error: () => ATTENDANCE_MESSAGES.notesTooLong }),
    ),
  z.transform((value) => value || null),
);

const instant = z.pipe(
  z.iso.datetime({ offset: true, error: () => ATTENDANCE_MESSAGES.time }),
  z.transform((value) => new Date(value)),
);

const uuid = (message: () => string) =>
  z.pipe(
    z.string({ error: message }).check(z.refine(isUuid, { error: message })),
    z.transform((value) => value.toLowerCase()),
  );

const geolocationMessage = () => ATTENDANCE_MESSAGES.geolocation;

const coordinate = (limit: number) =>
  z
    .number({ error: geolocationMessage })
    .check(
      z.gte(-limit, { error: geolocationMessage }),
      z.lte(limit, { error: geolocationMessage }),
    );

const geolocation = z.object(
  {
    latitude: coordinate(90),
    longitude: coordinate(180),
    accuracy: z.optional(
      z.nullable(
        z.number({ error: geolocationMessage }).check(z.gte(0, { error: geolocationMessage })),
      ),
    ),
  },
  { error: geolocationMessage },
);

/** A sign-in; id and signInTime are set by a device that made the record offline. */
export const SignInSchema = z.object({
  id: z.optional(uuid(() => ATTENDANCE_MESSAGES.id)),
  staffId: uuid(() => ATTENDANCE_MESSAGES.staffId),
  notes: z.optional(z.nullable(notes)),
  geolocation: z.optional(z.nullable(geolocation)),
  signInTime: z.optional(z.nullable(instant)),
});
export type SignInInput = z.input<typeof SignInSchema>;
export type SignInValues = z.output<typeof SignInSchema>;

export const SignOutSchema = z.object({
  signOutTime: z.optional(z.nullable(instant)),
  notes: z.optional(z.nullable(notes)),
});
export type SignOutInput = z.input<typeof SignOutSchema>;
export type SignOutValues = z.output<typeof SignOutSchema>;

// an empty date field is no date: 'Leave dates empty to export all records'
const localDate = z.optional(
  z.pipe(
    z.string({ error: () => ATTENDANCE_MESSAGES.date }),
    z.transform((value, ctx) => {
      const date = value.trim();
      if (date === '') return undefined;
      if (parseLocalDate(date)) return date;
      ctx.issues.push({ code: 'custom', message: ATTENDANCE_MESSAGES.date, input: value });
      return z.NEVER;
    }),
  ),
);

export const AttendanceDayQuerySchema = z.object({ date: localDate });

/** From and To of a report or export; both optional (defaults are the server's to choose). */
export const AttendanceRangeQuerySchema = z.object({ from: localDate, to: localDate });
export type AttendanceRangeQuery = z.output<typeof AttendanceRangeQuerySchema>;

/** Why a range cannot be used, or null. */
export function rangeProblem(from: string, to: string): string | null {
  if (from > to) return ATTENDANCE_MESSAGES.range;
  if (addDays(from, ATTENDANCE_LIMITS.rangeDays - 1) < to) return ATTENDANCE_MESSAGES.rangeTooLong;
  return null;
}

/** The report's default range: seven days back to today (docs/product/owner-area.md §9 Limits). */
export function defaultReportRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -ATTENDANCE_LIMITS.reportDaysBack), to: today };
}

/**
 * Why a sign-in time from a device cannot be taken, or null: a device clock may be a little ahead,
 * and the offline queue keeps items a day, so anything outside that is a wrong clock or stale data.
 */
export function signInTimeProblem(time: Date, now: Date): string | null {
  if (time.getTime() > now.getTime() + ATTENDANCE_LIMITS.clockSkewMs) {
    return ATTENDANCE_MESSAGES.signInFuture;
  }
  if (time.getTime() < now.getTime() - ATTENDANCE_LIMITS.offlineMaxAgeMs) {
    return ATTENDANCE_MESSAGES.signInTooOld;
  }
  return null;
}

export function signOutTimeProblem(time: Date, now: Date): string | null {
  return time.getTime() > now.getTime() + ATTENDANCE_LIMITS.clockSkewMs
    ? ATTENDANCE_MESSAGES.signOutFuture
    : null;
}

/** The sign-out time to store: the one given or now, never before the sign-in. */
export function signOutTimeFor(signIn: Date, given: Date | null | undefined, now: Date): Date {
  const time = given ?? now;
  return time < signIn ? signIn : time;
}

/** Sign-in notes, then sign-out notes on a line of their own. */
export function combinedNotes(signIn: string | null, signOut: string | null | undefined) {
  if (!signOut) return signIn;
  return signIn ? `${signIn}\n${signOut}` : signOut;
}

export const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/** Hours between sign-in and sign-out, to one decimal; null while still working. */
export function durationHours(signInTime: string, signOutTime: string | null): number | null {
  if (!signOutTime) return null;
  const ms = Date.parse(signOutTime) - Date.parse(signInTime);
  return roundToTenth(Math.max(0, ms) / HOUR);
}

export interface StaffTotals {
  daysWorked: number;
  totalHours: number;
  averageHours: number;
}

/**
 * One staff member's figures: days worked are the distinct attendance dates (a shift past midnight
 * counts on the day it began), total hours add the finished records' exact durations, rounded once,
 * and the average is total hours over days worked, to one decimal.
 */
export function staffTotals(
  records: readonly Pick<AttendanceRecord, 'attendanceDate' | 'signInTime' | 'signOutTime'>[],
): StaffTotals {
  const days = new Set(records.map((record) => record.attendanceDate)).size;
  const ms = records.reduce(
    (sum, record) =>
      record.signOutTime
        ? sum + Math.max(0, Date.parse(record.signOutTime) - Date.parse(record.signInTime))
        : sum,
    0,
  );
  const hours = ms / HOUR;
  return {
    daysWorked: days,
    totalHours: roundToTenth(hours),
    averageHours: days === 0 ? 0 : roundToTenth(hours / days),
  };
}

/**
 * The spec's attendance rate (section 9): signed records divided by distinct attendance dates, as a
 * percentage to one decimal; every record is a signed entry of the register, so with several staff
 * it passes 100. Null for a period without records.
 */
export function attendanceRate(records: readonly Pick<AttendanceRecord, 'attendanceDate'>[]) {
  const days = new Set(records.map((record) => record.attendanceDate)).size;
  return days === 0 ? null : roundToTenth((records.length / days) * 100);
}

/** attendance_records_{from}_to_{to}.csv for a range, all_records_{today}.csv without one. */
export function attendanceExportFileName(range: AttendanceRangeQuery, today: string): string {
  if (!range.from && !range.to) return `all_records_${today}.csv`;
  return `attendance_records_${range.from ?? 'start'}_to_${range.to ?? today}.csv`;
}
