import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessSettings } from '../../src/server/db/schema/businesses';
import { clientBusinessTransactions } from '../../src/server/db/schema/payments';
import { bookingBody } from '../support/bookable';
import { buildBusiness, buildService } from '../support/factories';
import { startMailServer, type MailServer } from '../support/mail-server';
import {
  startServers,
  stopServerProcesses,
  withDatabase,
  type ServerProcesses,
} from '../support/spawn-server';
import { freshDatabase, type FreshDatabase } from '../support/test-server';
import { readJson, type BookingAnswer, type PaymentAnswer } from '../support/answers';

// PostgreSQL runs two server processes on one database; the embedded database allows one process
const PROCESSES = inject('databaseSnapshot').kind === 'postgres' ? 2 : 1;

describe(`paying for one booking from many taps through ${PROCESSES} server process(es)`, () => {
  let database: FreshDatabase;
  let mail: MailServer;
  let servers: ServerProcesses | undefined;
  let urls: string[] = [];
  let fixture: { businessId: string; serviceId: string };

  beforeAll(async () => {
    database = await freshDatabase();
    mail = await startMailServer();
    fixture = await withDatabase(database.env, async (db) => {
      const business = await buildBusiness(db, { subdomain: `pay-${Date.now().toString(36)}` });
      await db
        .update(businessSettings)
        .set({ requirePayment: true })
        .where(eq(businessSettings.businessId, business.id));
      const service = await buildService(db, { businessId: business.id });
      return { businessId: business.id, serviceId: service.id };
    });
    servers = await startServers(PROCESSES, { ...database.env, SMTP_URL: mail.url });
    urls = servers.urls;
  }, 60_000);

  afterAll(async () => {
    await stopServerProcesses();
    await mail.close();
    await database.drop();
  });

  const at = (i: number) => urls[i % urls.length] ?? '';

  it('starts one payment for five simultaneous Pay taps, completes once and mails once', async () => {
    const email = `race-${Date.now()}@example.com`;
    const created = await fetch(`${at(0)}/api/public/businesses/${fixture.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingBody(fixture.serviceId, {
          customer: { name: 'Baraka Otieno', email, phone: '0711000555' },
        }),
      ),
    });
    expect(created.status).toBe(201);
    const { booking } = await readJson<BookingAnswer>(created);

    const taps = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        fetch(`${at(i)}/api/public/bookings/${booking.id}/payment`, { method: 'POST' }),
      ),
    );
    expect(taps.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const references = await Promise.all(
      taps.map(async (r) => (await readJson<PaymentAnswer>(r)).payment),
    );
    const distinct = [...new Set(references.map((p) => p.reference))];
    expect(distinct).toHaveLength(1);

    // the payer pays on every page they were sent to, through both processes at once
    const paid = await Promise.all(
      references.map((payment, i) =>
        fetch(`${at(i)}/pay/test/${payment.reference}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'outcome=success',
          redirect: 'manual',
        }),
      ),
    );
    expect(paid.every((r) => r.status === 303)).toBe(true);

    await mail.expectOnlyMailsTo(email, 1);

    // the embedded database opens in one process at a time: the servers stop before it is read
    await servers?.stop();
    const attempts = await withDatabase(database.env, (db) =>
      db
        .select({ status: clientBusinessTransactions.status })
        .from(clientBusinessTransactions)
        .where(eq(clientBusinessTransactions.bookingId, booking.id)),
    );
    expect(attempts.map((a) => a.status)).toEqual(['completed']);
  });
});
