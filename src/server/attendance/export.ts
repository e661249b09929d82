import { sql, type SQL } from 'drizzle-orm';
import type { ColumnOption } from 'csv-stringify';
import type { Context } from 'hono';
import {
  ATTENDANCE_MESSAGES,
  attendanceExportFileName,
  type AttendanceRangeQuery,
} from '@shared/attendance';
import type { Database } from '../db/database';
import { csvStream, EXPORT_BATCH, type Cursor, type ExportRow } from '../exports/csv-stream';
import { labelOf, localTimestamp } from '../exports/sql-parts';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import type { Logger } from '../logger';
import { attendanceExportText } from '../messages/attendance-export';
import { badField, businessDay } from './queries';

const COLUMN_KEYS = [
  'id',
  'date',
  'signIn',
  'signOut',
  'status',
  'name',
  'email',
  'notes',
  'ip',
  'located',
] as const;

/** The spec's columns (docs/product/owner-area.md §9 Limits), in its order, headed in the request's language. */
export function attendanceColumns(): ColumnOption[] {
  return COLUMN_KEYS.map((key) => ({ key, header: attendanceExportText(key) }));
}

/** The values the CSV writes in words, read once per export in its language (the rows stream later). */
export function attendanceExportWords() {
  return {
    // the badge's words: the status with its underscore as a space
    status: {
      signed_in: attendanceExportText('status.signed_in'),
      signed_out: attendanceExportText('status.signed_out'),
      break: attendanceExportText('status.break'),
      late: attendanceExportText('status.late'),
    },
    yes: attendanceExportText('yes'),
    no: attendanceExportText('no'),
    none: attendanceExportText('none'),
  };
}
type ExportWords = ReturnType<typeof attendanceExportWords>;

/** The keyset position: the date, then the sign-in as text (microseconds kept), then the id. */
function afterPosition(after?: Cursor): SQL {
  if (!after) return sql``;
  const [date = '', signIn = ''] = after.at.split('|');
  return sql`AND (a.attendance_date, a.sign_in_time, a.id)
    < (${date}::date, ${signIn}::timestamptz, ${after.id}::uuid)`;
}

/**
 * One batch of the business's records in the spec's order (date, then sign-in time, descending),
 * optionally within dates, read by keyset on staff_attendance_business_date_idx.
 */
export async function readAttendance(
  db: Database,
  {
    businessId,
    timezone,
    range,
    words,
    after,
  }: {
    businessId: string;
    timezone: string;
    range: AttendanceRangeQuery;
    words: ExportWords;
    after?: Cursor;
  },
): Promise<ExportRow[]> {
  const { rows } = await db.execute<ExportRow>(sql`
    SELECT
      a.attendance_date::text || '|' || a.sign_in_time::text AS "cursorAt",
      a.id::text AS "cursorId",
      a.id::text AS id,
      a.attendance_date::text AS date,
      ${localTimestamp(sql`a.sign_in_time`, timezone)} AS "signIn",
      ${localTimestamp(sql`a.sign_out_time`, timezone)} AS "signOut",
      ${labelOf(sql`a.status`, words.status)} AS status,
      coalesce(nullif(m.name, ''), ${words.none}) AS name,
      coalesce(nullif(m.email, ''), ${words.none}) AS email,
      a.notes,
      a.ip_address AS ip,
      CASE WHEN a.latitude IS NOT NULL AND a.longitude IS NOT NULL
        THEN ${words.yes} ELSE ${words.no} END AS located
    FROM staff_attendance a
    LEFT JOIN staff m ON m.id = a.staff_id
    WHERE a.business_id = ${businessId}
      ${range.from ? sql`AND a.attendance_date >= ${range.from}::date` : sql``}
      ${range.to ? sql`AND a.attendance_date <= ${range.to}::date` : sql``}
      ${afterPosition(after)}
    ORDER BY a.attendance_date DESC, a.sign_in_time DESC, a.id DESC
    LIMIT ${EXPORT_BATCH}`);
  return rows;
}

/**
 * The attendance CSV, streamed through the exports' formula-safe writer. The first batch is read
 * before anything is sent, so no rows can still answer 404 'No data to export'.
 */
export async function downloadAttendance(
  c: Context<AppEnv>,
  { db, logger, range }: { db: Database; logger: Logger; range: AttendanceRangeQuery },
) {
  // exporting everything is allowed: only an upside-down range is refused
  if (range.from && range.to && range.from > range.to) {
    throw badField('from', ATTENDANCE_MESSAGES.range);
  }
  const businessId = c.var.business.id;
  const { timezone, today } = await businessDay(db, businessId, new Date());
  const words = attendanceExportWords();
  const first = await readAttendance(db, { businessId, timezone, range, words });
  if (first.length === 0) throw new ApiError(404, 'no_data', ATTENDANCE_MESSAGES.noData);
  const headers = {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${attendanceExportFileName(range, today)}"`,
    'Cache-Control': 'private, no-store',
  };
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  const stream = csvStream({
    columns: attendanceColumns(),
    first,
    read: (after) => readAttendance(db, { businessId, timezone, range, words, after }),
    signal: c.req.raw.signal,
    logger,
  });
  return c.body(stream, 200, headers);
}
