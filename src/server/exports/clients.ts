import { sql } from 'drizzle-orm';
import type { ColumnOption } from 'csv-stringify';
import { exportsText } from '@shared/messages/exports';
import type { Database } from '../db/database';
import { EXPORT_BATCH, type Cursor, type ExportRow } from './csv-stream';
import { afterCursor, localTimestamp } from './sql-parts';

const CLIENT_KEYS = [
  'name',
  'email',
  'phone',
  'address',
  'notes',
  'visits',
  'lastVisit',
  'addedAt',
] as const;

/** The file's columns, headed in the owner's language. */
export function clientColumns(): ColumnOption[] {
  return CLIENT_KEYS.map((key) => ({ key, header: exportsText(`clients.${key}`) }));
}

/**
 * One batch of the business's clients, newest first (the spec's order), with the visits and last
 * visit their card shows (docs/decisions/0021), read by keyset on clients_business_created_idx.
 */
export async function readClients(
  db: Database,
  { businessId, timezone, after }: { businessId: string; timezone: string; after?: Cursor },
): Promise<ExportRow[]> {
  const { rows } = await db.execute<ExportRow>(sql`
    SELECT
      c.created_at::text AS "cursorAt",
      c.id::text AS "cursorId",
      c.name,
      c.email,
      c.phone,
      c.address,
      c.notes,
      v.visits::text AS visits,
      greatest(v.last_visit, c.last_service_date)::text AS "lastVisit",
      ${localTimestamp(sql`c.created_at`, timezone)} AS "addedAt"
    FROM clients c
    CROSS JOIN LATERAL (
      SELECT count(*) AS visits, max(b.booking_date) AS last_visit
      FROM bookings b
      WHERE b.client_id = c.id AND b.business_id = c.business_id AND b.status = 'completed'
    ) v
    WHERE c.business_id = ${businessId}
      ${afterCursor(sql`c.created_at`, sql`c.id`, '<', after)}
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT ${EXPORT_BATCH}`);
  return rows;
}
