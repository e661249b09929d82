import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../../src/server/db/schema/auth';
import { invoices } from '../../src/server/db/schema/invoices';
import { addDays } from '../../src/shared/local-time';
import { localDateAt } from '../../src/shared/zoned-time';
import { addClient, errorOf, type ClientJson } from './clients';
import { ownerWithBusiness } from './owners';
import type { TestServer } from './test-server';
import { readJson } from './answers';

export type InvoiceOwner = Awaited<ReturnType<typeof ownerWithBusiness>>;

/** The invoice as the API answers it. */
export interface InvoiceJson {
  id: string;
  number: string;
  status: 'draft' | 'sent' | 'paid' | 'overdue';
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  currency: string;
  dueDate: string | null;
  notes: string | null;
  client: { id: string; name: string; email: string | null };
  booking: { id: string; ticketCode: string; date: string; serviceName: string } | null;
  createdAt: string;
  sentAt: string | null;
  paidAt: string | null;
}

/** A date some days after today in Nairobi (the default time zone of a new business). */
export function nairobiDate(daysAhead: number): string {
  return addDays(localDateAt(new Date(), 'Africa/Nairobi'), daysAhead);
}

/** An owner with a business and one client with an e-mail, ready to invoice. */
export async function invoicingOwner(
  app: TestServer,
  client: Partial<ClientJson> = {},
): Promise<InvoiceOwner & { customer: ClientJson }> {
  const owner = await ownerWithBusiness(app, 'Amani Beauty Spa');
  const customer = await addClient(owner, {
    name: 'Mary Atieno',
    email: 'mary.atieno@example.com',
    phone: '0712 345 678',
    ...client,
  });
  return { ...owner, customer };
}

export async function createInvoice(owner: InvoiceOwner, body: object): Promise<InvoiceJson> {
  const response = await owner.client.post('/api/invoices', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await readJson<{ invoice: InvoiceJson }>(response)).invoice;
}

export async function invoiceOf(response: Response): Promise<InvoiceJson> {
  return (await readJson<{ invoice: InvoiceJson }>(response)).invoice;
}

/** A refusal's status, code, message and field messages, for one toEqual. */
export async function refusalOf(response: Response) {
  const error = await errorOf(response);
  return { status: response.status, ...error };
}

export async function invoiceRowsOf(app: TestServer, businessId: string) {
  return app.db.select().from(invoices).where(eq(invoices.businessId, businessId));
}

export async function auditOf(app: TestServer, invoiceId: string) {
  return app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.recordId, invoiceId))
    .orderBy(auditLog.createdAt);
}
