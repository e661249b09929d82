import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { SIGN_IN_CODE } from '@shared/auth';
import type { Database } from '../db/database';
import { signInCodeFailures, signInCodes, users } from '../db/schema/auth';

/**
 * One-time codes mailed to an account so a browser the sign-in throttle refuses can become known to
 * it (docs/decisions/0056). A code proves the mailbox, not the password: the browser still signs in
 * with the password afterwards.
 */

function codeHash(key: string, userId: string, code: string): string {
  return createHmac('sha256', key).update(`${userId}\n${code}`).digest('base64url');
}

/** The stored code while it is still this one: a newer one sent meanwhile is left alone. */
function stillThis(row: { userId: string; codeHash: string }): SQL {
  return sql`${signInCodes.userId} = ${row.userId} AND ${signInCodes.codeHash} = ${row.codeHash}`;
}

function isSameHash(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A new code for the account, replacing any older one; the code itself is returned, never stored. */
export async function issueSignInCode(
  db: Database,
  { key, userId, now = new Date() }: { key: string; userId: string; now?: Date },
): Promise<string> {
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE.digits)).padStart(SIGN_IN_CODE.digits, '0');
  const fields = {
    codeHash: codeHash(key, userId, code),
    wrongTries: 0,
    expiresAt: new Date(now.getTime() + SIGN_IN_CODE.validMinutes * 60_000),
    createdAt: now,
  };
  await db
    .insert(signInCodes)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: signInCodes.userId, set: fields });
  return code;
}

export type CodeCheck =
  | { outcome: 'accepted'; userId: string }
  | { outcome: 'wrong'; userId: string | null }
  | { outcome: 'refused' };

type CodeFailures = { account: number; address: number };

/**
 * Checks a code for the account with this e-mail. Too many wrong codes for the account, or from the
 * address, in the window refuse the check before it is made. A right code is used up; a wrong one
 * counts against the address and the account, and against the code, which is void after its last
 * try. A lock per account makes the counts exact under concurrent tries.
 */
export async function checkSignInCode(
  db: Database,
  {
    key,
    email,
    code,
    ipAddress,
    now = new Date(),
  }: { key: string; email: string; code: string; ipAddress: string; now?: Date },
): Promise<CodeCheck> {
  const since = new Date(now.getTime() - SIGN_IN_CODE.windowMinutes * 60_000).toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sign-in-code:${email}`}))`);
    const { rows } = await tx.execute<CodeFailures>(sql`
      SELECT
        count(*) FILTER (WHERE ${signInCodeFailures.email} = ${email})::int AS account,
        count(*) FILTER (WHERE ${signInCodeFailures.ipAddress} = ${ipAddress})::int AS address
      FROM ${signInCodeFailures}
      WHERE (${signInCodeFailures.email} = ${email} OR ${signInCodeFailures.ipAddress} = ${ipAddress})
        AND ${signInCodeFailures.createdAt} > ${since}`);
    const failures = rows[0] ?? { account: 0, address: 0 };
    if (
      failures.account >= SIGN_IN_CODE.maxWrongPerAccount ||
      failures.address >= SIGN_IN_CODE.maxWrongPerAddress
    )
      return { outcome: 'refused' };

    const [found] = await tx
      .select({ userId: users.id, live: signInCodes })
      .from(users)
      .leftJoin(signInCodes, eq(signInCodes.userId, users.id))
      .where(eq(users.email, email));
    const live = found?.live ?? null;
    const isUsable = !!live && live.expiresAt > now && live.wrongTries < SIGN_IN_CODE.maxWrongTries;
    if (live && isUsable && isSameHash(codeHash(key, live.userId, code), live.codeHash)) {
      const used = await tx
        .delete(signInCodes)
        .where(stillThis(live))
        .returning({ userId: signInCodes.userId });
      if (used.length > 0) return { outcome: 'accepted', userId: live.userId };
    }

    await tx.insert(signInCodeFailures).values({ email, ipAddress, createdAt: now });
    if (live) {
      if (!isUsable || live.wrongTries + 1 >= SIGN_IN_CODE.maxWrongTries)
        await tx.delete(signInCodes).where(stillThis(live));
      else
        await tx
          .update(signInCodes)
          .set({ wrongTries: live.wrongTries + 1 })
          .where(stillThis(live));
    }
    return { outcome: 'wrong', userId: found?.userId ?? null };
  });
}
