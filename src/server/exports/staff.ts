import { sql } from 'drizzle-orm';
import type { ColumnOption } from 'csv-stringify';
import { GENDER_LABELS } from '@shared/staff';
import { exportsText } from '@shared/messages/exports';
import type { Database } from '../db/database';
import { EXPORT_BATCH, type Cursor, type ExportRow } from './csv-stream';
import { afterCursor, labelOf, localTimestamp } from './sql-parts';

const STAFF_KEYS = [
  'name',
  'email',
  'phone',
  'gender',
  'shift',
  'workload',
  'specialties',
  'services',
  'status',
  'addedAt',
] as const;

/** The file's columns, headed in the owner's language. */
export function staffColumns(): ColumnOption[] {
  return STAFF_KEYS.map((key) => ({ key, header: exportsText(`staff.${key}`) }));
}

/**
 * One batch of the business's staff, newest first: every column the owner keeps on a member (ids
 * and bookkeeping aside) and the services they perform, none listed meaning all
 * (docs/decisions/0020).
 */
export async function readStaff(
  db: Database,
  { businessId, timezone, after }: { businessId: string; timezone: string; after?: Cursor },
): Promise<ExportRow[]> {
  const { rows } = await db.execute<ExportRow>(sql`
    SELECT
      m.created_at::text AS "cursorAt",
      m.id::text AS "cursorId",
      m.name,
      m.email,
      m.phone,
      ${labelOf(sql`m.gender`, GENDER_LABELS)} AS gender,
      m.shift,
      m.workload::text AS workload,
      array_to_string(m.specialties, '; ') AS specialties,
      coalesce(
        (SELECT string_agg(s.name, '; ' ORDER BY s.name)
         FROM staff_services ss JOIN services s ON s.id = ss.service_id
         WHERE ss.staff_id = m.id),
        ${exportsText('staff.allServices')}::text) AS services,
      CASE WHEN m.is_active THEN ${exportsText('staff.active')}::text
        ELSE ${exportsText('staff.inactive')}::text END AS status,
      ${localTimestamp(sql`m.created_at`, timezone)} AS "addedAt"
    FROM staff m
    WHERE m.business_id = ${businessId}
      ${afterCursor(sql`m.created_at`, sql`m.id`, '<', after)}
    ORDER BY m.created_at DESC, m.id DESC
    LIMIT ${EXPORT_BATCH}`);
  return rows;
}
