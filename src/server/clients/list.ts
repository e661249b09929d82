import { and, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { CLIENTS_PAGE_SIZE } from '@shared/clients';
import type { Executor } from '../db/database';
import { clients } from '../db/schema/people';
import { presentClientSummary, type ClientSummary } from './presenter';
import { STATS_COLUMNS, statsOf } from './stats';

const PHONE_LIKE = /^[\d\s+().-]+$/;

/** The text as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
function anywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Name or e-mail containing the text, in any case; a search made only of phone characters also
 * finds the number however it was typed: 0712 345 is stored as +254712345...
 */
export function clientSearch(q: string): SQL | undefined {
  const conditions = [ilike(clients.name, anywhere(q)), ilike(clients.email, anywhere(q))];
  const digits = q.replace(/\D/g, '');
  if (PHONE_LIKE.test(q) && digits.length >= 3) {
    const forms = new Set([digits]);
    if (digits.startsWith('00')) forms.add(digits.slice(2));
    else if (digits.startsWith('0')) forms.add(`254${digits.slice(1)}`);
    for (const form of forms) conditions.push(like(clients.phone, anywhere(form)));
  }
  return or(...conditions);
}

export interface ClientPage {
  clients: ClientSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of the business's clients, newest first, each with their figures, in one query. */
export async function listClients(
  db: Executor,
  {
    businessId,
    q,
    page = 1,
    pageSize = CLIENTS_PAGE_SIZE,
  }: { businessId: string; q?: string | undefined; page?: number; pageSize?: number },
): Promise<ClientPage> {
  const where = and(eq(clients.businessId, businessId), q ? clientSearch(q) : undefined);
  const rows = await db
    .select({
      client: clients,
      ...STATS_COLUMNS,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(clients)
    .where(where)
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // past the last page the window has no row to count on
  const total =
    rows[0]?.total ??
    (page > 1
      ? ((await db.select({ total: count() }).from(clients).where(where))[0]?.total ?? 0)
      : 0);
  return {
    clients: rows.map((row) => presentClientSummary(row.client, statsOf(row))),
    total,
    page,
    pageSize,
  };
}
