import type { Database } from '../db/database';
import { auditLog } from '../db/schema/auth';

export const SECURITY_EVENT = 'SECURITY_EVENT';
export type SecurityEventType =
  'FAILED_LOGIN' | 'SUCCESSFUL_LOGIN' | 'ROLE_GRANTED' | 'UNAUTHORIZED_ACCESS';

/**
 * Writes a security event to audit_log the way the spec reads them: action SECURITY_EVENT, the event
 * type in table_name and the description (with any details) in old_values.
 */
export async function recordSecurityEvent(
  db: Pick<Database, 'insert'>,
  event: {
    type: SecurityEventType;
    description: string;
    userId?: string | null;
    ipAddress?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    action: SECURITY_EVENT,
    tableName: event.type,
    oldValues: { description: event.description, ...event.details },
    userId: event.userId ?? null,
    ipAddress: event.ipAddress ?? null,
  });
}
