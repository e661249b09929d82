import type { Executor } from '../db/database';
import { auditLog } from '../db/schema/auth';

export type InvoiceAuditAction =
  'INVOICE_UPDATED' | 'INVOICE_SENT' | 'INVOICE_RESENT' | 'INVOICE_PAID';

/**
 * Who did what to an invoice the client has already seen, with the fields before and after: a sent
 * or paid invoice is a record the business may have to account for, so its changes are kept.
 */
export async function recordInvoiceChange(
  db: Executor,
  change: {
    action: InvoiceAuditAction;
    invoiceId: string;
    userId: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    action: change.action,
    tableName: 'invoices',
    recordId: change.invoiceId,
    oldValues: change.before,
    newValues: change.after,
    userId: change.userId,
  });
}
