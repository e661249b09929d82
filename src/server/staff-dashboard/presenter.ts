import { formatTime } from '@shared/format/dates';
import type { AttendanceStatus } from '@shared/staff';

export interface UpcomingRow extends Record<string, unknown> {
  id: string;
  staff_id: string;
  booking_date: string;
  booking_time: string;
  status: string;
  customer_name: string;
  service_name: string;
}

export interface AttendanceRow extends Record<string, unknown> {
  id: string;
  staff_id: string;
  attendance_date: string;
  status: AttendanceStatus;
  sign_in_time: Date | string;
  sign_out_time: Date | string | null;
}

export interface StaffSummaryRow extends Record<string, unknown> {
  staff_id: string;
  today_count: number;
  upcoming_count: number;
  today_status: AttendanceStatus | null;
}

interface Member {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  shift: string | null;
  specialties: string[];
}

/** Both drivers: node-postgres gives a Date, PGlite's raw rows may give the text form. */
function instant(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** HH:mm on the business's clock. */
function localTime(value: Date, timezone: string): string {
  return formatTime(value, timezone);
}

function byStaff<T extends { staff_id: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.staff_id) ?? [];
    list.push(row);
    grouped.set(row.staff_id, list);
  }
  return grouped;
}

export function presentStaffDashboard({
  today,
  timezone,
  members,
  upcoming,
  attendance,
  summaries,
}: {
  today: string;
  timezone: string;
  members: Member[];
  upcoming: UpcomingRow[];
  attendance: AttendanceRow[];
  summaries: StaffSummaryRow[];
}) {
  const bookingsOf = byStaff(upcoming);
  const attendanceOf = byStaff(attendance);
  const summaryOf = new Map(summaries.map((row) => [row.staff_id, row]));
  return {
    today,
    timezone,
    staff: members.map((member) => {
      const summary = summaryOf.get(member.id);
      return {
        id: member.id,
        name: member.name,
        email: member.email,
        phone: member.phone,
        shift: member.shift,
        specialties: member.specialties,
        summary: {
          todayBookings: Number(summary?.today_count ?? 0),
          upcomingBookings: Number(summary?.upcoming_count ?? 0),
          todayStatus: summary?.today_status ?? null,
        },
        upcoming: (bookingsOf.get(member.id) ?? []).map((row) => ({
          id: row.id,
          date: row.booking_date,
          time: row.booking_time,
          status: row.status,
          clientName: row.customer_name,
          serviceName: row.service_name,
        })),
        attendance: (attendanceOf.get(member.id) ?? []).map((row) => {
          const signIn = instant(row.sign_in_time);
          const signOut = row.sign_out_time === null ? null : instant(row.sign_out_time);
          return {
            id: row.id,
            date: row.attendance_date,
            status: row.status,
            signInTime: signIn.toISOString(),
            signOutTime: signOut?.toISOString() ?? null,
            /** HH:mm on the business's clock. */
            signIn: localTime(signIn, timezone),
            signOut: signOut ? localTime(signOut, timezone) : null,
          };
        }),
      };
    }),
  };
}

export type StaffDashboard = ReturnType<typeof presentStaffDashboard>;
