import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings } from '../../src/server/db/schema/businesses';
import { invoices } from '../../src/server/db/schema/invoices';
import { services } from '../../src/server/db/schema/services';
import { INVOICE_MESSAGES as M } from '../../src/shared/invoices';
import { localDateAt } from '../../src/shared/zoned-time';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { addClient } from '../support/clients';
import {
  createInvoice,
  invoiceOf,
  invoiceRowsOf,
  invoicingOwner,
  refusalOf,
  type InvoiceJson,
} from '../support/invoices';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type BookingAnswer } from '../support/answers';

function compactDate(timezone: string): string {
  return localDateAt(new Date(), timezone).replaceAll('-', '');
}

describe('invoices: numbers INV-YYYYMMDD-NNN, and invoices made from bookings', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('gives 20 invoices created at once 20 different numbers, all accepted', async () => {
    const owner = await invoicingOwner(app);
    const day = compactDate('Africa/Nairobi');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        owner.client.post('/api/invoices', {
          clientId: owner.customer.id,
          subtotalMinor: 1_000 + i,
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    const created = await Promise.all(responses.map(invoiceOf));
    const numbers = created.map((invoice) => invoice.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `INV-${day}-${String(i + 1).padStart(3, '0')}`),
    );
    const rows = await invoiceRowsOf(app, owner.businessId);
    expect(new Set(rows.map((row) => row.invoiceNumber)).size).toBe(20);
    // each invoice kept its own amount under its number
    expect(rows.map((row) => row.subtotalMinor).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => 1_000 + i),
    );

    // the list pages through them, 20 at a time
    await createInvoice(owner, { clientId: owner.customer.id, subtotalMinor: 5 });
    const second = await readJson<{
      invoices: InvoiceJson[];
      total: number;
    }>(await owner.client.get('/api/invoices?page=2'));
    expect(second.total).toBe(21);
    expect(second.invoices).toHaveLength(1);
    const badPage = await owner.client.get('/api/invoices?page=0');
    expect(await refusalOf(badPage)).toMatchObject({ status: 400, message: M.page });
  });

  it('numbers each business on its own, by its own local date, and keeps a number on edit', async () => {
    const first = await invoicingOwner(app);
    const second = await invoicingOwner(app);
    // fourteen hours ahead of UTC: often a different date from Nairobi's
    await app.db
      .update(businessSettings)
      .set({ timezone: 'Pacific/Kiritimati' })
      .where(eq(businessSettings.businessId, second.businessId));
    const before = compactDate('Pacific/Kiritimati');
    const a = await createInvoice(first, { clientId: first.customer.id, subtotalMinor: 100 });
    const b = await createInvoice(second, { clientId: second.customer.id, subtotalMinor: 100 });
    const after = compactDate('Pacific/Kiritimati');
    expect(a.number).toBe(`INV-${compactDate('Africa/Nairobi')}-001`);
    expect([`INV-${before}-001`, `INV-${after}-001`]).toContain(b.number);

    const edited = await first.client.request(`/api/invoices/${a.id}`, {
      method: 'PUT',
      body: { clientId: first.customer.id, subtotalMinor: 999_999, notes: 'Changed' },
    });
    expect(await invoiceOf(edited)).toMatchObject({ number: a.number, totalMinor: 999_999 });
  });

  it('goes past 999 in a day without losing a digit', async () => {
    const owner = await invoicingOwner(app);
    const day = compactDate('Africa/Nairobi');
    await app.db.insert(invoices).values({
      businessId: owner.businessId,
      clientId: owner.customer.id,
      invoiceNumber: `INV-${day}-999`,
      subtotalMinor: 1,
      totalMinor: 1,
      currency: 'KES',
    });
    const next = await createInvoice(owner, { clientId: owner.customer.id, subtotalMinor: 1 });
    expect(next.number).toBe(`INV-${day}-1000`);
  });

  it('makes an invoice from a booking: its client, amount and currency, linked, once', async () => {
    const { owner, service } = await bookableBusiness(app, { priceMinor: 350_000 });
    const booked = await app.request(`/api/public/businesses/${owner.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(service.id)),
    });
    expect(booked.status).toBe(201);
    const { booking } = await readJson<{
      booking: { id: string; ticketCode: string; date: string };
    }>(booked);
    const { booking: view } = await readJson<{
      booking: { clientId: string; amountMinor: number };
    }>(await owner.client.get(`/api/bookings/${booking.id}`));

    const body = {
      clientId: view.clientId,
      subtotalMinor: view.amountMinor,
      taxMinor: 56_000,
      bookingId: booking.id,
    };
    // two at once for one booking: one invoice, and the other told which
    const [one, two] = await Promise.all([
      owner.client.post('/api/invoices', body),
      owner.client.post('/api/invoices', body),
    ]);
    const statuses = [one.status, two.status].sort();
    expect(statuses).toEqual([201, 409]);
    const made = await invoiceOf(one.status === 201 ? one : two);
    expect(made).toMatchObject({
      client: { id: view.clientId, name: 'Mary Atieno', email: 'mary@example.com' },
      subtotalMinor: 350_000,
      totalMinor: 406_000,
      currency: 'KES',
      booking: {
        id: booking.id,
        ticketCode: booking.ticketCode,
        date: booking.date,
        serviceName: 'Personal Training Session',
      },
    });
    const refused = await refusalOf(one.status === 409 ? one : two);
    expect(refused).toMatchObject({ status: 409, message: M.bookingInvoiced(made.number) });
    expect(await invoiceRowsOf(app, owner.businessId)).toHaveLength(1);

    // the line on the printed invoice names the booking
    const { lines } = await readJson<{
      lines: { description: string }[];
    }>(await owner.client.get(`/api/invoices/${made.id}/print`));
    expect(lines[0]?.description).toMatch(
      new RegExp(`^Personal Training Session \\(booking ${booking.ticketCode}, `),
    );

    // another business cannot bill the booking
    const intruder = await invoicingOwner(app);
    const stolen = await intruder.client.post('/api/invoices', {
      clientId: intruder.customer.id,
      subtotalMinor: 1,
      bookingId: booking.id,
    });
    expect(await refusalOf(stolen)).toMatchObject({
      status: 400,
      fields: { bookingId: M.bookingNotFound },
    });
    expect(await invoiceRowsOf(app, intruder.businessId)).toEqual([]);
  });

  it('bills a booking in its own currency when the service is priced in another', async () => {
    const { owner, service } = await bookableBusiness(app, { priceMinor: 4_500 });
    await app.db.update(services).set({ currency: 'USD' }).where(eq(services.id, service.id));
    const booked = await app.request(`/api/public/businesses/${owner.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(service.id)),
    });
    expect(booked.status).toBe(201);
    const { booking } = await readJson<BookingAnswer>(booked);
    const client = await addClient(owner, { name: 'Walk-in Payer' });
    const invoice = await createInvoice(owner, {
      clientId: client.id,
      subtotalMinor: 4_500,
      bookingId: booking.id,
    });
    expect(invoice.currency).toBe('USD');
  });
});
