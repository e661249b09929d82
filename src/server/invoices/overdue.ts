import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { addDays } from '@shared/local-time';
import { localDateAt } from '@shared/zoned-time';
import type { Database } from '../db/database';
import { businessSettings } from '../db/schema/businesses';
import { invoices } from '../db/schema/invoices';
import type { Logger } from '../logger';

/**
 * Sent invoices whose due date is before the business's today become overdue (docs/product/settled-rules.md §8 Owner
 * area). 'Today' is each business's own, so the work goes time zone by time zone: the candidates
 * are read on the partial index of sent invoices, with a due date no later than the UTC date (no
 * time zone is more than a day ahead of UTC), then each zone's are updated against its own date.
 */
export async function markOverdueInvoices(
  db: Database,
  { now = new Date(), logger }: { now?: Date; logger?: Logger } = {},
): Promise<number> {
  const latestToday = addDays(localDateAt(now, 'UTC'), 1);
  const zones = await db
    .selectDistinct({ timezone: businessSettings.timezone })
    .from(invoices)
    .innerJoin(businessSettings, eq(businessSettings.businessId, invoices.businessId))
    .where(
      and(
        eq(invoices.status, 'sent'),
        isNotNull(invoices.dueDate),
        lt(invoices.dueDate, latestToday),
      ),
    );
  let marked = 0;
  for (const { timezone } of zones) {
    const today = localDateAt(now, timezone);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
      logger?.warn({ timezone }, 'unknown time zone: its invoices were not checked for overdue');
      continue;
    }
    const inZone = db
      .select({ id: businessSettings.businessId })
      .from(businessSettings)
      .where(eq(businessSettings.timezone, timezone));
    const updated = await db
      .update(invoices)
      .set({ status: 'overdue', updatedAt: sql`now()` })
      .where(
        and(
          eq(invoices.status, 'sent'),
          lt(invoices.dueDate, today),
          inArray(invoices.businessId, inZone),
        ),
      )
      .returning({ id: invoices.id });
    marked += updated.length;
  }
  return marked;
}
