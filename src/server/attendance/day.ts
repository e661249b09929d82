import { and, asc, eq } from 'drizzle-orm';
import type { AttendanceRecord } from '@shared/attendance';
import type { Database } from '../db/database';
import { staff, staffAttendance } from '../db/schema/people';
import { attendanceRecords, businessDay } from './queries';

/** The active members, by name, as the register and the reports list them. */
export function activeStaff(db: Database, businessId: string) {
  return db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(and(eq(staff.businessId, businessId), eq(staff.isActive, true)))
    .orderBy(asc(staff.name), asc(staff.id));
}

/**
 * The register for one business-local date (today by default): each active member with their
 * newest record of that date, every record of the date newest first, and the day's summary.
 */
export async function attendanceDay(
  db: Database,
  { businessId, date, now }: { businessId: string; date?: string; now: Date },
) {
  const { today } = await businessDay(db, businessId, now);
  const day = date ?? today;
  const [members, records] = await Promise.all([
    activeStaff(db, businessId),
    attendanceRecords(
      db,
      and(eq(staffAttendance.businessId, businessId), eq(staffAttendance.attendanceDate, day)),
    ),
  ]);
  const newest = new Map<string, AttendanceRecord>();
  // newest sign-in first, so the first seen per member is theirs
  for (const record of records) if (!newest.has(record.staffId)) newest.set(record.staffId, record);
  const rows = members.map((member) => ({ ...member, record: newest.get(member.id) ?? null }));
  const signedOut = rows.filter((row) => row.record?.status === 'signed_out').length;
  const notSignedIn = rows.filter((row) => !row.record).length;
  return {
    date: day,
    today,
    staff: rows,
    records,
    summary: {
      activeStaff: rows.length,
      signedIn: rows.length - signedOut - notSignedIn,
      signedOut,
      notSignedIn,
    },
  };
}
