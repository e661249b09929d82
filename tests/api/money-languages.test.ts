import { randomUUID } from 'node:crypto';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, type ErrorAnswer } from '../support/answers';
import { addClient } from '../support/clients';
import { createInvoice, nairobiDate } from '../support/invoices';
import type { MailServer, ReceivedMail } from '../support/mail-server';
import { ownerWithBusiness, speaks } from '../support/owners';
import { startServerWithMail } from '../support/server-with-mail';
import type { TestServer } from '../support/test-server';

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

async function pdfTextOf(mail: ReceivedMail): Promise<string> {
  const [file] = mail.attachments.filter((attachment) => attachment.mimeType === 'application/pdf');
  expect(file, 'a PDF attachment').toBeDefined();
  const data = new Uint8Array(Buffer.from(file?.contentBase64 ?? '', 'base64'));
  const { text } = await new PDFParse({ data }).getText();
  return text;
}

describe('clients, invoices, earnings and payouts refuse in the language of the owner’s account', () => {
  let app: TestServer;
  let mail: MailServer;
  let close: () => Promise<void>;
  let english: Owner;
  let kiswahili: Owner;
  beforeAll(async () => {
    ({ app, mail, close } = await startServerWithMail());
    english = await ownerWithBusiness(app);
    kiswahili = await ownerWithBusiness(app);
    await speaks(kiswahili, 'sw');
  }, 180_000);
  afterAll(() => close());

  async function refusal(owner: Owner, path: string, init?: { method: string; body?: unknown }) {
    const response = await owner.client.request(path, init);
    return {
      status: response.status,
      language: response.headers.get('content-language'),
      error: (await readJson<ErrorAnswer>(response)).error,
    };
  }

  it('says a client not found and a client form’s checks in Kiswahili, and in English otherwise', async () => {
    const missing = `/api/clients/${randomUUID()}`;
    expect(await refusal(kiswahili, missing)).toMatchObject({
      status: 404,
      language: 'sw',
      error: { code: 'not_found', message: 'Mteja hakupatikana.' },
    });
    expect(await refusal(english, missing)).toMatchObject({
      status: 404,
      language: 'en',
      error: { code: 'not_found', message: 'Client not found.' },
    });
    const form = { method: 'POST', body: { name: ' ', email: 'not-an-address' } };
    expect(await refusal(kiswahili, '/api/clients', form)).toMatchObject({
      status: 400,
      error: { fields: { name: 'Jina linahitajika' } },
    });
    expect(await refusal(english, '/api/clients', form)).toMatchObject({
      status: 400,
      error: { fields: { name: 'Name is required' } },
    });
  });

  it('says an invoice not found and its amounts’ checks in the account’s language', async () => {
    const missing = `/api/invoices/${randomUUID()}`;
    expect(await refusal(kiswahili, missing)).toMatchObject({
      status: 404,
      error: { message: 'Ankara haikupatikana.' },
    });
    expect(await refusal(english, missing)).toMatchObject({
      status: 404,
      error: { message: 'Invoice not found.' },
    });
    const body = { clientId: randomUUID(), subtotalMinor: 100_00, taxMinor: 200_00 };
    expect(await refusal(kiswahili, '/api/invoices', { method: 'POST', body })).toMatchObject({
      status: 400,
      error: { fields: { taxMinor: 'Kodi haiwezi kuzidi jumla ndogo' } },
    });
    expect(await refusal(english, '/api/invoices', { method: 'POST', body })).toMatchObject({
      status: 400,
      error: { fields: { taxMinor: 'Tax amount cannot be more than the subtotal' } },
    });
  });

  it('says an unknown earnings period and a wrong M-Pesa number in the account’s language', async () => {
    expect(await refusal(kiswahili, '/api/business/earnings?period=week')).toMatchObject({
      status: 400,
      error: { message: 'Kipindi hakijulikani. Chagua 7d, 30d, 90d, 365d au all.' },
    });
    expect(await refusal(english, '/api/business/earnings?period=week')).toMatchObject({
      status: 400,
      error: { message: 'Unknown period. Choose 7d, 30d, 90d, 365d or all.' },
    });
    const payouts = {
      method: 'PUT',
      body: { mpesaNumber: '12345', bankName: '', bankAccountNumber: '', accountHolderName: '' },
    };
    expect(await refusal(kiswahili, '/api/business/payouts', payouts)).toMatchObject({
      status: 400,
      error: { fields: { mpesaNumber: 'Tafadhali weka nambari ya M-Pesa kama 254712345678' } },
    });
    expect(await refusal(english, '/api/business/payouts', payouts)).toMatchObject({
      status: 400,
      error: { fields: { mpesaNumber: 'Please enter an M-Pesa number such as 254712345678' } },
    });
  });

  it('writes the invoice PDF in its client’s language: a client the owner adds takes the owner’s', async () => {
    async function sentPdf(owner: Owner, email: string) {
      const client = await addClient(owner, { name: 'Wanjiru Kamau', email });
      const draft = await createInvoice(owner, {
        clientId: client.id,
        subtotalMinor: 150_000,
        taxMinor: 0,
        dueDate: nairobiDate(14),
      });
      expect((await owner.client.post(`/api/invoices/${draft.id}/send`)).status).toBe(200);
      return pdfTextOf(await mail.nextMailTo(email));
    }
    const kiswahiliPdf = await sentPdf(kiswahili, `ankara-sw-${Date.now()}@example.com`);
    expect(kiswahiliPdf).toContain('ANKARA');
    expect(kiswahiliPdf).toContain('Jumla KES 1,500');
    expect(kiswahiliPdf).toContain('Huduma');
    expect(kiswahiliPdf).toContain('Kiasi ni kwa KES. Imetumwa kupitia Miadi.');
    const englishPdf = await sentPdf(english, `ankara-en-${Date.now()}@example.com`);
    expect(englishPdf).toContain('INVOICE');
    expect(englishPdf).toContain('Total KES 1,500');
    expect(englishPdf).toContain('Amounts in KES. Sent with Miadi.');
  });
});
