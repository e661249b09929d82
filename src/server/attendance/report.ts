import { and, between, eq } from 'drizzle-orm';
import {
  attendanceRate,
  defaultReportRange,
  durationHours,
  rangeProblem,
  staffTotals,
  type AttendanceRangeQuery,
} from '@shared/attendance';
import type { Database } from '../db/database';
import { staffAttendance } from '../db/schema/people';
import { activeStaff } from './day';
import { attendanceRecords, badField, businessDay } from './queries';

/**
 * The report for a range of business-local dates (seven days back to today by default): figures
 * per member, active members and anyone with records in the range, by name; every record, date
 * descending then sign-in descending; and the spec's attendance rate.
 */
export async function attendanceReport(
  db: Database,
  { businessId, range, now }: { businessId: string; range: AttendanceRangeQuery; now: Date },
) {
  const { today } = await businessDay(db, businessId, now);
  const defaults = defaultReportRange(today);
  const from = range.from ?? defaults.from;
  const to = range.to ?? defaults.to;
  const problem = rangeProblem(from, to);
  if (problem) throw badField(range.from ? 'from' : 'to', problem);
  const [members, records] = await Promise.all([
    activeStaff(db, businessId),
    attendanceRecords(
      db,
      and(
        eq(staffAttendance.businessId, businessId),
        between(staffAttendance.attendanceDate, from, to),
      ),
    ),
  ]);
  const people = new Map(members.map((member) => [member.id, member]));
  for (const record of records) {
    if (!people.has(record.staffId)) {
      people.set(record.staffId, {
        id: record.staffId,
        name: record.staffName ?? '',
        email: record.staffEmail ?? '',
      });
    }
  }
  const staff = [...people.values()]
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .map((member) => ({
      staffId: member.id,
      name: member.name,
      email: member.email,
      ...staffTotals(records.filter((record) => record.staffId === member.id)),
    }));
  return {
    from,
    to,
    staff,
    records: records.map((record) => ({
      ...record,
      durationHours: durationHours(record.signInTime, record.signOutTime),
    })),
    attendanceRate: attendanceRate(records),
  };
}
