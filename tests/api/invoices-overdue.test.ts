import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings } from '../../src/server/db/schema/businesses';
import { invoices } from '../../src/server/db/schema/invoices';
import { markOverdueInvoices } from '../../src/server/invoices/overdue';
import { INVOICE_MESSAGES as M } from '../../src/shared/invoices';
import {
  createInvoice,
  invoiceOf,
  invoicingOwner,
  nairobiDate,
  refusalOf,
  type InvoiceJson,
  type InvoiceOwner,
} from '../support/invoices';
import { startTestServer, type TestServer } from '../support/test-server';

// a due date well ahead of today, so the invoices can be made now and judged at chosen moments
const DUE = '2031-03-10';

describe('invoices: the overdue job, judged in each business’s time zone', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  async function inZone(timezone: string) {
    const owner = await invoicingOwner(app, { email: 'client@example.com' });
    await app.db
      .update(businessSettings)
      .set({ timezone })
      .where(eq(businessSettings.businessId, owner.businessId));
    return owner;
  }

  async function sentInvoice(owner: InvoiceOwner & { customer: { id: string } }, dueDate = DUE) {
    const draft = await createInvoice(owner, {
      clientId: owner.customer.id,
      subtotalMinor: 10_000,
      dueDate,
    });
    expect((await owner.client.post(`/api/invoices/${draft.id}/send`)).status).toBe(200);
    return draft;
  }

  async function statusOf(invoice: InvoiceJson): Promise<string | undefined> {
    const [row] = await app.db
      .select({ status: invoices.status })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    return row?.status;
  }

  it('turns sent invoices overdue once their due date has passed where the business is', async () => {
    const nairobi = await inZone('Africa/Nairobi');
    const utc = await inZone('UTC');
    const newYork = await inZone('America/New_York');
    const inNairobi = await sentInvoice(nairobi);
    const inUtc = await sentInvoice(utc);
    const inNewYork = await sentInvoice(newYork);
    // what the job must leave alone: a draft and a paid invoice past due, a sent one with no due date
    const draft = await createInvoice(nairobi, {
      clientId: nairobi.customer.id,
      subtotalMinor: 1,
      dueDate: DUE,
    });
    const paid = await sentInvoice(nairobi);
    expect((await nairobi.client.post(`/api/invoices/${paid.id}/mark-paid`)).status).toBe(200);
    const undated = await sentInvoice(nairobi, '');
    const later = await sentInvoice(nairobi, '2031-03-11');

    // 22:30 UTC on the due date: already the 11th in Nairobi (01:30), still the 10th in UTC
    expect(await markOverdueInvoices(app.db, { now: new Date('2031-03-10T22:30:00Z') })).toBe(1);
    expect(await statusOf(inNairobi)).toBe('overdue');
    expect(await statusOf(inUtc)).toBe('sent');
    expect(await statusOf(inNewYork)).toBe('sent');

    // 02:00 UTC on the 11th: past in UTC, but 21:00 on the 10th in New York
    expect(await markOverdueInvoices(app.db, { now: new Date('2031-03-11T02:00:00Z') })).toBe(1);
    expect(await statusOf(inUtc)).toBe('overdue');
    expect(await statusOf(inNewYork)).toBe('sent');

    // 05:30 UTC: just past midnight in New York
    expect(await markOverdueInvoices(app.db, { now: new Date('2031-03-11T05:30:00Z') })).toBe(1);
    expect(await statusOf(inNewYork)).toBe('overdue');

    expect(await statusOf(draft)).toBe('draft');
    expect(await statusOf(paid)).toBe('paid');
    expect(await statusOf(undated)).toBe('sent');
    expect(await statusOf(later)).toBe('sent');
    // a second run the same day finds nothing more to do
    expect(await markOverdueInvoices(app.db, { now: new Date('2031-03-11T05:30:00Z') })).toBe(0);

    // an overdue invoice can still be paid, and stays paid
    const paying = await nairobi.client.post(`/api/invoices/${inNairobi.id}/mark-paid`);
    expect(await invoiceOf(paying)).toMatchObject({ status: 'paid' });
    expect(await markOverdueInvoices(app.db, { now: new Date('2031-04-01T00:00:00Z') })).toBe(1);
    expect(await statusOf(inNairobi)).toBe('paid');
    expect(await statusOf(later)).toBe('overdue');
  });

  it('sends an overdue invoice back to sent when its due date is moved ahead', async () => {
    const owner = await inZone('Africa/Nairobi');
    const invoice = await sentInvoice(owner, nairobiDate(1));
    // as if three days had passed: its due date is now the day before yesterday
    await app.db
      .update(invoices)
      .set({ dueDate: nairobiDate(-2) })
      .where(eq(invoices.id, invoice.id));
    expect(await markOverdueInvoices(app.db)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(invoice)).toBe('overdue');
    const body = { clientId: owner.customer.id, subtotalMinor: 10_000, dueDate: nairobiDate(-2) };
    // kept as it was (notes only): still overdue
    const noted = await owner.client.request(`/api/invoices/${invoice.id}`, {
      method: 'PUT',
      body: { ...body, notes: 'Reminder sent by phone' },
    });
    expect(await invoiceOf(noted)).toMatchObject({ status: 'overdue' });
    const moved = await owner.client.request(`/api/invoices/${invoice.id}`, {
      method: 'PUT',
      body: { ...body, dueDate: nairobiDate(20) },
    });
    expect(await invoiceOf(moved)).toMatchObject({ status: 'sent', dueDate: nairobiDate(20) });
    const early = await owner.client.request(`/api/invoices/${invoice.id}`, {
      method: 'PUT',
      body: { ...body, dueDate: nairobiDate(-1) },
    });
    expect(await refusalOf(early)).toMatchObject({ status: 400, message: M.dueDatePast });
  });

  it('is scheduled with the job queue', async () => {
    const { rows } = await app.db.execute<{ name: string; cron: string }>(
      sql`SELECT name, cron FROM pgboss.schedule WHERE name = 'mark-overdue-invoices'`,
    );
    expect(rows).toEqual([{ name: 'mark-overdue-invoices', cron: '5 * * * *' }]);
  });
});
