import { and, count, eq, gt, sql } from 'drizzle-orm';
import { SIGN_IN_THROTTLE } from '@shared/auth';
import type { Database } from '../db/database';
import { signInAttempts } from '../db/schema/auth';

export type AttemptDecision =
  | { isAllowed: true; attemptId: string; failuresBefore: number }
  | { isAllowed: false; failuresBefore: number };

/**
 * Records a sign-in attempt before the password is checked, unless the account (from any address) or
 * the address (for any account) already has too many recent failures. A lock per account makes the
 * count exact under concurrent attempts.
 */
export async function beginSignInAttempt(
  db: Database,
  { email, ipAddress, now = new Date() }: { email: string; ipAddress: string; now?: Date },
): Promise<AttemptDecision> {
  const since = new Date(now.getTime() - SIGN_IN_THROTTLE.windowMinutes * 60_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sign-in:${email}`}))`);
    const [byAccount] = await tx
      .select({ failures: count() })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.email, email), gt(signInAttempts.createdAt, since)));
    const [byAddress] = await tx
      .select({ failures: count() })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.ipAddress, ipAddress), gt(signInAttempts.createdAt, since)));
    const failuresBefore = byAccount?.failures ?? 0;
    if (
      failuresBefore >= SIGN_IN_THROTTLE.maxFailures ||
      (byAddress?.failures ?? 0) >= SIGN_IN_THROTTLE.maxFailuresPerAddress
    ) {
      return { isAllowed: false, failuresBefore };
    }
    const [attempt] = await tx
      .insert(signInAttempts)
      .values({ email, ipAddress, createdAt: now })
      .returning({ id: signInAttempts.id });
    if (!attempt) throw new Error('sign-in attempt not recorded');
    return { isAllowed: true, attemptId: attempt.id, failuresBefore };
  });
}

/** The attempt proved the password right: the account's failures are forgiven. */
export async function forgiveFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.email, email));
}

/** The attempt was not a password check (a malformed request, say): it does not count. */
export async function discardAttempt(db: Database, attemptId: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.id, attemptId));
}
