import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings } from '../../src/server/db/schema/businesses';
import { clients, staff, staffServices } from '../../src/server/db/schema/people';
import { localDateAt } from '../../src/shared/zoned-time';
import { cookieHeader } from '../support/auth-client';
import { readCsvObjects, UTF8_BOM } from '../support/csv-reader';
import { buildBooking, buildService } from '../support/factories';
import { ownerWithBusiness } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

const BOOKING_HEADER = [
  'Ticket',
  'Date',
  'Time',
  'Service',
  'Client',
  'Client email',
  'Client phone',
  'Staff',
  'Status',
  'Payment',
  'Amount',
  'Currency',
  'Booked by',
  'Notes',
  'Booked at',
];
const CLIENT_HEADER = [
  'Name',
  'Email',
  'Phone',
  'Address',
  'Notes',
  'Visits',
  'Last visit',
  'Added',
];
const STAFF_HEADER = [
  'Name',
  'Email',
  'Phone',
  'Gender',
  'Shift',
  'Weekly hours',
  'Specialties',
  'Services',
  'Status',
  'Added',
];

/** The download as the owner's browser gets it: headers, raw bytes, and the records read back. */
async function download(owner: Owner, type: string) {
  const response = await owner.client.get(`/api/exports/${type}`);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)], 'a UTF-8 byte order mark first').toEqual(UTF8_BOM);
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.slice(3));
  return { response, text, ...readCsvObjects(text) };
}

const nairobiToday = () => localDateAt(new Date(), 'Africa/Nairobi');

