import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffAttendance } from '../../src/server/db/schema/people';
import { addDays } from '../../src/shared/local-time';
import { localDateAt } from '../../src/shared/zoned-time';
import {
  buildAttendance,
  hire,
  setTimezone,
  signedIn,
  type AttendanceDay,
  type AttendanceReport,
} from '../support/attendance';
import { readCsvObjects, UTF8_BOM } from '../support/csv-reader';
import { ownerWithBusiness } from '../support/owners';
import { onPlan } from '../support/plan-limits';
import { type ErrorBody } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

/**
 * Known data in Nairobi (UTC+3), times given in UTC. Amina's first shift runs from 22:00 on 4 May to
 * 02:30 on 5 May, local: it crosses midnight and counts on 4 May.
 */
describe('attendance: the register, the reports and the CSV', () => {
  let app: TestServer;
  let owner: Owner;
  const ids: Record<'amina' | 'baraka' | 'chebet' | 'dalia', string> = {
    amina: '',
    baraka: '',
    chebet: '',
    dalia: '',
  };
  beforeAll(async () => {
    app = await startTestServer();
    owner = await ownerWithBusiness(app);
    await onPlan(app, owner.businessId, 'premium');
    await setTimezone(app, owner.businessId, 'Africa/Nairobi');
    ids.amina = await hire(owner, 'Amina Otieno');
    ids.baraka = await hire(owner, 'Baraka Mwangi');
    ids.chebet = await hire(owner, 'Chebet Kiprop', false);
    ids.dalia = await hire(owner, 'Dalia Njeri');
    const at = { businessId: owner.businessId };
    await buildAttendance(app, {
      ...at,
      staffId: ids.amina,
      date: '2026-05-04',
      signIn: '2026-05-04T19:00:00Z',
      signOut: '2026-05-04T23:30:00Z',
      notes: 'Night shift',
    });
    await buildAttendance(app, {
      ...at,
      staffId: ids.amina,
      date: '2026-05-05',
      signIn: '2026-05-05T05:00:00Z',
      signOut: '2026-05-05T13:20:00Z',
    });
    await buildAttendance(app, {
      ...at,
      staffId: ids.amina,
      date: '2026-05-05',
      signIn: '2026-05-05T14:00:00Z',
      signOut: '2026-05-05T14:40:00Z',
    });
    await buildAttendance(app, {
      ...at,
      staffId: ids.amina,
      date: '2026-05-06',
      signIn: '2026-05-06T05:00:00Z',
    });
    await buildAttendance(app, {
      ...at,
      staffId: ids.baraka,
      date: '2026-05-06',
      signIn: '2026-05-06T06:00:00Z',
      signOut: '2026-05-06T15:00:00Z',
      notes: '=HYPERLINK("http://evil.example","Click")',
      ipAddress: '10.0.0.1',
      latitude: -1.29,
      longitude: 36.82,
    });
    // deactivated since, but her record is still reported
    await buildAttendance(app, {
      ...at,
      staffId: ids.chebet,
      date: '2026-05-05',
      signIn: '2026-05-05T06:00:00Z',
      signOut: '2026-05-05T07:00:00Z',
    });
    // outside the range
    await buildAttendance(app, {
      ...at,
      staffId: ids.dalia,
      date: '2026-05-03',
      signIn: '2026-05-03T06:00:00Z',
      signOut: '2026-05-03T07:00:00Z',
    });
  });
  afterAll(() => app.close());

  const day = async (date: string) =>
    readJson<AttendanceDay>(await owner.client.get(`/api/attendance?date=${date}`));

  it('lists the active staff by name with their newest record of the date, and sums it up', async () => {
    const fifth = await day('2026-05-05');
    expect(fifth.staff.map((member) => [member.name, member.record?.signInTime ?? null])).toEqual([
      ['Amina Otieno', '2026-05-05T14:00:00.000Z'],
      ['Baraka Mwangi', null],
      ['Dalia Njeri', null],
    ]);
    // every record of the date, the inactive member's too, newest sign-in first
    expect(fifth.records.map((record) => [record.staffName, record.signInTime])).toEqual([
      ['Amina Otieno', '2026-05-05T14:00:00.000Z'],
      ['Chebet Kiprop', '2026-05-05T06:00:00.000Z'],
      ['Amina Otieno', '2026-05-05T05:00:00.000Z'],
    ]);
    expect(fifth.summary).toEqual({ activeStaff: 3, signedIn: 0, signedOut: 1, notSignedIn: 2 });
    const sixth = await day('2026-05-06');
    expect(sixth.summary).toEqual({ activeStaff: 3, signedIn: 1, signedOut: 1, notSignedIn: 1 });
    expect(sixth.staff[1]?.record).toMatchObject({
      staffEmail: 'baraka.mwangi@example.com',
      status: 'signed_out',
      attendanceDate: '2026-05-06',
      signOutTime: '2026-05-06T15:00:00.000Z',
      locationTracked: true,
    });
    // the record carries the address the summary shows, never the user agent or the coordinates
    expect(JSON.stringify(sixth)).toContain('"ipAddress":"10.0.0.1"');
    expect(JSON.stringify(sixth)).not.toContain('36.82');
  });

  it("defaults to today in the business's time zone and dates a sign-in by it", async () => {
    const other = await ownerWithBusiness(app, 'Island Salon');
    // whatever the hour, one of these zones is on another date than UTC
    const now = new Date();
    const timezone =
      localDateAt(now, 'Pacific/Kiritimati') !== now.toISOString().slice(0, 10)
        ? 'Pacific/Kiritimati'
        : 'Pacific/Pago_Pago';
    await setTimezone(app, other.businessId, timezone);
    const staffId = await hire(other, 'Zawadi Island');
    const record = await signedIn(other, { staffId });
    const local = localDateAt(new Date(record.signInTime), timezone);
    expect(record.attendanceDate).toBe(local);
    expect(record.attendanceDate).not.toBe(record.signInTime.slice(0, 10));
    const today = await readJson<AttendanceDay>(await other.client.get('/api/attendance'));
    expect(today).toMatchObject({ date: localDateAt(new Date(), timezone) });
    expect(today.today).toBe(today.date);
    expect(today.staff[0]?.record?.id).toBe(record.id);
    const report = await readJson<AttendanceReport>(
      await other.client.get('/api/attendance/report'),
    );
    expect(report).toMatchObject({ from: addDays(today.today, -7), to: today.today });
    expect(report.records.map((r) => [r.id, r.durationHours])).toEqual([[record.id, null]]);
  });

  it('adds up each member over a range, across midnight, and gives the rate', async () => {
    const response = await owner.client.get('/api/attendance/report?from=2026-05-04&to=2026-05-06');
    expect(response.status).toBe(200);
    const report = await readJson<AttendanceReport>(response);
    expect(report.from).toBe('2026-05-04');
    expect(report.to).toBe('2026-05-06');
    expect(report.staff.map((m) => [m.name, m.daysWorked, m.totalHours, m.averageHours])).toEqual([
      // 4.5 (over midnight) + 8.33 + 0.67 hours over three days; the open record adds a day only
      ['Amina Otieno', 3, 13.5, 4.5],
      ['Baraka Mwangi', 1, 9, 9],
      ['Chebet Kiprop', 1, 1, 1],
      ['Dalia Njeri', 0, 0, 0],
    ]);
    expect(report.records.map((r) => [r.attendanceDate, r.staffName, r.durationHours])).toEqual([
      ['2026-05-06', 'Baraka Mwangi', 9],
      ['2026-05-06', 'Amina Otieno', null],
      ['2026-05-05', 'Amina Otieno', 0.7],
      ['2026-05-05', 'Chebet Kiprop', 1],
      ['2026-05-05', 'Amina Otieno', 8.3],
      ['2026-05-04', 'Amina Otieno', 4.5],
    ]);
    // six signed records over three dates
    expect(report.attendanceRate).toBe(200);
    const empty = await readJson<AttendanceReport>(
      await owner.client.get('/api/attendance/report?from=2025-01-01&to=2025-01-31'),
    );
    expect(empty.records).toEqual([]);
    expect(empty.attendanceRate).toBeNull();
  });

  it('refuses a bad range with a 400', async () => {
    for (const query of [
      'from=2026-05-06&to=2026-05-04',
      'from=2024-01-01&to=2026-05-04',
      'from=2026-02-30',
      'to=06/05/2026',
    ]) {
      const response = await owner.client.get(`/api/attendance/report?${query}`);
      expect(response.status, query).toBe(400);
      expect((await readJson<ErrorBody>(response)).error.code).toBe('validation');
    }
    expect(
      (await owner.client.get('/api/attendance/export?from=2026-05-06&to=2026-05-04')).status,
    ).toBe(400);
  });

  it('exports a range with the spec name and columns, neutralised, local times', async () => {
    const response = await owner.client.get('/api/attendance/export?from=2026-05-04&to=2026-05-06');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="attendance_records_2026-05-04_to_2026-05-06.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual(UTF8_BOM);
    const { header, rows } = readCsvObjects(new TextDecoder().decode(bytes.slice(3)));
    expect(header).toEqual([
      'Attendance ID',
      'Date',
      'Sign In Time',
      'Sign Out Time',
      'Status',
      'Staff Name',
      'Staff Email',
      'Notes',
      'IP Address',
      'Location Tracked',
    ]);
    expect(rows.map((row) => [row.Date, row['Staff Name'], row['Sign In Time']])).toEqual([
      ['2026-05-06', 'Baraka Mwangi', '2026-05-06 09:00'],
      ['2026-05-06', 'Amina Otieno', '2026-05-06 08:00'],
      ['2026-05-05', 'Amina Otieno', '2026-05-05 17:00'],
      ['2026-05-05', 'Chebet Kiprop', '2026-05-05 09:00'],
      ['2026-05-05', 'Amina Otieno', '2026-05-05 08:00'],
      ['2026-05-04', 'Amina Otieno', '2026-05-04 22:00'],
    ]);
    expect(rows[0]).toMatchObject({
      'Sign Out Time': '2026-05-06 18:00',
      Status: 'signed out',
      'Staff Email': 'baraka.mwangi@example.com',
      Notes: `'=HYPERLINK("http://evil.example","Click")`,
      'IP Address': '10.0.0.1',
      'Location Tracked': 'Yes',
    });
    expect(rows[1]).toMatchObject({ 'Sign Out Time': '', Status: 'signed in' });
    expect(rows[5]).toMatchObject({
      'Sign Out Time': '2026-05-05 02:30',
      Notes: 'Night shift',
      'Location Tracked': 'No',
    });
  });

  it('exports everything without dates, N/A for a missing e-mail; no rows is a 404', async () => {
    const [nameless] = await app.db
      .insert(staff)
      .values({ businessId: owner.businessId, name: 'Walk-in Helper', email: '' })
      .returning({ id: staff.id });
    await buildAttendance(app, {
      businessId: owner.businessId,
      staffId: nameless?.id ?? '',
      date: '2026-04-01',
      signIn: '2026-04-01T06:00:00Z',
    });
    // empty date fields are no dates
    const response = await owner.client.get('/api/attendance/export?from=&to=');
    expect(response.status).toBe(200);
    const today = localDateAt(new Date(), 'Africa/Nairobi');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="all_records_${today}.csv"`,
    );
    const { rows } = readCsvObjects((await response.text()).replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(8);
    expect(rows.at(-1)).toMatchObject({ 'Staff Name': 'Walk-in Helper', 'Staff Email': 'N/A' });

    const fresh = await ownerWithBusiness(app, 'Empty Salon');
    const none = await fresh.client.get('/api/attendance/export');
    expect(none.status).toBe(404);
    expect((await readJson<ErrorBody>(none)).error).toEqual({
      code: 'no_data',
      message: 'No data to export',
    });
    const outside = await owner.client.get('/api/attendance/export?from=2020-01-01&to=2020-01-31');
    expect(outside.status).toBe(404);
  });

  it('streams more than one batch in order, none lost or repeated at the seams', async () => {
    const busy = await ownerWithBusiness(app, 'Busy Salon');
    const staffId = await hire(busy, 'Nuru Busy');
    // 1,205 records over 400 days, several a day at the same minute: the keyset must keep them apart
    const values = Array.from({ length: 1205 }, (_, i) => {
      const date = addDays('2025-01-01', Math.floor(i / 3));
      return {
        businessId: busy.businessId,
        staffId,
        status: 'signed_out' as const,
        attendanceDate: date,
        signInTime: new Date(`${date}T06:0${i % 2}:00Z`),
        signOutTime: new Date(`${date}T07:00:00Z`),
      };
    });
    await app.db.insert(staffAttendance).values(values);
    const response = await busy.client.get('/api/attendance/export');
    expect(response.status).toBe(200);
    const { rows } = readCsvObjects((await response.text()).replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(1205);
    expect(new Set(rows.map((row) => row['Attendance ID'])).size).toBe(1205);
    const keys = rows.map((row) => `${row.Date} ${row['Sign In Time']}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });
});
