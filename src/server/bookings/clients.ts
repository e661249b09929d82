import { and, eq, or } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { clients } from '../db/schema/people';

/**
 * The business's client record for this person: found by phone or e-mail, else created, so the
 * owner's client list fills itself as people book.
 */
export async function findOrCreateClient(
  tx: Tx,
  {
    businessId,
    name,
    email,
    phone,
  }: { businessId: string; name: string; email: string; phone: string },
): Promise<string> {
  const [existing] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.businessId, businessId),
        or(eq(clients.phone, phone), eq(clients.email, email)),
      ),
    )
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(clients)
    .values({ businessId, name, email, phone })
    .returning({ id: clients.id });
  if (!created) throw new Error('client insert returned nothing');
  return created.id;
}
