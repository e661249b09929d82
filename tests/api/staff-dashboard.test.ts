import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffAttendance } from '../../src/server/db/schema/people';
import { localDateAt } from '../../src/shared/zoned-time';
import { buildBooking, buildService } from '../support/factories';
import { ownerWithBusiness, signedInOwner } from '../support/owners';
import { type ErrorBody } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

interface Dashboard {
  today: string;
  staff: {
    id: string;
    name: string;
    summary: { todayBookings: number; upcomingBookings: number; todayStatus: string | null };
    upcoming: { date: string; time: string; clientName: string; serviceName: string }[];
    attendance: { date: string; status: string; signInTime: string; signOutTime: string | null }[];
  }[];
}

describe('the staff dashboard', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  async function member(businessId: string, name: string, isActive = true) {
    const [row] = await app.db
      .insert(staff)
      .values({
        businessId,
        name,
        email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
        isActive,
      })
      .returning();
    if (!row) throw new Error('no staff');
    return row;
  }

  it('needs a session and a business', async () => {
    expect((await app.request('/api/staff-dashboard')).status).toBe(401);
    const owner = await signedInOwner(app);
    const response = await owner.client.get('/api/staff-dashboard');
    expect(response.status).toBe(404);
    expect((await readJson<ErrorBody>(response)).error.code).toBe('no_business');
  });

  it('lists active members by name with their next 5 bookings and last 5 attendance records', async () => {
    const owner = await ownerWithBusiness(app);
    const businessId = owner.businessId;
    const braids = await buildService(app.db, { businessId, name: 'Braids' });
    const wanjiru = await member(businessId, 'Wanjiru Kamau');
    const achieng = await member(businessId, 'Achieng Otieno');
    await member(businessId, 'Zawadi Inactive', false);
    const today = localDateAt(new Date(), 'Africa/Nairobi');

    // Wanjiru: seven upcoming in mixed order, one cancelled, one past, one today
    const days = [
      '2030-01-09',
      '2030-01-07',
      '2030-01-08',
      '2030-01-12',
      '2030-01-10',
      '2030-01-11',
      '2030-01-13',
    ];
    for (const [i, date] of days.entries()) {
      await buildBooking(app.db, {
        businessId,
        serviceId: braids.id,
        staffId: wanjiru.id,
        bookingDate: date,
        bookingTime: '10:00',
        customerName: `Client ${date}`,
        startsAt: new Date(`${date}T07:00:00Z`),
        endsAt: new Date(`${date}T08:00:00Z`),
        status: i % 2 ? 'confirmed' : 'pending',
      });
    }
    await buildBooking(app.db, {
      businessId,
      serviceId: braids.id,
      staffId: wanjiru.id,
      bookingDate: '2030-01-06',
      customerName: 'Cancelled Client',
      startsAt: new Date('2030-01-06T07:00:00Z'),
      endsAt: new Date('2030-01-06T08:00:00Z'),
      status: 'cancelled',
    });
    await buildBooking(app.db, {
      businessId,
      serviceId: braids.id,
      staffId: wanjiru.id,
      bookingDate: '2020-01-06',
      customerName: 'Past Client',
      startsAt: new Date('2020-01-06T07:00:00Z'),
      endsAt: new Date('2020-01-06T08:00:00Z'),
    });
    await buildBooking(app.db, {
      businessId,
      serviceId: braids.id,
      staffId: wanjiru.id,
      bookingDate: today,
      bookingTime: '08:00',
      customerName: 'Today Client',
      startsAt: new Date(`${today}T05:00:00Z`),
      endsAt: new Date(`${today}T06:00:00Z`),
    });
    // six attendance records, the newest signed in today
    for (let day = 6; day >= 1; day -= 1) {
      const signIn = new Date(Date.now() - day * 24 * 3_600_000);
      await app.db.insert(staffAttendance).values({
        businessId,
        staffId: wanjiru.id,
        attendanceDate: localDateAt(signIn, 'Africa/Nairobi'),
        signInTime: signIn,
        signOutTime: new Date(signIn.getTime() + 8 * 3_600_000),
        status: 'signed_out',
      });
    }
    await app.db.insert(staffAttendance).values({
      businessId,
      staffId: wanjiru.id,
      attendanceDate: today,
      signInTime: new Date(),
      status: 'signed_in',
    });

    // another business's staff, bookings and attendance never show
    const other = await ownerWithBusiness(app, 'Other Spa');
    const stranger = await member(other.businessId, 'Aaron Stranger');
    const otherService = await buildService(app.db, { businessId: other.businessId });
    await buildBooking(app.db, {
      businessId: other.businessId,
      serviceId: otherService.id,
      staffId: stranger.id,
    });

    const response = await owner.client.get('/api/staff-dashboard');
    expect(response.status).toBe(200);
    const body = await readJson<Dashboard>(response);
    expect(body.today).toBe(today);
    expect(body.staff.map((s) => s.name)).toEqual(['Achieng Otieno', 'Wanjiru Kamau']);
    const [first, second] = body.staff;
    expect(first).toMatchObject({
      id: achieng.id,
      summary: { todayBookings: 0, upcomingBookings: 0, todayStatus: null },
      upcoming: [],
      attendance: [],
    });
    expect(second?.summary).toEqual({
      todayBookings: 1,
      upcomingBookings: 8,
      todayStatus: 'signed_in',
    });
    expect(second?.upcoming.map((b) => `${b.date} ${b.time} ${b.clientName}`)).toEqual([
      `${today} 08:00 Today Client`,
      '2030-01-07 10:00 Client 2030-01-07',
      '2030-01-08 10:00 Client 2030-01-08',
      '2030-01-09 10:00 Client 2030-01-09',
      '2030-01-10 10:00 Client 2030-01-10',
    ]);
    expect(second?.upcoming[0]?.serviceName).toBe('Braids');
    expect(second?.attendance).toHaveLength(5);
    expect(second?.attendance[0]).toMatchObject({
      date: today,
      status: 'signed_in',
      signOutTime: null,
    });
    const times = second?.attendance.map((a) => a.signInTime) ?? [];
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers an empty team with no staff', async () => {
    const owner = await ownerWithBusiness(app);
    const body = await readJson<Dashboard>(await owner.client.get('/api/staff-dashboard'));
    expect(body.staff).toEqual([]);
  });
});