describe('exports: bookings, clients and staff as CSV', () => {
  let app: TestServer;
  let owner: Owner;
  let other: Owner;
  let otherTicket: string;
  const tickets: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestServer();
    owner = await ownerWithBusiness(app, 'Amani Beauty Spa');
    other = await ownerWithBusiness(app, 'Other Salon');
    const db = app.db;
    const businessId = owner.businessId;
    const service = await buildService(db, { businessId, name: 'Box braids, long' });
    const [member] = await db
      .insert(staff)
      .values({
        businessId,
        name: 'Wanjiru "Shiku" Kamau',
        email: 'wanjiru@amani.example',
        phone: '+254712000111',
        gender: 'female',
        shift: 'Mon-Fri, 9am-5pm',
        workload: 40,
        specialties: ['Box braids', 'Cornrows'],
        createdAt: new Date('2026-01-10T06:00:00Z'),
      })
      .returning();
    await db.insert(staff).values({
      businessId,
      name: '=HYPERLINK("http://evil.example","Otieno")',
      email: 'otieno@amani.example',
      isActive: false,
      createdAt: new Date('2026-02-10T06:00:00Z'),
    });
    await db
      .insert(staffServices)
      .values({ staffId: member!.id, serviceId: service.id, businessId });
    const [zoe, , newest] = await db
      .insert(clients)
      .values([
        {
          businessId,
          name: 'Zoë Wanjirũ',
          email: 'zoe@example.com',
          phone: '+254711000101',
          createdAt: new Date('2026-01-01T08:00:00Z'),
        },
        {
          businessId,
          name: '=1+1',
          notes: '@SUM(A1:A9)',
          lastServiceDate: '2025-12-24',
          createdAt: new Date('2026-01-02T08:00:00Z'),
        },
        {
          businessId,
          name: 'Kamau, "Junior"',
          address: 'Moi Avenue\r\nThird floor',
          notes: '-5 minutes late, always',
          createdAt: new Date('2026-01-03T08:00:00Z'),
        },
      ])
      .returning();
    const at = (date: string, time: string) => {
      const startsAt = new Date(`${date}T${time}:00+03:00`);
      return {
        bookingDate: date,
        bookingTime: time,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 60 * 60 * 1000),
      };
    };
    const common = { businessId, serviceId: service.id };
    tickets.zoe = (
      await buildBooking(db, {
        ...common,
        ...at('2026-03-02', '10:00'),
        clientId: zoe!.id,
        staffId: member!.id,
        customerName: 'Zoë W.',
        customerEmail: 'zoe@example.com',
        customerPhone: '+254711000101',
        status: 'completed',
        paymentStatus: 'completed',
        totalAmountMinor: 150000,
        notes: 'Line one\nline two, with "quotes"',
        // 00:30 on 2 March in Nairobi
        createdAt: new Date('2026-03-01T21:30:00Z'),
      })
    ).ticketCode;
    tickets.formula = (
      await buildBooking(db, {
        ...common,
        ...at('2026-03-02', '11:30'),
        customerName: '=1+1',
        notes: '-5',
        status: 'cancelled',
        currency: 'USD',
        totalAmountMinor: 2550,
        source: 'owner',
      })
    ).ticketCode;
    tickets.controls = (
      await buildBooking(db, {
        ...common,
        ...at('2026-03-01', '09:00'),
        customerName: '@SUM(A1:A9)',
        customerPhone: '+254722000202',
        notes: '\tTabbed',
        clientId: newest!.id,
      })
    ).ticketCode;
    tickets.carriage = (
      await buildBooking(db, {
        ...common,
        ...at('2026-03-03', '08:00'),
        customerName: 'Njoki\rwa Kĩmani',
        notes: '\rreturn first',
      })
    ).ticketCode;
    const otherService = await buildService(db, { businessId: other.businessId });
    otherTicket = (
      await buildBooking(db, {
        businessId: other.businessId,
        serviceId: otherService.id,
        customerName: 'Other Client',
      })
    ).ticketCode;
    await db.insert(clients).values({ businessId: other.businessId, name: 'Other Client' });
  });
  afterAll(() => app.close());

  it('downloads bookings as {type}_{date}.csv with the names around each, in calendar order', async () => {
    const { response, header, rows, text } = await download(owner, 'bookings');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="bookings_${nairobiToday()}.csv"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(header).toEqual(BOOKING_HEADER);
    expect(rows.map((row) => row.Ticket)).toEqual([
      tickets.controls,
      tickets.zoe,
      tickets.formula,
      tickets.carriage,
    ]);
    expect(rows[1]).toEqual({
      Ticket: tickets.zoe,
      Date: '2026-03-02',
      Time: '10:00',
      Service: 'Box braids, long',
      // the client's record, as it is now
      Client: 'Zoë Wanjirũ',
      'Client email': 'zoe@example.com',
      'Client phone': "'+254711000101",
      Staff: 'Wanjiru "Shiku" Kamau',
      Status: 'Completed',
      Payment: 'Paid',
      Amount: '1500.00',
      Currency: 'KES',
      'Booked by': 'Client online',
      Notes: 'Line one\nline two, with "quotes"',
      'Booked at': '2026-03-02 00:30',
    });
    expect(rows[2]).toMatchObject({
      Client: "'=1+1",
      Notes: "'-5",
      Staff: '',
      'Client email': '',
      Status: 'Cancelled',
      Payment: 'Unpaid',
      Amount: '25.50',
      Currency: 'USD',
      'Booked by': 'Front desk',
    });
    expect(rows[0]).toMatchObject({ Client: 'Kamau, "Junior"', Notes: "'\tTabbed" });
    // a carriage return inside a name is quoted, and one at the start neutralised
    expect(rows[3]).toMatchObject({ Client: 'Njoki\rwa Kĩmani', Notes: "'\rreturn first" });
    // quoting as RFC 4180 writes it, in the bytes themselves
    expect(text).toContain('"Box braids, long"');
    expect(text).toContain('"Wanjiru ""Shiku"" Kamau"');
    expect(text).toContain('"Line one\nline two, with ""quotes"""');
    expect(text).not.toContain(otherTicket);
    expect(text).not.toContain('Other Client');
  });

  it("dates and times are the business's own: another time zone moves 'Booked at' and the file name", async () => {
    await app.db
      .update(businessSettings)
      .set({ timezone: 'Asia/Tokyo' })
      .where(eq(businessSettings.businessId, owner.businessId));
    try {
      const { response, rows } = await download(owner, 'bookings');
      expect(rows.find((row) => row.Ticket === tickets.zoe)?.['Booked at']).toBe(
        '2026-03-02 06:30',
      );
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="bookings_${localDateAt(new Date(), 'Asia/Tokyo')}.csv"`,
      );
    } finally {
      await app.db
        .update(businessSettings)
        .set({ timezone: 'Africa/Nairobi' })
        .where(eq(businessSettings.businessId, owner.businessId));
    }
  });

  it('downloads clients newest first, with their visits, every formula neutralised', async () => {
    const { response, header, rows, text } = await download(owner, 'clients');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="clients_${nairobiToday()}.csv"`,
    );
    expect(header).toEqual(CLIENT_HEADER);
    expect(rows).toEqual([
      {
        Name: 'Kamau, "Junior"',
        Email: '',
        Phone: '',
        Address: 'Moi Avenue\r\nThird floor',
        Notes: "'-5 minutes late, always",
        Visits: '0',
        'Last visit': '',
        Added: '2026-01-03 11:00',
      },
      {
        Name: "'=1+1",
        Email: '',
        Phone: '',
        Address: '',
        Notes: "'@SUM(A1:A9)",
        Visits: '0',
        'Last visit': '2025-12-24',
        Added: '2026-01-02 11:00',
      },
      {
        Name: 'Zoë Wanjirũ',
        Email: 'zoe@example.com',
        Phone: "'+254711000101",
        Address: '',
        Notes: '',
        Visits: '1',
        'Last visit': '2026-03-02',
        Added: '2026-01-01 11:00',
      },
    ]);
    expect(text).not.toContain('Other Client');
  });

  it('downloads staff with every column the owner keeps', async () => {
    const { response, header, rows } = await download(owner, 'staff');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="staff_${nairobiToday()}.csv"`,
    );
    expect(header).toEqual(STAFF_HEADER);
    expect(rows).toEqual([
      {
        Name: '\'=HYPERLINK("http://evil.example","Otieno")',
        Email: 'otieno@amani.example',
        Phone: '',
        Gender: '',
        Shift: '',
        'Weekly hours': '',
        Specialties: '',
        Services: 'All services',
        Status: 'Inactive',
        Added: '2026-02-10 09:00',
      },
      {
        Name: 'Wanjiru "Shiku" Kamau',
        Email: 'wanjiru@amani.example',
        Phone: "'+254712000111",
        Gender: 'Female',
        Shift: 'Mon-Fri, 9am-5pm',
        'Weekly hours': '40',
        Specialties: 'Box braids; Cornrows',
        Services: 'Box braids, long',
        Status: 'Active',
        Added: '2026-01-10 09:00',
      },
    ]);
  });

  it("another business's export holds only its own rows", async () => {
    const bookings = await download(other, 'bookings');
    expect(bookings.rows.map((row) => row.Ticket)).toEqual([otherTicket]);
    for (const ticket of Object.values(tickets)) expect(bookings.text).not.toContain(ticket);
    const clientRows = (await download(other, 'clients')).rows;
    expect(clientRows.map((row) => row.Name)).toEqual(['Other Client']);
  });

  it('says which lists have rows, and answers an empty one with 404 No data to export', async () => {
    const summary = await owner.client.get('/api/exports');
    expect(summary.status).toBe(200);
    expect(await summary.json()).toEqual({
      hasRows: { bookings: true, clients: true, staff: true },
    });
    const empty = await ownerWithBusiness(app, 'Empty Studio');
    expect(await (await empty.client.get('/api/exports')).json()).toEqual({
      hasRows: { bookings: false, clients: false, staff: false },
    });
    const otherSummary = await other.client.get('/api/exports');
    expect(await otherSummary.json()).toEqual({
      hasRows: { bookings: true, clients: true, staff: false },
    });
    for (const type of ['bookings', 'clients', 'staff']) {
      const response = await empty.client.get(`/api/exports/${type}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-disposition')).toBeNull();
      expect(await response.json()).toEqual({
        error: { code: 'no_data', message: 'No data to export' },
      });
    }
  });

  it("writes the files in the owner's language: headers, labels and refusals", async () => {
    const choose = (locale: string) =>
      owner.client.request('/api/me/language', { method: 'PUT', body: { locale } });
    expect((await choose('sw')).status).toBe(200);
    try {
      const bookings = await download(owner, 'bookings');
      expect(bookings.header.slice(0, 4)).toEqual(['Msimbo wa tiketi', 'Tarehe', 'Saa', 'Huduma']);
      const zoe = bookings.rows.find((row) => row['Msimbo wa tiketi'] === tickets.zoe);
      expect(zoe?.Hali).toBe('Imekamilika');
      expect(zoe?.['Imewekwa na']).toBe('Mteja mtandaoni');
      const team = await download(owner, 'staff');
      expect(team.header).toContain('Saa kwa wiki');
      expect(team.rows[0]?.Huduma).toBe('Huduma zote');
      for (const row of team.rows) expect(['Yupo kazini', 'Hayupo kazini']).toContain(row.Hali);
      // English words left in a Kiswahili file would be a key missed
      for (const english of ['Ticket', 'Completed', 'All services', 'Active', 'Client online'])
        expect(bookings.text + team.text).not.toContain(english);
      const empty = await ownerWithBusiness(app, 'Studio Tupu');
      await empty.client.request('/api/me/language', { method: 'PUT', body: { locale: 'sw' } });
      const refused = await empty.client.get('/api/exports/clients');
      expect(await refused.json()).toEqual({
        error: { code: 'no_data', message: 'Hakuna taarifa za kupakua' },
      });
    } finally {
      expect((await choose('en')).status).toBe(200);
    }
    expect((await download(owner, 'bookings')).header).toEqual(BOOKING_HEADER);
  });

  it("answers HEAD with the download's headers and no body", async () => {
    const response = await fetch(new URL('/api/exports/bookings', app.url), {
      method: 'HEAD',
      headers: { cookie: cookieHeader(owner.client.cookies), origin: app.url },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="bookings_${nairobiToday()}.csv"`,
    );
    expect(await response.text()).toBe('');
    // and the server goes on answering
    expect((await owner.client.get('/api/exports')).status).toBe(200);
  });

  it('needs a session', async () => {
    for (const path of ['', '/bookings', '/clients', '/staff']) {
      const response = await app.request(`/api/exports${path}`);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain(tickets.zoe ?? 'never');
    }
  });
});
