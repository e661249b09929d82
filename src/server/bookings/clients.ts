import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { preparedBuilt } from '../db/prepared';
import { clients } from '../db/schema/people';

/**
 * The business's client record for this person: found by phone, else by e-mail, else created, so
 * the owner's client list fills itself as people book. Phone and e-mail are each unique within a
 * business, so two bookings racing for one new client make one record.
 */
export async function findOrCreateClient(
  tx: Tx,
  {
    businessId,
    name,
    email,
    phone,
  }: { businessId: string; name: string; email: string | null; phone: string },
): Promise<string> {
  const find = async () => {
    const [existing] = await preparedBuilt(
      'client lookup',
      tx
        .select({ id: clients.id })
        .from(clients)
        .where(
          and(
            eq(clients.businessId, businessId),
            email
              ? or(eq(clients.phone, phone), eq(clients.email, email))
              : eq(clients.phone, phone),
          ),
        )
        // the phone is the better match: people share a family e-mail more often than a phone
        .orderBy(sql`coalesce(${clients.phone} = ${phone}, false) DESC`, asc(clients.createdAt))
        .limit(1),
    ).execute();
    return existing?.id;
  };
  const found = await find();
  if (found) return found;
  const [created] = await preparedBuilt(
    'client insert',
    tx
      .insert(clients)
      .values({ businessId, name, email, phone })
      .onConflictDoNothing()
      .returning({ id: clients.id }),
  ).execute();
  if (created) return created.id;
  // another booking made this client a moment ago
  const raced = await find();
  if (!raced) throw new Error('client neither created nor found');
  return raced;
}
