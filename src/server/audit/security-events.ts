import type { SecurityEventType } from '@shared/security-events';
import type { Executor } from '../db/database';
import { auditLog } from '../db/schema/auth';
import { inLocale } from '../i18n/request-locale';
import { describeEvent } from './describe-event';
import { throttleFor } from './event-throttle';

export const SECURITY_EVENT = 'SECURITY_EVENT';
export type { SecurityEventType };

/** An event to write: its type and the facts its words are made from (describe-event.ts). */
export interface SecurityEvent {
  type: SecurityEventType;
  userId?: string | null;
  ipAddress?: string | null;
  details?: Record<string, unknown>;
}

/** Events anyone can raise by sending requests: a flood of them is throttled (event-throttle.ts). */
const FLOOD_TYPES = new Set<SecurityEventType>([
  'UNAUTHENTICATED_ACCESS',
  'UNAUTHORIZED_ACCESS',
  'INVALID_ID',
  'RATE_LIMIT_EXCEEDED',
]);

/**
 * The kind of event a flood would repeat and what one row of it stands for (the client's address
 * unless said otherwise), or null for an event that is always written.
 */
function floodKind(event: SecurityEvent): { kind: string; key: string | null } | null {
  const address = event.ipAddress ?? null;
  if (FLOOD_TYPES.has(event.type)) return { kind: event.type, key: address };
  // sign-ins refused by the throttle: the failures before them are bounded, the refusals are not
  if (event.type === 'FAILED_LOGIN' && event.details?.throttled === true)
    return { kind: 'FAILED_LOGIN:refused', key: address };
  if (event.type === 'SIGN_IN_CODE_FAILED' && event.details?.throttled === true)
    return { kind: 'SIGN_IN_CODE_FAILED:refused', key: address };
  // mails held back: a flood comes from many addresses, so one row stands for one recipient
  if (event.type === 'MAIL_SUPPRESSED') {
    const { kind, recipient } = event.details ?? {};
    return { kind: `MAIL_SUPPRESSED:${String(kind)}`, key: String(recipient) };
  }
  return null;
}

async function insertEvent(db: Executor, event: SecurityEvent): Promise<string | null> {
  const details = event.details ?? {};
  // the record keeps its description in one language; the admin area reads it in the reader's
  const description = inLocale('en', () =>
    describeEvent({ type: event.type, details, ipAddress: event.ipAddress ?? null }),
  );
  const [row] = await db
    .insert(auditLog)
    .values({
      action: SECURITY_EVENT,
      tableName: event.type,
      oldValues: { description: description ?? event.type, ...details },
      userId: event.userId ?? null,
      ipAddress: event.ipAddress ?? null,
    })
    .returning({ id: auditLog.id });
  return row?.id ?? null;
}

/**
 * Writes a security event to audit_log the way the spec reads them: action SECURITY_EVENT, the event
 * type in table_name and the description (with any details) in old_values. Events a flood could
 * repeat are written once a minute per address (per recipient for held-back mails), with an
 * `occurrences` count; they must be given the server's database, not a transaction.
 */
export async function recordSecurityEvent(db: Executor, event: SecurityEvent): Promise<void> {
  const flood = floodKind(event);
  if (!flood) {
    await insertEvent(db, event);
    return;
  }
  const withCount = { ...event, details: { ...event.details, occurrences: 1 } };
  await throttleFor(db).record(flood.kind, flood.key, () => insertEvent(db, withCount));
}
