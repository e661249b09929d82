import { and, asc, eq, sql } from 'drizzle-orm';
import { SETTINGS_DEFAULTS } from '@shared/settings';
import { localDateAt } from '@shared/zoned-time';
import type { Database } from '../db/database';
import { businessSettings } from '../db/schema/businesses';
import { staff } from '../db/schema/people';
import {
  presentStaffDashboard,
  type AttendanceRow,
  type StaffSummaryRow,
  type UpcomingRow,
} from './presenter';

/** How many upcoming bookings and attendance records each staff member's card lists (spec: 5). */
export const STAFF_DASHBOARD_LIST = 5;

async function businessTimezone(db: Database, businessId: string): Promise<string> {
  const [settings] = await db
    .select({ timezone: businessSettings.timezone })
    .from(businessSettings)
    .where(eq(businessSettings.businessId, businessId));
  return settings?.timezone ?? SETTINGS_DEFAULTS.timezone;
}

/**
 * Each member's next bookings from today on (not cancelled, not a lapsed unpaid hold), in date and
 * time order, at most five each: one windowed query for the whole team, not one per member.
 */
function upcomingBookings(db: Database, { businessId, today, now }: Scope) {
  return db.execute<UpcomingRow>(sql`
    SELECT id, staff_id, booking_date::text AS booking_date, to_char(booking_time, 'HH24:MI') AS booking_time,
      status, customer_name, service_name
    FROM (
      SELECT b.id, b.staff_id, b.booking_date, b.booking_time, b.status, b.customer_name,
        s.name AS service_name,
        row_number() OVER (PARTITION BY b.staff_id ORDER BY b.booking_date, b.booking_time, b.id) AS n
      FROM bookings b JOIN services s ON s.id = b.service_id
      WHERE b.business_id = ${businessId} AND b.staff_id IS NOT NULL
        AND b.booking_date >= ${today} AND b.status <> 'cancelled'
        AND (b.hold_expires_at IS NULL OR b.hold_expires_at > ${now.toISOString()}::timestamptz)
    ) ranked
    WHERE n <= ${STAFF_DASHBOARD_LIST}
    ORDER BY staff_id, n`);
}

/** Each member's latest attendance records, newest sign-in first, at most five each. */
function recentAttendance(db: Database, { businessId }: Scope) {
  return db.execute<AttendanceRow>(sql`
    SELECT id, staff_id, attendance_date::text AS attendance_date, status, sign_in_time, sign_out_time
    FROM (
      SELECT a.*, row_number() OVER (PARTITION BY a.staff_id ORDER BY a.sign_in_time DESC, a.id) AS n
      FROM staff_attendance a
      WHERE a.business_id = ${businessId}
    ) ranked
    WHERE n <= ${STAFF_DASHBOARD_LIST}
    ORDER BY staff_id, n`);
}

/** Per member: bookings today, upcoming bookings, and whether they are signed in today. */
function summaries(db: Database, { businessId, today, now }: Scope) {
  return db.execute<StaffSummaryRow>(sql`
    SELECT st.id AS staff_id,
      (SELECT count(*)::int FROM bookings b
        WHERE b.business_id = ${businessId} AND b.staff_id = st.id AND b.booking_date = ${today}
          AND b.status <> 'cancelled'
          AND (b.hold_expires_at IS NULL OR b.hold_expires_at > ${now.toISOString()}::timestamptz)) AS today_count,
      (SELECT count(*)::int FROM bookings b
        WHERE b.business_id = ${businessId} AND b.staff_id = st.id AND b.booking_date >= ${today}
          AND b.status <> 'cancelled'
          AND (b.hold_expires_at IS NULL OR b.hold_expires_at > ${now.toISOString()}::timestamptz)) AS upcoming_count,
      (SELECT a.status FROM staff_attendance a
        WHERE a.business_id = ${businessId} AND a.staff_id = st.id AND a.attendance_date = ${today}
        ORDER BY a.sign_in_time DESC LIMIT 1) AS today_status
    FROM staff st
    WHERE st.business_id = ${businessId} AND st.is_active`);
}

interface Scope {
  businessId: string;
  today: string;
  now: Date;
}

/**
 * The staff dashboard in one request: every active member (by name) with a summary, their next five
 * bookings and their last five attendance records.
 */
export async function loadStaffDashboard(
  db: Database,
  { businessId, now = new Date() }: { businessId: string; now?: Date },
) {
  const timezone = await businessTimezone(db, businessId);
  const today = localDateAt(now, timezone);
  const scope = { businessId, today, now };
  const [members, upcoming, attendance, summary] = await Promise.all([
    db
      .select({
        id: staff.id,
        name: staff.name,
        email: staff.email,
        phone: staff.phone,
        shift: staff.shift,
        specialties: staff.specialties,
      })
      .from(staff)
      .where(and(eq(staff.businessId, businessId), eq(staff.isActive, true)))
      .orderBy(asc(staff.name), asc(staff.id)),
    upcomingBookings(db, scope),
    recentAttendance(db, scope),
    summaries(db, scope),
  ]);
  return presentStaffDashboard({
    today,
    timezone,
    members,
    upcoming: upcoming.rows,
    attendance: attendance.rows,
    summaries: summary.rows,
  });
}
