import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES as M } from '../../src/shared/invoices';
import { TEXT_MESSAGES } from '../../src/shared/text';
import { localDateAt } from '../../src/shared/zoned-time';
import { addClient, errorOf } from '../support/clients';
import {
  createInvoice,
  invoiceOf,
  invoiceRowsOf,
  invoicingOwner,
  nairobiDate,
  refusalOf,
  type InvoiceJson,
} from '../support/invoices';
import { ownerWithBusiness, signedInOwner } from '../support/owners';
import { snapshotBusiness } from '../support/tenancy';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

describe('invoices: the form rules, drafts, and one business only', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('needs a session and a business', async () => {
    expect((await app.request('/api/invoices')).status).toBe(401);
    expect((await app.request('/api/invoices', { method: 'POST' })).status).toBe(401);
    const owner = await signedInOwner(app);
    const response = await owner.client.get('/api/invoices');
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('no_business');
  });

  it('creates a draft numbered for the business’s today, totals it, and lists it newest first', async () => {
    const owner = await invoicingOwner(app);
    const today = localDateAt(new Date(), 'Africa/Nairobi').replaceAll('-', '');
    const first = await createInvoice(owner, {
      clientId: owner.customer.id,
      subtotalMinor: 150_000,
      taxMinor: 24_000,
      dueDate: nairobiDate(14),
      notes: '  Asante! Pay by M-Pesa.  ',
    });
    expect(first).toMatchObject({
      number: `INV-${today}-001`,
      status: 'draft',
      subtotalMinor: 150_000,
      taxMinor: 24_000,
      totalMinor: 174_000,
      currency: 'KES',
      dueDate: nairobiDate(14),
      notes: 'Asante! Pay by M-Pesa.',
      client: { id: owner.customer.id, name: 'Mary Atieno', email: 'mary.atieno@example.com' },
      booking: null,
      sentAt: null,
      paidAt: null,
    });
    expect(first).not.toHaveProperty('businessId');
    // tax may be left out (none), the due date too
    const second = await createInvoice(owner, { clientId: owner.customer.id, subtotalMinor: 999 });
    expect(second).toMatchObject({
      number: `INV-${today}-002`,
      taxMinor: 0,
      totalMinor: 999,
      dueDate: null,
      notes: null,
    });
    // a due date of today is not in the past
    await createInvoice(owner, {
      clientId: owner.customer.id,
      subtotalMinor: 0,
      dueDate: nairobiDate(0),
    });

    const list = await readJson<{
      invoices: InvoiceJson[];
      total: number;
      page: number;
      pageSize: number;
    }>(await owner.client.get('/api/invoices'));
    expect(list.invoices.map((invoice) => invoice.number)).toEqual([
      `INV-${today}-003`,
      `INV-${today}-002`,
      `INV-${today}-001`,
    ]);
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    const fetched = await owner.client.get(`/api/invoices/${first.id}`);
    expect(await invoiceOf(fetched)).toEqual(first);
  });

  it('refuses each bad invoice with the spec’s message and writes nothing', async () => {
    const owner = await invoicingOwner(app);
    const other = await invoicingOwner(app, { name: 'Someone Else', email: 'else@example.com' });
    const otherBefore = await snapshotBusiness(app.db, other.businessId);
    const valid = { clientId: owner.customer.id, subtotalMinor: 10_000, taxMinor: 1_600 };
    const cases: [object, string, string][] = [
      [{}, 'clientId', M.missingInformation],
      [{ ...valid, clientId: undefined }, 'clientId', M.missingInformation],
      [{ ...valid, clientId: '' }, 'clientId', M.missingInformation],
      [{ ...valid, clientId: 'not-a-client' }, 'clientId', M.clientNotFound],
      [{ ...valid, clientId: other.customer.id }, 'clientId', M.clientNotFound],
      [{ ...valid, subtotalMinor: undefined }, 'subtotalMinor', M.subtotalRequired],
      [{ ...valid, subtotalMinor: '100' }, 'subtotalMinor', M.subtotalRequired],
      [{ ...valid, subtotalMinor: -1, taxMinor: 0 }, 'subtotalMinor', M.subtotalNegative],
      [{ ...valid, subtotalMinor: 10.5 }, 'subtotalMinor', M.minorUnits],
      [{ ...valid, subtotalMinor: 1_000_000_001 }, 'subtotalMinor', M.subtotalTooHigh],
      [{ ...valid, taxMinor: -100 }, 'taxMinor', M.taxNegative],
      [{ ...valid, taxMinor: 10_001 }, 'taxMinor', M.taxAboveSubtotal],
      [{ ...valid, dueDate: '2026-02-30' }, 'dueDate', M.dueDate],
      [{ ...valid, dueDate: '30/11/2026' }, 'dueDate', M.dueDate],
      [{ ...valid, dueDate: nairobiDate(-1) }, 'dueDate', M.dueDatePast],
      [{ ...valid, notes: 'x'.repeat(501) }, 'notes', M.notesTooLong],
      [{ ...valid, notes: 'line\u0007bell' }, 'notes', TEXT_MESSAGES.multiLine],
      [{ ...valid, bookingId: 'nope' }, 'bookingId', M.bookingNotFound],
      [
        { ...valid, bookingId: '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60' },
        'bookingId',
        M.bookingNotFound,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await owner.client.post('/api/invoices', body);
      const refusal = await refusalOf(response);
      expect(refusal, JSON.stringify(body).slice(0, 120)).toMatchObject({
        status: 400,
        fields: { [field]: message },
      });
    }
    // a note of a million characters is refused before anything is written
    const huge = await owner.client.post('/api/invoices', {
      ...valid,
      notes: 'n'.repeat(1_000_000),
    });
    expect(await refusalOf(huge)).toMatchObject({ status: 400, message: M.notesTooLong });
    // and a body past the server's 1 MB limit is not even read
    const oversized = await owner.client.post('/api/invoices', {
      ...valid,
      notes: 'n'.repeat(1024 * 1024),
    });
    expect(oversized.status).toBe(413);

    expect(await invoiceRowsOf(app, owner.businessId)).toEqual([]);
    expect(await snapshotBusiness(app.db, other.businessId)).toEqual(otherBefore);
  });

  it('edits a draft in place: the number stays, the total follows, nothing leaks across businesses', async () => {
    const owner = await invoicingOwner(app);
    const second = await addClient(owner, { name: 'Wanjiku Kamau', email: 'wanjiku@example.com' });
    const draft = await createInvoice(owner, { clientId: owner.customer.id, subtotalMinor: 5_000 });
    const edited = await owner.client.request(`/api/invoices/${draft.id}`, {
      method: 'PUT',
      body: {
        clientId: second.id,
        subtotalMinor: 12_345,
        taxMinor: 1_975,
        dueDate: nairobiDate(7),
        notes: 'Second visit',
      },
    });
    expect(edited.status).toBe(200);
    expect(await invoiceOf(edited)).toMatchObject({
      id: draft.id,
      number: draft.number,
      status: 'draft',
      totalMinor: 14_320,
      client: { id: second.id, name: 'Wanjiku Kamau' },
      dueDate: nairobiDate(7),
      notes: 'Second visit',
    });

    // another owner can neither read nor change it, whatever ids they send
    const intruder = await invoicingOwner(app);
    const before = await snapshotBusiness(app.db, owner.businessId);
    expect((await intruder.client.get(`/api/invoices/${draft.id}`)).status).toBe(404);
    const taken = await intruder.client.request(`/api/invoices/${draft.id}`, {
      method: 'PUT',
      body: { clientId: intruder.customer.id, subtotalMinor: 1 },
    });
    expect(await refusalOf(taken)).toMatchObject({ status: 404, message: M.notFound });
    for (const action of ['send', 'resend', 'mark-paid']) {
      const response = await intruder.client.post(`/api/invoices/${draft.id}/${action}`);
      expect(response.status).toBe(404);
    }
    expect((await intruder.client.get(`/api/invoices/${draft.id}/print`)).status).toBe(404);
    // their own invoice cannot be moved onto the victim's client either
    const own = await createInvoice(intruder, { clientId: intruder.customer.id, subtotalMinor: 1 });
    const moved = await intruder.client.request(`/api/invoices/${own.id}`, {
      method: 'PUT',
      body: { clientId: owner.customer.id, subtotalMinor: 1 },
    });
    expect(await refusalOf(moved)).toMatchObject({
      status: 400,
      fields: { clientId: M.clientNotFound },
    });
    expect(await snapshotBusiness(app.db, owner.businessId)).toEqual(before);
    expect((await owner.client.get('/api/invoices/not-a-uuid')).status).toBe(404);
  });

  it('keeps an unchanged past due date on edit, but refuses moving one into the past', async () => {
    const owner = await invoicingOwner(app);
    const draft = await createInvoice(owner, {
      clientId: owner.customer.id,
      subtotalMinor: 5_000,
      dueDate: nairobiDate(3),
    });
    const past = await owner.client.request(`/api/invoices/${draft.id}`, {
      method: 'PUT',
      body: { clientId: owner.customer.id, subtotalMinor: 5_000, dueDate: nairobiDate(-2) },
    });
    expect(await refusalOf(past)).toMatchObject({
      status: 400,
      fields: { dueDate: M.dueDatePast },
    });
    const [row] = await invoiceRowsOf(app, owner.businessId);
    expect(row?.dueDate).toBe(nairobiDate(3));
  });

  it('gives the printable page the business’s letterhead, the client, the line and the totals', async () => {
    const owner = await ownerWithBusiness(app, 'Nyota Nails & Beauty');
    const profile = await owner.client.request('/api/business', {
      method: 'PATCH',
      body: {
        name: 'Nyota Nails & Beauty',
        email: 'hello@nyota.example',
        phone: '0711 000 222',
        address: 'Kimathi Street 4',
        city: 'Nairobi',
        country: 'Kenya',
        website: '',
        description: '',
      },
    });
    expect(profile.status).toBe(200);
    const client = await addClient(owner, {
      name: 'Wanjirū Ñyambura',
      email: 'wanjiru@example.com',
      phone: '0722 111 333',
      address: 'Ngong Road',
    });
    const invoice = await createInvoice(owner, {
      clientId: client.id,
      subtotalMinor: 250_050,
      taxMinor: 40_008,
      dueDate: nairobiDate(10),
    });
    const response = await owner.client.get(`/api/invoices/${invoice.id}/print`);
    expect(response.status).toBe(200);
    const page = await readJson<Record<string, unknown>>(response);
    expect(page).toMatchObject({
      invoice: { number: invoice.number, totalMinor: 290_058, status: 'draft' },
      issuedOn: nairobiDate(0),
      lines: [{ description: 'Services', amountMinor: 250_050 }],
      client: {
        name: 'Wanjirū Ñyambura',
        email: 'wanjiru@example.com',
        phone: '+254722111333',
        address: 'Ngong Road',
      },
      business: {
        name: 'Nyota Nails & Beauty',
        email: 'hello@nyota.example',
        address: 'Kimathi Street 4',
        city: 'Nairobi',
        country: 'Kenya',
        currency: 'KES',
        logoUrl: null,
      },
    });
    expect(JSON.stringify(page)).not.toContain(owner.businessId);
  });
});
