import { formatDate } from '../../src/shared/format/dates';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES as M } from '../../src/shared/invoices';
import { addClient } from '../support/clients';
import { freePort, startTestServer, type TestServer } from '../support/test-server';
import {
  auditOf,
  createInvoice,
  invoiceOf,
  invoiceRowsOf,
  invoicingOwner,
  nairobiDate,
  refusalOf,
} from '../support/invoices';
import type { MailServer, ReceivedMail } from '../support/mail-server';
import { startServerWithMail } from '../support/server-with-mail';

async function pdfTextOf(mail: ReceivedMail): Promise<string> {
  const [file] = mail.attachments.filter((attachment) => attachment.mimeType === 'application/pdf');
  expect(file, 'a PDF attachment').toBeDefined();
  const data = new Uint8Array(Buffer.from(file?.contentBase64 ?? '', 'base64'));
  const { text } = await new PDFParse({ data }).getText();
  return text;
}

describe('invoices: sending by e-mail with a PDF, and marking paid', () => {
  let mail: MailServer;
  let app: TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, mail, close } = await startServerWithMail());
  });
  afterAll(() => close());

  it('mails the client the invoice with a PDF whose text says number, client and total', async () => {
    const owner = await invoicingOwner(app, {
      name: 'Wanjirū Ñyambura',
      email: 'wanjiru.nyambura@example.com',
    });
    const draft = await createInvoice(owner, {
      clientId: owner.customer.id,
      subtotalMinor: 150_000,
      taxMinor: 24_000,
      dueDate: nairobiDate(14),
      notes: 'Malipo kwa M-Pesa, asante.',
    });
    const sending = await owner.client.post(`/api/invoices/${draft.id}/send`);
    expect(sending.status).toBe(200);
    const sent = await invoiceOf(sending);
    expect(sent).toMatchObject({
      id: draft.id,
      number: draft.number,
      status: 'sent',
      paidAt: null,
    });
    expect(Date.parse(sent.sentAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const received = await mail.nextMailTo('wanjiru.nyambura@example.com');
    expect(received.subject).toBe(`Invoice ${draft.number} from Amani Beauty Spa: KES 1,740`);
    expect(received.text).toContain('Hello Wanjirū Ñyambura,');
    expect(received.text).toContain('Total: KES 1,740');
    expect(received.html).toContain('KES 1,740');
    expect(received.attachments[0]?.filename).toBe(`${draft.number}.pdf`);
    const pdf = await pdfTextOf(received);
    expect(pdf).toContain(draft.number);
    expect(pdf).toContain('Wanjirū Ñyambura');
    expect(pdf).toContain('Amani Beauty Spa');
    expect(pdf).toContain('Total KES 1,740');
    expect(pdf).toContain('Subtotal KES 1,500');
    expect(pdf).toContain('Tax KES 240');
    expect(pdf).toContain('Malipo kwa M-Pesa, asante.');
    // '1 Dec 2026', the one way dates are written (docs/decisions/0063)
    expect(pdf).toContain(`Due ${formatDate(nairobiDate(14))}`);
    expect(pdf).toMatch(/Issued \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/);
    expect(received.text).toContain(`due by ${formatDate(nairobiDate(14))}`);

    const [entry] = await auditOf(app, draft.id);
    expect(entry).toMatchObject({
      action: 'INVOICE_SENT',
      tableName: 'invoices',
      userId: owner.userId,
      oldValues: { number: draft.number, status: 'draft' },
      newValues: { number: draft.number, status: 'sent', to: 'wanjiru.nyambura@example.com' },
    });
  });

  it('walks draft to sent to paid, refusing each step out of turn', async () => {
    const owner = await invoicingOwner(app, { email: 'turns@example.com' });
    const draft = await createInvoice(owner, { clientId: owner.customer.id, subtotalMinor: 2_500 });
    const early = await owner.client.post(`/api/invoices/${draft.id}/mark-paid`);
    expect(await refusalOf(early)).toMatchObject({ status: 409, message: M.sendFirst });
    const resendDraft = await owner.client.post(`/api/invoices/${draft.id}/resend`);
    expect(await refusalOf(resendDraft)).toMatchObject({ status: 409, message: M.notSentYet });

    expect((await owner.client.post(`/api/invoices/${draft.id}/send`)).status).toBe(200);
    const again = await owner.client.post(`/api/invoices/${draft.id}/send`);
    expect(await refusalOf(again)).toMatchObject({ status: 409, message: M.alreadySent });

    const paying = await owner.client.post(`/api/invoices/${draft.id}/mark-paid`);
    expect(paying.status).toBe(200);
    const paid = await invoiceOf(paying);
    expect(paid.status).toBe('paid');
    expect(Date.parse(paid.paidAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    for (const action of ['mark-paid', 'send', 'resend']) {
      const refused = await owner.client.post(`/api/invoices/${draft.id}/${action}`);
      expect(await refusalOf(refused), action).toMatchObject({
        status: 409,
        message: M.alreadyPaid,
      });
    }
    const [row] = await invoiceRowsOf(app, owner.businessId);
    expect(row?.paidAt?.toISOString()).toBe(paid.paidAt);
    expect((await auditOf(app, draft.id)).map((entry) => entry.action)).toEqual([
      'INVOICE_SENT',
      'INVOICE_PAID',
    ]);
    expect(mail.mailsTo('turns@example.com')).toHaveLength(1);
  });

  it('cannot send to a client without an e-mail, and says so', async () => {
    const owner = await invoicingOwner(app, { email: '' });
    expect(owner.customer.email).toBeNull();
    const draft = await createInvoice(owner, { clientId: owner.customer.id, subtotalMinor: 1_000 });
    const response = await owner.client.post(`/api/invoices/${draft.id}/send`);
    expect(await refusalOf(response)).toMatchObject({
      status: 409,
      code: 'no_email',
      message: M.noEmail,
    });
    const [row] = await invoiceRowsOf(app, owner.businessId);
    expect(row).toMatchObject({ status: 'draft', sentAt: null });
    expect(await auditOf(app, draft.id)).toEqual([]);
  });

  it('mails once when Send is pressed twice at once', async () => {
    const owner = await invoicingOwner(app, { email: 'twice@example.com' });
    const draft = await createInvoice(owner, { clientId: owner.customer.id, subtotalMinor: 7_000 });
    const statuses = (
      await Promise.all([1, 2, 3].map(() => owner.client.post(`/api/invoices/${draft.id}/send`)))
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 409, 409]);
    await mail.expectOnlyMailsTo('twice@example.com');
  });

  it('records an edit of a sent invoice, keeps its number and status, and sends the new one again', async () => {
    const owner = await invoicingOwner(app, { email: 'edited@example.com' });
    const other = await addClient(owner, { name: 'Baraka Otieno', email: 'baraka@example.com' });
    const draft = await createInvoice(owner, {
      clientId: owner.customer.id,
      subtotalMinor: 10_000,
      dueDate: nairobiDate(5),
    });
    await owner.client.post(`/api/invoices/${draft.id}/send`);
    await mail.nextMailTo('edited@example.com');

    const edit = await owner.client.request(`/api/invoices/${draft.id}`, {
      method: 'PUT',
      body: {
        clientId: owner.customer.id,
        subtotalMinor: 12_000,
        taxMinor: 1_920,
        dueDate: nairobiDate(5),
        notes: 'Added a treatment',
      },
    });
    expect(await invoiceOf(edit)).toMatchObject({
      number: draft.number,
      status: 'sent',
      totalMinor: 13_920,
    });
    const updated = (await auditOf(app, draft.id)).find((e) => e.action === 'INVOICE_UPDATED');
    expect(updated).toMatchObject({
      userId: owner.userId,
      oldValues: {
        number: draft.number,
        subtotalMinor: 10_000,
        taxMinor: 0,
        totalMinor: 10_000,
        notes: null,
      },
      newValues: {
        number: draft.number,
        subtotalMinor: 12_000,
        taxMinor: 1_920,
        totalMinor: 13_920,
        notes: 'Added a treatment',
      },
    });
    // fields that did not change are not in the record
    expect(updated?.newValues).not.toHaveProperty('dueDate');

    const resent = await owner.client.post(`/api/invoices/${draft.id}/resend`);
    expect(await invoiceOf(resent)).toMatchObject({ status: 'sent' });
    const second = await mail.nextMailTo('edited@example.com');
    expect(await pdfTextOf(second)).toContain('Total KES 139.20');

    // a paid invoice keeps its client and amounts; its due date and notes may still change
    await owner.client.post(`/api/invoices/${draft.id}/mark-paid`);
    for (const body of [
      { clientId: other.id, subtotalMinor: 12_000, taxMinor: 1_920 },
      { clientId: owner.customer.id, subtotalMinor: 20_000, taxMinor: 1_920 },
      { clientId: owner.customer.id, subtotalMinor: 12_000, taxMinor: 0 },
    ]) {
      const refused = await owner.client.request(`/api/invoices/${draft.id}`, {
        method: 'PUT',
        body: { ...body, dueDate: nairobiDate(5), notes: 'Added a treatment' },
      });
      expect(await refusalOf(refused)).toMatchObject({ status: 409, message: M.paidLocked });
    }
    const noted = await owner.client.request(`/api/invoices/${draft.id}`, {
      method: 'PUT',
      body: {
        clientId: owner.customer.id,
        subtotalMinor: 12_000,
        taxMinor: 1_920,
        dueDate: nairobiDate(9),
        notes: 'Paid by M-Pesa QJK2XYZ',
      },
    });
    expect(await invoiceOf(noted)).toMatchObject({
      status: 'paid',
      number: draft.number,
      totalMinor: 13_920,
      notes: 'Paid by M-Pesa QJK2XYZ',
      dueDate: nairobiDate(9),
    });
    const actions = (await auditOf(app, draft.id)).map((entry) => entry.action);
    expect(actions).toEqual([
      'INVOICE_SENT',
      'INVOICE_UPDATED',
      'INVOICE_RESENT',
      'INVOICE_PAID',
      'INVOICE_UPDATED',
    ]);
  });
});

describe('invoices: a mail server that is down', () => {
  let app: TestServer;
  beforeAll(async () => {
    // nothing listens on this port: every mail fails
    app = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
  });
  afterAll(() => app.close());

  it('leaves the invoice a draft and says the mail could not go', async () => {
    const owner = await invoicingOwner(app);
    const draft = await createInvoice(owner, { clientId: owner.customer.id, subtotalMinor: 4_000 });
    const response = await owner.client.post(`/api/invoices/${draft.id}/send`);
    expect(await refusalOf(response)).toMatchObject({ status: 502, message: M.mailFailed });
    const [row] = await invoiceRowsOf(app, owner.businessId);
    expect(row).toMatchObject({ status: 'draft', sentAt: null, invoiceNumber: draft.number });
  });
});
