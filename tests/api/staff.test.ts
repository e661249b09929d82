import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffServices } from '../../src/server/db/schema/people';
import { TEXT_MESSAGES } from '../../src/shared/text';
import { cookieHeader } from '../support/auth-client';
import { buildService } from '../support/factories';
import { ownerWithBusiness, signedInOwner } from '../support/owners';
import {
  AMINA,
  createStaff as create,
  putStaff as put,
  type ErrorBody,
  type StaffView,
} from '../support/staff';
import { snapshotBusiness } from '../support/tenancy';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

describe('staff: the owner API', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  const rowOf = async (id: string) =>
    (await app.db.select().from(staff).where(eq(staff.id, id)))[0];
  const servicesOf = async (id: string) =>
    (await app.db.select().from(staffServices).where(eq(staffServices.staffId, id)))
      .map((row) => row.serviceId)
      .sort();

  it('needs a session and a business', async () => {
    expect((await app.request('/api/staff')).status).toBe(401);
    const owner = await signedInOwner(app);
    const response = await owner.client.post('/api/staff', AMINA);
    expect(response.status).toBe(404);
    expect((await readJson<ErrorBody>(response)).error.code).toBe('no_business');
  });

  it('adds a member with every field cleaned, and lists the newest first', async () => {
    const owner = await ownerWithBusiness(app);
    const braids = await buildService(app.db, { businessId: owner.businessId, name: 'Braids' });
    expect(await readJson(await owner.client.get('/api/staff'))).toEqual({ staff: [] });
    const first = await create(owner, {
      name: '  Amina Otieno ',
      email: ' Amina@Example.COM ',
      phone: '0712 345 678',
      gender: 'female',
      shift: ' Mon-Fri, 9am-5pm ',
      workload: 40,
      specialties: [' Braids', 'braids', '', '   ', 'Nail art ', 'BRAIDS'],
      isActive: true,
      serviceIds: [braids.id, braids.id.toUpperCase()],
      businessId: '00000000-0000-4000-8000-000000000000',
    });
    expect(first).toMatchObject({
      name: 'Amina Otieno',
      email: 'amina@example.com',
      phone: '+254712345678',
      gender: 'female',
      shift: 'Mon-Fri, 9am-5pm',
      workload: 40,
      specialties: ['Braids', 'Nail art'],
      isActive: true,
      serviceIds: [braids.id],
      bookingCount: 0,
      upcomingCount: 0,
    });
    expect(await rowOf(first.id)).toMatchObject({ businessId: owner.businessId, workload: 40 });
    expect(await servicesOf(first.id)).toEqual([braids.id]);
    // the bare minimum: optional fields stored as nothing, active, every service
    const second = await create(owner, { name: 'Baraka', email: 'baraka@example.com', phone: '' });
    expect(second).toMatchObject({
      phone: null,
      gender: null,
      shift: null,
      workload: null,
      specialties: [],
      isActive: true,
      serviceIds: [],
    });
    // e-mails are not unique: two members may share the salon's address
    const third = await create(owner, { name: 'Front desk', email: 'AMINA@example.com' });
    const list = await readJson<{ staff: StaffView[] }>(await owner.client.get('/api/staff'));
    expect(list.staff.map((member) => member.id)).toEqual([third.id, second.id, first.id]);
    expect(Object.keys(list.staff[0] ?? {}).sort()).toEqual(Object.keys(first).sort());
    expect(Object.keys(first)).not.toContain('businessId');
    const one = await owner.client.get(`/api/staff/${first.id}`);
    expect(await readJson(one)).toEqual({ member: first });
  });

  it.each([
    [{ name: undefined }, 'name', 'Name is required'],
    [{ name: '   ' }, 'name', 'Name is required'],
    [{ name: 'n'.repeat(101) }, 'name', 'Name must be less than 100 characters'],
    [{ name: 'Line\nbreak' }, 'name', TEXT_MESSAGES.singleLine],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: null }, 'email', 'Email is required'],
    [{ email: 'amina@' }, 'email', 'Invalid email format'],
    [{ email: `${'a'.repeat(250)}@x.co` }, 'email', 'Email must be at most 254 characters'],
    [{ phone: '12345' }, 'phone', 'Please enter a valid phone number, e.g. 0712345678'],
    [{ gender: 'robot' }, 'gender', 'Please choose male, female, other or prefer not to say'],
    [{ shift: 's'.repeat(101) }, 'shift', 'Shift must be at most 100 characters'],
    [{ workload: 169 }, 'workload', 'Workload must be between 0 and 168 hours'],
    [{ workload: -1 }, 'workload', 'Workload must be between 0 and 168 hours'],
    [{ workload: 'abc' }, 'workload', 'Workload must be between 0 and 168 hours'],
    [{ workload: 37.5 }, 'workload', 'Workload must be between 0 and 168 hours'],
    [{ workload: 1e308 }, 'workload', 'Workload must be between 0 and 168 hours'],
    [
      { specialties: Array.from({ length: 21 }, (_, i) => `Skill ${i}`) },
      'specialties',
      'A staff member can have at most 20 specialties',
    ],
    [
      { specialties: ['s'.repeat(51)] },
      'specialties.0',
      'Each specialty must be at most 50 characters',
    ],
    [{ serviceIds: ['not-a-uuid'] }, 'serviceIds.0', 'Please choose services from your own list'],
    [{ isActive: 'yes' }, 'isActive', 'isActive must be true or false'],
  ])('refuses %j with its message and stores nothing', async (change, field, message) => {
    const owner = await ownerWithBusiness(app);
    const response = await owner.client.post('/api/staff', { ...AMINA, ...change });
    expect(response.status).toBe(400);
    expect((await readJson<ErrorBody>(response)).error.fields?.[field]).toBe(message);
    expect(await app.db.select().from(staff).where(eq(staff.businessId, owner.businessId))).toEqual(
      [],
    );
  });

  it('edits every field and replaces the services performed in one go', async () => {
    const owner = await ownerWithBusiness(app);
    const [braids, nails] = await Promise.all([
      buildService(app.db, { businessId: owner.businessId, name: 'Braids' }),
      buildService(app.db, { businessId: owner.businessId, name: 'Nails' }),
    ]);
    const member = await create(owner, {
      ...AMINA,
      phone: '0712345678',
      specialties: ['Braids'],
      serviceIds: [braids.id, nails.id],
    });
    const response = await put(owner, member.id, {
      name: 'Amina O.',
      email: 'amina.o@example.com',
      phone: '',
      gender: 'prefer-not-to-say',
      shift: 'Weekends',
      workload: 0,
      specialties: ['Locs', 'Twists'],
      isActive: false,
      serviceIds: [nails.id],
    });
    expect(response.status).toBe(200);
    const { member: edited } = await readJson<{ member: StaffView }>(response);
    expect(edited).toMatchObject({
      id: member.id,
      name: 'Amina O.',
      phone: null,
      gender: 'prefer-not-to-say',
      workload: 0,
      specialties: ['Locs', 'Twists'],
      isActive: false,
      serviceIds: [nails.id],
    });
    expect(await servicesOf(member.id)).toEqual([nails.id]);
    // nothing listed again: every service
    expect((await put(owner, member.id, AMINA)).status).toBe(200);
    expect(await servicesOf(member.id)).toEqual([]);
  });

  it('refuses services of another business, and a refused edit changes nothing', async () => {
    const owner = await ownerWithBusiness(app);
    const other = await ownerWithBusiness(app, 'Other Salon');
    const mine = await buildService(app.db, { businessId: owner.businessId });
    const theirs = await buildService(app.db, { businessId: other.businessId });
    const refused = await owner.client.post('/api/staff', { ...AMINA, serviceIds: [theirs.id] });
    expect(refused.status).toBe(400);
    expect((await readJson<ErrorBody>(refused)).error.fields).toEqual({
      serviceIds: 'Please choose services from your own list',
    });
    const member = await create(owner, { ...AMINA, serviceIds: [mine.id] });
    const before = await snapshotBusiness(app.db, owner.businessId);
    for (const change of [
      { serviceIds: [mine.id, theirs.id] },
      { serviceIds: ['3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60'] },
      { name: '' },
      { workload: 200 },
    ]) {
      const response = await put(owner, member.id, { ...AMINA, name: 'Changed', ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
    }
    expect(await snapshotBusiness(app.db, owner.businessId)).toEqual(before);
  });

  it('deletes a member who was never booked', async () => {
    const owner = await ownerWithBusiness(app);
    const service = await buildService(app.db, { businessId: owner.businessId });
    const member = await create(owner, { ...AMINA, serviceIds: [service.id] });
    const response = await owner.client.request(`/api/staff/${member.id}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      deactivated: false,
      message: 'Staff member deleted successfully',
    });
    expect(await rowOf(member.id)).toBeUndefined();
    expect(await servicesOf(member.id)).toEqual([]);
    const again = await owner.client.request(`/api/staff/${member.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect((await readJson<ErrorBody>(again)).error.message).toBe('Staff member not found.');
  });

  it('answers 404, never 500, to ids of another business or no ids at all, and changes nothing', async () => {
    const owner = await ownerWithBusiness(app);
    const other = await ownerWithBusiness(app, 'Other Salon');
    const theirs = await create(other, { ...AMINA, phone: '0712345678' });
    const before = await snapshotBusiness(app.db, other.businessId);
    const ids = [
      theirs.id,
      theirs.id.toUpperCase(),
      'not-a-uuid',
      '00000000-0000-0000-0000-000000000000',
      "1' OR '1'='1",
    ];
    for (const id of ids) {
      const path = `/api/staff/${encodeURIComponent(id)}`;
      const responses = await Promise.all([
        owner.client.get(path),
        put(owner, encodeURIComponent(id), { ...AMINA, name: 'Taken Over' }),
        owner.client.request(path, { method: 'DELETE' }),
      ]);
      for (const response of responses) {
        expect(response.status, `${response.url}`).toBe(404);
        const text = await response.text();
        expect(text).toContain('Staff member not found.');
        expect(text).not.toContain(AMINA.email);
      }
    }
    expect(await snapshotBusiness(app.db, other.businessId)).toEqual(before);
    expect(await readJson(await owner.client.get('/api/staff'))).toEqual({ staff: [] });
  });

  it('answers 400 to hostile bodies, 413 to a huge one, and the database stays as it was', async () => {
    const owner = await ownerWithBusiness(app);
    const member = await create(owner);
    const before = await snapshotBusiness(app.db, owner.businessId);
    const hostile: unknown[] = [
      { ...AMINA, name: 'a'.repeat(1_000_000) },
      { ...AMINA, name: 'Amina\u0000' },
      { ...AMINA, email: 'amina\ud800@example.com' },
      { ...AMINA, gender: 'unknown' },
      { ...AMINA, workload: 169 },
      { ...AMINA, workload: -1 },
      { ...AMINA, workload: 'abc' },
      { ...AMINA, specialties: Array.from({ length: 10_000 }, (_, i) => `s${i}`) },
      { ...AMINA, specialties: 'Braids' },
      { ...AMINA, serviceIds: Array.from({ length: 10_000 }, () => crypto.randomUUID()) },
      null,
      [],
      'text',
      42,
    ];
    for (const body of hostile) {
      const label = JSON.stringify(body).slice(0, 60);
      const created = await owner.client.post('/api/staff', body);
      expect(created.status, `POST ${label}`).toBe(400);
      expect((await readJson<ErrorBody>(created)).error.message).toBeTruthy();
      expect((await put(owner, member.id, body)).status, `PUT ${label}`).toBe(400);
    }
    for (const method of ['POST', 'PUT']) {
      const path = method === 'POST' ? '/api/staff' : `/api/staff/${member.id}`;
      const broken = await fetch(new URL(path, app.url), {
        method,
        body: '{not json',
        headers: {
          'content-type': 'application/json',
          origin: app.url,
          cookie: cookieHeader(owner.client.cookies),
        },
      });
      expect(broken.status).toBe(400);
    }
    const huge = await owner.client.post('/api/staff', { ...AMINA, name: 'a'.repeat(2 ** 21) });
    expect(huge.status).toBe(413);
    expect(await snapshotBusiness(app.db, owner.businessId)).toEqual(before);
  });
});
