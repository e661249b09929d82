import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { businessSettings } from '../../src/server/db/schema/businesses';
import { staffAttendance } from '../../src/server/db/schema/people';
import type { AttendanceRecord, ReportRecord } from '../../src/shared/attendance';
import type { ownerWithBusiness } from './owners';
import { createStaff } from './staff';
import type { TestServer } from './test-server';
import { readJson } from './answers';

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

export interface AttendanceDay {
  date: string;
  today: string;
  staff: { id: string; name: string; email: string; record: AttendanceRecord | null }[];
  records: AttendanceRecord[];
  summary: { activeStaff: number; signedIn: number; signedOut: number; notSignedIn: number };
}

export interface AttendanceReport {
  from: string;
  to: string;
  staff: {
    staffId: string;
    name: string;
    email: string;
    daysWorked: number;
    totalHours: number;
    averageHours: number;
  }[];
  records: ReportRecord[];
  attendanceRate: number | null;
}

/** A new member of the owner's staff, through the API. */
export async function hire(owner: Owner, name: string, isActive = true): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  return (await createStaff(owner, { name, email, isActive })).id;
}

export function signIn(owner: Owner, body: object, headers?: Record<string, string>) {
  return owner.client.request('/api/attendance', {
    method: 'POST',
    body,
    ...(headers && { headers }),
  });
}

export function signOut(owner: Owner, id: string, body: object = {}) {
  return owner.client.post(`/api/attendance/${id}/sign-out`, body);
}

export async function signedIn(owner: Owner, body: object): Promise<AttendanceRecord> {
  const response = await signIn(owner, body);
  expect(response.status).toBe(201);
  return (await readJson<{ record: AttendanceRecord }>(response)).record;
}

export async function setTimezone(app: TestServer, businessId: string, timezone: string) {
  await app.db
    .update(businessSettings)
    .set({ timezone })
    .where(eq(businessSettings.businessId, businessId));
}

/** A record written straight to the table, for reports on known data (times in UTC). */
export async function buildAttendance(
  app: TestServer,
  values: {
    businessId: string;
    staffId: string;
    date: string;
    signIn: string;
    signOut?: string | null;
    notes?: string | null;
    ipAddress?: string | null;
    latitude?: number | null;
    longitude?: number | null;
  },
) {
  const [row] = await app.db
    .insert(staffAttendance)
    .values({
      businessId: values.businessId,
      staffId: values.staffId,
      status: values.signOut ? 'signed_out' : 'signed_in',
      attendanceDate: values.date,
      signInTime: new Date(values.signIn),
      signOutTime: values.signOut ? new Date(values.signOut) : null,
      notes: values.notes ?? null,
      ipAddress: values.ipAddress ?? null,
      latitude: values.latitude ?? null,
      longitude: values.longitude ?? null,
    })
    .returning();
  if (!row) throw new Error('attendance insert returned nothing');
  return row;
}

export async function rowsOf(app: TestServer, staffId: string) {
  return app.db.select().from(staffAttendance).where(eq(staffAttendance.staffId, staffId));
}
