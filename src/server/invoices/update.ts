import { and, eq, sql } from 'drizzle-orm';
import { INVOICE_MESSAGES, invoiceTotal, type InvoiceValues } from '@shared/invoices';
import type { Database, Tx } from '../db/database';
import { invoices } from '../db/schema/invoices';
import { ApiError } from '../http/errors';
import { recordInvoiceChange } from './audit';
import { assertDueDateAhead, assertOwnClient } from './create';
import type { InvoiceRow } from './presenter';
import { businessDay, invoiceNotFound, loadInvoice } from './queries';

const EDITABLE = [
  'clientId',
  'subtotalMinor',
  'taxMinor',
  'totalMinor',
  'dueDate',
  'notes',
] as const;
/** What a paid invoice keeps: the client it billed and the money it recorded. */
const LOCKED_WHEN_PAID = new Set<string>(['clientId', 'subtotalMinor', 'taxMinor', 'totalMinor']);

type Editable = Pick<InvoiceRow, (typeof EDITABLE)[number] | 'status'>;

export async function lockOwnedInvoice(
  tx: Tx,
  businessId: string,
  invoiceId: string,
): Promise<InvoiceRow> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.businessId, businessId)))
    .for('update');
  if (!invoice) throw invoiceNotFound();
  return invoice;
}

/** The fields that differ, as { before, after }. */
function changesOf(current: Editable, next: Editable) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of [...EDITABLE, 'status'] as const) {
    if (current[key] !== next[key]) {
      before[key] = current[key];
      after[key] = next[key];
    }
  }
  return { before, after, isChanged: Object.keys(after).length > 0 };
}

/**
 * Replaces the invoice's details. Its number never changes, nor its status, with one exception: an
 * overdue invoice whose due date moves to today or later is sent again, no longer overdue. A paid
 * invoice keeps its client and amounts (docs/decisions/0026-invoices.md). Any change to an invoice
 * the client has been sent is written to the audit log with who made it.
 */
export async function updateInvoice(
  db: Database,
  {
    businessId,
    invoiceId,
    input,
    userId,
    now = new Date(),
  }: { businessId: string; invoiceId: string; input: InvoiceValues; userId: string; now?: Date },
) {
  const { today } = await businessDay(db, businessId, now);
  await db.transaction(async (tx) => {
    const current = await lockOwnedInvoice(tx, businessId, invoiceId);
    if (input.dueDate !== current.dueDate) assertDueDateAhead(input.dueDate, today);
    if (input.clientId !== current.clientId) await assertOwnClient(tx, businessId, input.clientId);
    const isStillOverdue = input.dueDate !== null && input.dueDate < today;
    const next: Editable = {
      ...input,
      totalMinor: invoiceTotal(input.subtotalMinor, input.taxMinor),
      status: current.status === 'overdue' && !isStillOverdue ? 'sent' : current.status,
    };
    const { before, after, isChanged } = changesOf(current, next);
    if (!isChanged) return;
    if (current.status === 'paid' && Object.keys(after).some((key) => LOCKED_WHEN_PAID.has(key))) {
      throw new ApiError(409, 'invoice_paid', INVOICE_MESSAGES.paidLocked);
    }
    await tx
      .update(invoices)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(invoices.id, current.id));
    if (current.status !== 'draft') {
      await recordInvoiceChange(tx, {
        action: 'INVOICE_UPDATED',
        invoiceId,
        userId,
        before: { number: current.invoiceNumber, ...before },
        after: { number: current.invoiceNumber, ...after },
      });
    }
  });
  return loadInvoice(db, { businessId, invoiceId });
}
