import type { AttendanceRecord } from '@shared/attendance';
import type { staffAttendance } from '../db/schema/people';

export type AttendanceRow = typeof staffAttendance.$inferSelect;

/** A record with its staff member's name and e-mail, as the queries read it. */
export interface AttendanceRowWithStaff {
  record: AttendanceRow;
  staffName: string | null;
  staffEmail: string | null;
}

/**
 * A record as its owner sees it, with the address it came from (the summary shows it). The user
 * agent and coordinates stay on the server: the register shows only that a location was taken.
 */
export function presentAttendance({
  record,
  staffName,
  staffEmail,
}: AttendanceRowWithStaff): AttendanceRecord {
  return {
    id: record.id,
    staffId: record.staffId,
    staffName,
    staffEmail,
    status: record.status,
    attendanceDate: record.attendanceDate,
    signInTime: record.signInTime.toISOString(),
    signOutTime: record.signOutTime?.toISOString() ?? null,
    notes: record.notes,
    ipAddress: record.ipAddress,
    locationTracked: record.latitude !== null && record.longitude !== null,
  };
}
