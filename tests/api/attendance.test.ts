import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAttendance } from '../../src/server/db/schema/people';
import { ATTENDANCE_MESSAGES, type AttendanceRecord } from '../../src/shared/attendance';
import { cookieHeader } from '../support/auth-client';
import { hire, rowsOf, signedIn, signIn, signOut, type AttendanceDay } from '../support/attendance';
import { ownerWithBusiness, signedInOwner } from '../support/owners';
import { onPlan } from '../support/plan-limits';
import { type ErrorBody } from '../support/staff';
import { snapshotBusiness } from '../support/tenancy';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

describe('attendance: signing staff in and out', () => {
  let app: TestServer;
  let owner: Owner;
  beforeAll(async () => {
    app = await startTestServer();
    owner = await ownerWithBusiness(app);
    // room for every member the tests hire
    await onPlan(app, owner.businessId, 'premium');
  });
  afterAll(() => app.close());

  /** Moves a stored record's sign-in back in time: the clock as the duplicate rule sees it. */
  const backdate = (id: string, ms: number) =>
    app.db
      .update(staffAttendance)
      .set({ signInTime: new Date(Date.now() - ms) })
      .where(eq(staffAttendance.id, id));

  it('needs a session and a business', async () => {
    expect((await app.request('/api/attendance')).status).toBe(401);
    const nobody = await signedInOwner(app);
    const response = await nobody.client.get('/api/attendance');
    expect(response.status).toBe(404);
    expect((await readJson<ErrorBody>(response)).error.code).toBe('no_business');
  });

  it('signs in with notes, location, address and user agent, then signs out', async () => {
    const staffId = await hire(owner, 'Amina Otieno');
    const response = await fetch(new URL('/api/attendance', app.url), {
      method: 'POST',
      headers: {
        origin: app.url,
        cookie: cookieHeader(owner.client.cookies),
        'content-type': 'application/json',
        'x-forwarded-for': '10.9.8.7',
        'user-agent': `PhoneBrowser ${'x'.repeat(1000)}`,
      },
      body: JSON.stringify({
        staffId: staffId.toUpperCase(),
        notes: '  Opened the shop  ',
        geolocation: { latitude: -1.2921, longitude: 36.8219, accuracy: 12.5 },
      }),
    });
    expect(response.status).toBe(201);
    const { record } = await readJson<{ record: AttendanceRecord }>(response);
    expect(record).toMatchObject({
      staffId,
      staffName: 'Amina Otieno',
      staffEmail: 'amina.otieno@example.com',
      status: 'signed_in',
      signOutTime: null,
      notes: 'Opened the shop',
      ipAddress: '10.9.8.7',
      locationTracked: true,
    });
    // the user agent and the coordinates stay on the server
    expect(Object.keys(record)).not.toContain('userAgent');
    expect(Object.keys(record)).not.toContain('latitude');
    expect(Date.now() - Date.parse(record.signInTime)).toBeLessThan(MINUTE);
    const [row] = await rowsOf(app, staffId);
    expect(row).toMatchObject({
      businessId: owner.businessId,
      ipAddress: '10.9.8.7',
      latitude: -1.2921,
      longitude: 36.8219,
      accuracyMeters: 12.5,
    });
    expect(row?.userAgent).toMatch(/^PhoneBrowser x+$/);
    // bounded: a header is the client's to fill
    expect(row?.userAgent).toHaveLength(500);

    const out = await signOut(owner, record.id, { notes: 'Closed up' });
    expect(out.status).toBe(200);
    const { record: signedOutRecord } = await readJson<{ record: AttendanceRecord }>(out);
    expect(signedOutRecord).toMatchObject({
      id: record.id,
      status: 'signed_out',
      notes: 'Opened the shop\nClosed up',
    });
    expect(Date.parse(signedOutRecord.signOutTime ?? '')).toBeGreaterThanOrEqual(
      Date.parse(record.signInTime),
    );
    // a retried sign-out changes nothing
    const again = await signOut(owner, record.id, { notes: 'Again' });
    expect(again.status).toBe(200);
    expect((await readJson<{ record: AttendanceRecord }>(again)).record).toEqual(signedOutRecord);
  });

  it('refuses a second sign-in while signed in, and one within 5 minutes of the last', async () => {
    const staffId = await hire(owner, 'Baraka Mwangi');
    const first = await signedIn(owner, { staffId });
    const whileIn = await signIn(owner, { staffId });
    expect(whileIn.status).toBe(409);
    expect((await readJson<ErrorBody>(whileIn)).error).toEqual({
      code: 'duplicate_sign_in',
      message: ATTENDANCE_MESSAGES.duplicateSignedIn,
    });
    expect(await signOut(owner, first.id)).toHaveProperty('status', 200);
    // signed out, but signed in 4 minutes ago: still a duplicate
    await backdate(first.id, 4 * MINUTE);
    const tooSoon = await signIn(owner, { staffId });
    expect(tooSoon.status).toBe(409);
    const body = await readJson<ErrorBody>(tooSoon);
    expect(body.error.code).toBe('duplicate_sign_in');
    expect(body.error.message).toContain('Duplicate sign-in');
    expect(body.error.message).toBe(ATTENDANCE_MESSAGES.duplicateRecent);
    expect(await rowsOf(app, staffId)).toHaveLength(1);
    // 6 minutes ago: a new shift
    await backdate(first.id, 6 * MINUTE);
    await signedIn(owner, { staffId });
    expect(await rowsOf(app, staffId)).toHaveLength(2);
  });

  it('judges an offline sign-in by its own time, either side of other records', async () => {
    const staffId = await hire(owner, 'Chebet Kiprop');
    const earlier = await signedIn(owner, { staffId, signInTime: ago(60 * MINUTE) });
    expect(await signOut(owner, earlier.id, { signOutTime: ago(50 * MINUTE) })).toHaveProperty(
      'status',
      200,
    );
    // 3 minutes after that sign-in, synced late: a duplicate of it
    const near = await signIn(owner, { staffId, signInTime: ago(57 * MINUTE) });
    expect(near.status).toBe(409);
    // 3 minutes before it too
    expect((await signIn(owner, { staffId, signInTime: ago(63 * MINUTE) })).status).toBe(409);
    expect((await signIn(owner, { staffId, signInTime: ago(20 * MINUTE) })).status).toBe(201);
  });

  it('makes one record of ten sign-ins at once for one member', async () => {
    const staffId = await hire(owner, 'Dalia Njeri');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => signIn(owner, { staffId })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await rowsOf(app, staffId)).toHaveLength(1);
  });

  it('stores a record synced twice once, also when both arrive at once', async () => {
    const staffId = await hire(owner, 'Elim Wafula');
    const id = randomUUID();
    const body = { id, staffId, signInTime: ago(30 * MINUTE), notes: 'Made offline' };
    const first = await signIn(owner, body);
    expect(first.status).toBe(201);
    const stored = (await readJson<{ record: AttendanceRecord }>(first)).record;
    expect(stored).toMatchObject({ id, notes: 'Made offline', signInTime: body.signInTime });
    const again = await signIn(owner, { ...body, id: id.toUpperCase() });
    expect(again.status).toBe(200);
    expect((await readJson<{ record: AttendanceRecord }>(again)).record).toEqual(stored);
    expect(await rowsOf(app, staffId)).toHaveLength(1);

    const other = await hire(owner, 'Fatuma Ali');
    const twin = { id: randomUUID(), staffId: other };
    const both = await Promise.all([signIn(owner, twin), signIn(owner, twin)]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 201]);
    expect(await rowsOf(app, other)).toHaveLength(1);
    // the same id for another member is not theirs to take
    const taken = await signIn(owner, { id, staffId: other });
    expect(taken.status).toBe(409);
    expect((await readJson<ErrorBody>(taken)).error.code).toBe('id_taken');
  });

  it('signs out an offline record at its own time, never before its sign-in', async () => {
    const staffId = await hire(owner, 'Gitau Kamau');
    const record = await signedIn(owner, { staffId, signInTime: ago(120 * MINUTE) });
    const before = await signOut(owner, record.id, { signOutTime: ago(180 * MINUTE) });
    expect(before.status).toBe(200);
    expect((await readJson<{ record: AttendanceRecord }>(before)).record.signOutTime).toBe(
      record.signInTime,
    );
  });

  it('refuses inactive staff, unknown staff and unknown records with 404', async () => {
    const inactive = await hire(owner, 'Halima Said', false);
    const refused = await signIn(owner, { staffId: inactive });
    expect(refused.status).toBe(404);
    expect((await readJson<ErrorBody>(refused)).error.message).toBe(
      ATTENDANCE_MESSAGES.staffNotFound,
    );
    expect(await rowsOf(app, inactive)).toHaveLength(0);
    expect((await signIn(owner, { staffId: randomUUID() })).status).toBe(404);
    expect((await signOut(owner, randomUUID())).status).toBe(404);
    expect((await signOut(owner, 'not-a-uuid')).status).toBe(404);
  });

  it("refuses another business's staff and records, and leaves them untouched", async () => {
    const staffId = await hire(owner, 'Imani Odhiambo');
    const record = await signedIn(owner, { staffId });
    const intruder = await ownerWithBusiness(app, 'Intruder Salon');
    const before = await snapshotBusiness(app.db, owner.businessId);
    const hisStaff = await signIn(intruder, { staffId });
    expect(hisStaff.status).toBe(404);
    const hisRecord = await signOut(intruder, record.id, { notes: 'Taken over' });
    expect(hisRecord.status).toBe(404);
    // an intruder reusing the victim's record id gets no record and learns nothing about it
    const mine = await hire(intruder, 'Juma Intruder');
    const reused = await signIn(intruder, { id: record.id, staffId: mine });
    expect(reused.status).toBe(409);
    expect(await reused.text()).not.toContain(staffId);
    const day = await readJson<AttendanceDay>(await intruder.client.get('/api/attendance'));
    expect(day.records.map((r) => r.id)).not.toContain(record.id);
    expect(await snapshotBusiness(app.db, owner.businessId)).toEqual(before);
  });

  it('answers bad input with a 400 and changes nothing', async () => {
    const staffId = await hire(owner, 'Kioko Musyoka');
    const before = await snapshotBusiness(app.db, owner.businessId);
    const cases: [object, string][] = [
      [{ staffId, notes: 'tab\u0000null' }, 'notes'],
      [{ staffId, notes: 'n'.repeat(501) }, 'notes'],
      [{ staffId, signInTime: 'yesterday' }, 'signInTime'],
      [{ staffId, signInTime: '2026-13-01T08:00:00Z' }, 'signInTime'],
      [{ staffId, signInTime: new Date(Date.now() + 10 * MINUTE).toISOString() }, 'signInTime'],
      [{ staffId, signInTime: ago(25 * 60 * MINUTE) }, 'signInTime'],
      [{ staffId, geolocation: { latitude: 'north', longitude: 1 } }, 'geolocation.latitude'],
      [
        { staffId, geolocation: { latitude: 1, longitude: 1, accuracy: -1 } },
        'geolocation.accuracy',
      ],
      [{ staffId, id: 'device-1' }, 'id'],
      [{ staffId: 'x' }, 'staffId'],
      [{}, 'staffId'],
    ];
    for (const [body, field] of cases) {
      const response = await signIn(owner, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await readJson<ErrorBody>(response)).error.fields ?? {})).toContain(
        field,
      );
    }
    expect((await signIn(owner, { staffId, signInTime: ago(25 * 60 * MINUTE) })).status).toBe(400);
    const future = await signIn(owner, {
      staffId,
      signInTime: new Date(Date.now() + 10 * MINUTE).toISOString(),
    });
    expect((await readJson<ErrorBody>(future)).error.message).toBe(
      ATTENDANCE_MESSAGES.signInFuture,
    );
    expect((await owner.client.get('/api/attendance?date=2026-02-30')).status).toBe(400);
    expect((await owner.client.get('/api/attendance?date=yesterday')).status).toBe(400);
    expect(await snapshotBusiness(app.db, owner.businessId)).toEqual(before);

    const record = await signedIn(owner, { staffId, notes: 'n'.repeat(400) });
    const afterSignIn = await snapshotBusiness(app.db, owner.businessId);
    const signOutCases: [object, string][] = [
      [{ signOutTime: new Date(Date.now() + 10 * MINUTE).toISOString() }, 'signOutTime'],
      [{ signOutTime: 'later' }, 'signOutTime'],
      [{ notes: 'bell\u0007' }, 'notes'],
      // together with the sign-in's 400 characters, over the limit
      [{ notes: 'm'.repeat(150) }, 'notes'],
    ];
    for (const [body, field] of signOutCases) {
      const response = await signOut(owner, record.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await readJson<ErrorBody>(response)).error.fields ?? {})).toContain(
        field,
      );
    }
    expect(await snapshotBusiness(app.db, owner.businessId)).toEqual(afterSignIn);
  });
});
