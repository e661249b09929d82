import { and, desc, eq, type SQL } from 'drizzle-orm';
import { ATTENDANCE_MESSAGES } from '@shared/attendance';
import { localDateAt } from '@shared/zoned-time';
import type { Database, Executor } from '../db/database';
import { staff, staffAttendance } from '../db/schema/people';
import { businessTimezone } from '../exports/operations';
import { ApiError } from '../http/errors';
import { presentAttendance } from './presenter';

export function recordNotFound(): ApiError {
  return new ApiError(404, 'not_found', ATTENDANCE_MESSAGES.recordNotFound);
}

export function staffNotFound(): ApiError {
  return new ApiError(404, 'not_found', ATTENDANCE_MESSAGES.staffNotFound);
}

/** A refusal of one field, in the shape the validators give. */
export function badField(field: string, message: string): ApiError {
  return new ApiError(400, 'validation', message, { [field]: message });
}

/** The business's time zone and its today (section 4: dates are the business's, not the device's). */
export async function businessDay(db: Database, businessId: string, now: Date) {
  const timezone = await businessTimezone(db, businessId);
  return { timezone, today: localDateAt(now, timezone) };
}

/** Records with their staff member's name and e-mail, newest sign-in first within a date. */
export async function attendanceRecords(db: Executor, where: SQL | undefined) {
  const rows = await db
    .select({ record: staffAttendance, staffName: staff.name, staffEmail: staff.email })
    .from(staffAttendance)
    .leftJoin(staff, eq(staff.id, staffAttendance.staffId))
    .where(where)
    .orderBy(
      desc(staffAttendance.attendanceDate),
      desc(staffAttendance.signInTime),
      desc(staffAttendance.id),
    );
  return rows.map(presentAttendance);
}

/** One of the business's records, or nothing (another business's looks the same as none). */
export async function ownedRecord(db: Executor, businessId: string, id: string) {
  const [record] = await attendanceRecords(
    db,
    and(eq(staffAttendance.id, id), eq(staffAttendance.businessId, businessId)),
  );
  return record;
}
