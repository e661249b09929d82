import { sql, type SQL } from 'drizzle-orm';
import type { Cursor } from './csv-stream';

/** A timestamp as the business reads it: 'yyyy-MM-dd HH:mm' on its own clock. */
export function localTimestamp(column: SQL, timezone: string): SQL {
  return sql`to_char(${column} AT TIME ZONE ${timezone}, 'YYYY-MM-DD HH24:MI')`;
}

/** Minor units as a plain decimal ('1500.00') a spreadsheet sums; exact, as numeric. */
export function decimalOf(minor: SQL): SQL {
  return sql`to_char(${minor} / 100.0, 'FM999999999990.00')`;
}

/** A stored value as its label, e.g. 'refund_due' as 'Refund due'. */
export function labelOf(column: SQL, labels: Record<string, string>): SQL {
  const cases = Object.entries(labels).map(([value, label]) => sql`WHEN ${value} THEN ${label}`);
  return sql`CASE ${column} ${sql.join(cases, sql` `)} END`;
}

/**
 * The keyset condition for the rows after a cursor: '>' for an ascending order, '<' for a
 * descending one. The cursor's time is text, so its microseconds survive the round trip.
 */
export function afterCursor(at: SQL, id: SQL, direction: '>' | '<', cursor?: Cursor): SQL {
  if (!cursor) return sql``;
  const op = sql.raw(direction);
  return sql`AND (${at}, ${id}) ${op} (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}
