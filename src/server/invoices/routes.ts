import { Hono } from 'hono';
import { InvoiceCreateSchema, InvoiceInputSchema, InvoiceListQuerySchema } from '@shared/invoices';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { AppEnv } from '../http/context';
import { describeLine } from '../mail/invoice-pdf';
import { jsonBody, queryOf } from '../http/validation';
import { createInvoice } from './create';
import { loadInvoiceDocument } from './document';
import { presentInvoice } from './presenter';
import { invoiceFormOptions, invoiceIdOf, listInvoices, loadInvoice } from './queries';
import { markInvoicePaid, resendInvoice, sendInvoice, type InvoiceMailDeps } from './transitions';
import { updateInvoice } from './update';

/** The owner's invoices: every one is looked up within the session's business. */
export function invoiceRoutes({ auth, ...deps }: InvoiceMailDeps & { auth: Auth }) {
  const { db } = deps;
  const session = requireSession(auth);
  const owned = requireBusiness(db);
  return new Hono<AppEnv>()
    .get('/', session, owned, queryOf(InvoiceListQuerySchema), async (c) => {
      const { page } = c.req.valid('query');
      return c.json(await listInvoices(db, { businessId: c.var.business.id, page }));
    })
    .get('/form', session, owned, async (c) => {
      const { id, currency } = c.var.business;
      return c.json(await invoiceFormOptions(db, { businessId: id, currency, now: new Date() }));
    })
    .post('/', session, owned, jsonBody(InvoiceCreateSchema), async (c) => {
      const { id, currency } = c.var.business;
      const created = await createInvoice(db, {
        businessId: id,
        currency,
        input: c.req.valid('json'),
      });
      return c.json({ invoice: presentInvoice(created) }, 201);
    })
    .get('/:invoiceId', session, owned, async (c) => {
      const invoiceId = invoiceIdOf(c.req.param('invoiceId'));
      const found = await loadInvoice(db, { businessId: c.var.business.id, invoiceId });
      return c.json({ invoice: presentInvoice(found) });
    })
    .get('/:invoiceId/print', session, owned, async (c) => {
      const invoiceId = invoiceIdOf(c.req.param('invoiceId'));
      const { invoice, facts, logoUrl } = await loadInvoiceDocument(db, {
        business: c.var.business,
        invoiceId,
      });
      return c.json({
        invoice,
        issuedOn: facts.issuedOn,
        // worded in the owner's language, as the page that prints it
        lines: facts.lines.map((line) => ({
          description: describeLine(line),
          amountMinor: line.amountMinor,
        })),
        client: facts.client,
        business: { ...facts.business, logoUrl, currency: c.var.business.currency },
      });
    })
    .put('/:invoiceId', session, owned, jsonBody(InvoiceInputSchema), async (c) => {
      const updated = await updateInvoice(db, {
        businessId: c.var.business.id,
        invoiceId: invoiceIdOf(c.req.param('invoiceId')),
        input: c.req.valid('json'),
        userId: c.var.user.id,
      });
      return c.json({ invoice: presentInvoice(updated) });
    })
    .post('/:invoiceId/send', session, owned, async (c) => {
      const sent = await sendInvoice(deps, {
        business: c.var.business,
        invoiceId: invoiceIdOf(c.req.param('invoiceId')),
        userId: c.var.user.id,
      });
      return c.json({ invoice: presentInvoice(sent) });
    })
    .post('/:invoiceId/resend', session, owned, async (c) => {
      const sent = await resendInvoice(deps, {
        business: c.var.business,
        invoiceId: invoiceIdOf(c.req.param('invoiceId')),
        userId: c.var.user.id,
      });
      return c.json({ invoice: presentInvoice(sent) });
    })
    .post('/:invoiceId/mark-paid', session, owned, async (c) => {
      const paid = await markInvoicePaid(db, {
        business: c.var.business,
        invoiceId: invoiceIdOf(c.req.param('invoiceId')),
        userId: c.var.user.id,
      });
      return c.json({ invoice: presentInvoice(paid) });
    });
}
