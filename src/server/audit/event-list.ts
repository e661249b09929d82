import { and, desc, eq, gte, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { SECURITY_EVENTS_PAGE_SIZE } from '@shared/security-events';
import type { SecurityEventsQuery } from '@shared/admin';
import { addDays } from '@shared/local-time';
import { SETTINGS_DEFAULTS } from '@shared/settings';
import { zonedInstant } from '@shared/zoned-time';
import type { Executor } from '../db/database';
import { auditLog, users } from '../db/schema/auth';
import { describeEvent } from './describe-event';
import { SECURITY_EVENT } from './security-events';

function anywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const dayStart = (date: string) => zonedInstant(date, '00:00', SETTINGS_DEFAULTS.timezone);

function filtersOf(query: SecurityEventsQuery): SQL | undefined {
  const { type, from, to, address, user, cursor } = query;
  return and(
    eq(auditLog.action, SECURITY_EVENT),
    type ? eq(auditLog.tableName, type) : undefined,
    from ? gte(auditLog.createdAt, dayStart(from)) : undefined,
    to ? lt(auditLog.createdAt, dayStart(addDays(to, 1))) : undefined,
    // an address, or the start of one (a network)
    address ? like(auditLog.ipAddress, `${address.replace(/[\\%_]/g, '')}%`) : undefined,
    // the account acting, or the e-mail an event is about (a failed sign-in has no account)
    user
      ? or(
          eq(auditLog.userId, user),
          ilike(users.email, anywhere(user)),
          ilike(sql`${auditLog.oldValues}->>'email'`, anywhere(user)),
        )
      : undefined,
    // keyset: the events after the last one of the page before, in the same order
    cursor
      ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (SELECT c.created_at, c.id FROM ${auditLog} c WHERE c.id = ${cursor})`
      : undefined,
  );
}

function detailsOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** One event as the admin area and the dashboard card show it. */
function presentEvent(row: {
  id: string;
  type: string | null;
  details: unknown;
  ipAddress: string | null;
  userId: string | null;
  userEmail: string | null;
  createdAt: Date;
}) {
  const { description, occurrences, ...details } = detailsOf(row.details);
  // in the reader's language from the facts kept, else as the record wrote it
  const said = describeEvent({
    type: row.type,
    details,
    ipAddress: row.ipAddress,
    actorEmail: row.userEmail,
  });
  return {
    id: row.id,
    type: row.type,
    description: said ?? (typeof description === 'string' ? description : ''),
    occurrences: typeof occurrences === 'number' ? occurrences : 1,
    ipAddress: row.ipAddress,
    userId: row.userId,
    userEmail: row.userEmail ?? (typeof details.email === 'string' ? details.email : null),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Security events newest first, filtered by type, date (the platform's days), address and account,
 * a page at a time by keyset: the next page starts after the last event shown, so events arriving
 * meanwhile never shift or repeat a row.
 */
export async function listSecurityEvents(
  db: Executor,
  {
    query,
    pageSize = SECURITY_EVENTS_PAGE_SIZE,
  }: { query: SecurityEventsQuery; pageSize?: number },
) {
  const rows = await db
    .select({
      id: auditLog.id,
      type: auditLog.tableName,
      details: auditLog.oldValues,
      ipAddress: auditLog.ipAddress,
      userId: auditLog.userId,
      userEmail: users.email,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(filtersOf(query))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageSize + 1);
  const events = rows.slice(0, pageSize).map(presentEvent);
  return {
    events,
    nextCursor: rows.length > pageSize ? (events.at(-1)?.id ?? null) : null,
  };
}
