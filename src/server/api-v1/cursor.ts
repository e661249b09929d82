import { createHash } from 'node:crypto';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ApiPage } from '@shared/api-v1/resources';
import { isUuid } from '@shared/uuid';
import { ApiError } from '../http/errors';
import { apiKeyText as t } from '../messages/api-keys';

/**
 * Keyset paging for the public API's lists (docs/plans/public-api.md §3.4). A cursor is opaque to
 * the caller: the last item's sort value and id, and a fingerprint of the filters it was made
 * under, so a cursor taken to another list or other filters is refused rather than answering a
 * wrong page. The values are compared inside the key's own business, so a forged cursor can only
 * position a page of the caller's own rows.
 */

interface Position {
  /** The sort column's value as PostgreSQL wrote it: exact to the microsecond. */
  key: string;
  id: string;
}

/** A short fingerprint of what a list was asked, without the paging itself. */
function fingerprint(list: string, filters: Record<string, unknown>): string {
  const asked = Object.entries(filters)
    .filter(([name, value]) => name !== 'cursor' && name !== 'limit' && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify([list, asked]))
    .digest('base64url')
    .slice(0, 12);
}

function refused(): never {
  throw new ApiError(400, 'cursor_invalid', t('cursor'));
}

/** Where the page after `cursor` starts, or null for the first page. */
export function positionOf(
  cursor: string | undefined,
  list: string,
  filters: Record<string, unknown>,
): Position | null {
  if (cursor === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    refused();
  }
  if (typeof parsed !== 'object' || parsed === null) refused();
  const { f, k } = parsed as { f?: unknown; k?: unknown };
  if (f !== fingerprint(list, filters) || !Array.isArray(k) || k.length !== 2) refused();
  const [key, id] = k as unknown[];
  if (
    typeof key !== 'string' ||
    Number.isNaN(Date.parse(key)) ||
    typeof id !== 'string' ||
    !isUuid(id)
  )
    refused();
  return { key, id };
}

/** The sort value to select beside each row, as text, so the cursor keeps every microsecond. */
export function sortKeyOf(column: AnyColumn): SQL<string> {
  return sql<string>`${column}::text`;
}

/** Rows after the position in the list's order (by a timestamp column, then id). */
export function afterPosition(
  column: AnyColumn,
  idColumn: AnyColumn,
  direction: 'asc' | 'desc',
  position: Position | null,
): SQL {
  if (!position) return sql`true`;
  const comparison = direction === 'desc' ? sql`<` : sql`>`;
  return sql`(${column}, ${idColumn}) ${comparison} (${position.key}::timestamptz, ${position.id}::uuid)`;
}

/**
 * The page from rows read with `limit + 1`: the extra row only says there is a next page, whose
 * cursor is the last kept row's position.
 */
export function pageFrom<Row extends { id: string; sortKey: string }, Item>(
  rows: Row[],
  { limit, list, filters }: { limit: number; list: string; filters: Record<string, unknown> },
  present: (row: Row) => Item,
): ApiPage<Item> {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? Buffer.from(
          JSON.stringify({ k: [last.sortKey, last.id], f: fingerprint(list, filters) }),
        ).toString('base64url')
      : null;
  return { data: kept.map(present), nextCursor };
}
