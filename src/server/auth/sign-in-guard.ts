import { and, eq, or, sql } from 'drizzle-orm';
import { SIGN_IN_THROTTLE } from '@shared/auth';
import type { Database } from '../db/database';
import { signInAttempts } from '../db/schema/auth';

export type AttemptDecision =
  | { isAllowed: true; attemptId: string; failuresBefore: number }
  | { isAllowed: false; failuresBefore: number };

type Failures = {
  pair: number;
  account: number;
  device: number;
  address: number;
};

/**
 * Whether an attempt may check a password, from the recent failures (docs/decisions/0016). A
 * browser that has signed in to the account before is judged by its own failures only. Any other
 * is refused after too many failures for this account from this address, from this address for
 * any accounts, or for this account from everywhere (a spread-out attack). No failure elsewhere
 * ever stops the owner's own browser, and a password reset makes the browser known.
 */
function isRefused(failures: Failures, isKnownDevice: boolean): boolean {
  if (isKnownDevice) return failures.device >= SIGN_IN_THROTTLE.maxFailuresPerKnownDevice;
  return (
    failures.pair >= SIGN_IN_THROTTLE.maxFailuresPerAccountAndAddress ||
    failures.address >= SIGN_IN_THROTTLE.maxFailuresPerAddress ||
    failures.account >= SIGN_IN_THROTTLE.maxFailuresPerAccount
  );
}

/**
 * Records a sign-in attempt before the password is checked, unless recent failures refuse it. A lock
 * per account makes the counts exact under concurrent attempts.
 */
export async function beginSignInAttempt(
  db: Database,
  {
    email,
    ipAddress,
    deviceId,
    now = new Date(),
  }: { email: string; ipAddress: string; deviceId: string | null; now?: Date },
): Promise<AttemptDecision> {
  const since = new Date(now.getTime() - SIGN_IN_THROTTLE.windowMinutes * 60_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sign-in:${email}`}))`);
    const { rows } = await tx.execute<Failures>(sql`
      SELECT
        count(*) FILTER (WHERE ${signInAttempts.ipAddress} = ${ipAddress})::int AS pair,
        count(*)::int AS account,
        count(*) FILTER (WHERE ${signInAttempts.deviceId} = ${deviceId ?? ''})::int AS device,
        (SELECT count(*)::int FROM ${signInAttempts}
          WHERE ${signInAttempts.ipAddress} = ${ipAddress}
            AND ${signInAttempts.createdAt} > ${since.toISOString()}) AS address
      FROM ${signInAttempts}
      WHERE ${signInAttempts.email} = ${email} AND ${signInAttempts.createdAt} > ${since.toISOString()}`);
    const failures = rows[0] ?? { pair: 0, account: 0, device: 0, address: 0 };
    const failuresBefore = deviceId ? failures.device : failures.pair;
    if (isRefused(failures, deviceId !== null)) return { isAllowed: false, failuresBefore };
    const [attempt] = await tx
      .insert(signInAttempts)
      .values({ email, ipAddress, deviceId, createdAt: now })
      .returning({ id: signInAttempts.id });
    if (!attempt) throw new Error('sign-in attempt not recorded');
    return { isAllowed: true, attemptId: attempt.id, failuresBefore };
  });
}

/** The password was right: the failures from this address, or this browser, are forgiven. */
export async function forgiveFailures(
  db: Database,
  { email, ipAddress, deviceId }: { email: string; ipAddress: string; deviceId: string | null },
): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(
      and(
        eq(signInAttempts.email, email),
        deviceId
          ? or(eq(signInAttempts.ipAddress, ipAddress), eq(signInAttempts.deviceId, deviceId))
          : eq(signInAttempts.ipAddress, ipAddress),
      ),
    );
}

/** The attempt was not a password check (a malformed request, say): it does not count. */
export async function discardAttempt(db: Database, attemptId: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.id, attemptId));
}
