import { sql } from 'drizzle-orm';
import { ACCOUNT_MAIL_LIMITS, type AccountMailKind } from '@shared/auth';
import type { Database } from '../db/database';
import { accountMails } from '../db/schema/auth';

const DAY_MS = 24 * 60 * 60_000;

export type MailLimit =
  | 'kind-to-recipient'
  | 'day-to-recipient'
  | 'kind-to-account'
  | 'day-to-account'
  | 'codes-from-address';

export type MailDecision = { isAllowed: true } | { isAllowed: false; limit: MailLimit };

type MailCounts = {
  kindToRecipient: number;
  dayToRecipient: number;
  kindToAccount: number;
  dayToAccount: number;
  codesFromAddress: number;
};

function limitReached(counts: MailCounts, kind: AccountMailKind): MailLimit | null {
  const { perKindPerWindow, perDay, codesPerAddressPerWindow } = ACCOUNT_MAIL_LIMITS;
  if (counts.kindToRecipient >= perKindPerWindow) return 'kind-to-recipient';
  if (counts.dayToRecipient >= perDay) return 'day-to-recipient';
  if (counts.kindToAccount >= perKindPerWindow) return 'kind-to-account';
  if (counts.dayToAccount >= perDay) return 'day-to-account';
  if (kind === 'sign-in-code' && counts.codesFromAddress >= codesPerAddressPerWindow)
    return 'codes-from-address';
  return null;
}

/**
 * Whether an account mail may go out now, and if so, counts it (docs/decisions/0056). The mails
 * already sent are counted per recipient (the lower-cased address) and per account (the user id),
 * under an advisory lock on each, taken in one order so two reservations cannot deadlock: however
 * many requests arrive at once, from however many addresses, no more than the limits get through.
 * The per-address count for sign-in codes is not under a lock of its own, so it is approximate.
 */
export async function reserveAccountMail(
  db: Database,
  {
    kind,
    recipient,
    userId,
    ipAddress,
    now = new Date(),
  }: {
    kind: AccountMailKind;
    recipient: string;
    userId: string;
    ipAddress: string | null;
    now?: Date;
  },
): Promise<MailDecision> {
  const to = recipient.toLowerCase();
  const windowStart = new Date(now.getTime() - ACCOUNT_MAIL_LIMITS.windowMinutes * 60_000);
  const dayStart = new Date(now.getTime() - DAY_MS);
  return db.transaction(async (tx) => {
    for (const key of [`account-mail:to:${to}`, `account-mail:user:${userId}`].sort())
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
    // what no limit looks at any more
    await tx.execute(sql`DELETE FROM ${accountMails}
      WHERE (${accountMails.recipient} = ${to} OR ${accountMails.userId} = ${userId})
        AND ${accountMails.createdAt} <= ${dayStart.toISOString()}`);
    const inWindow = sql`${accountMails.createdAt} > ${windowStart.toISOString()} AND ${accountMails.kind} = ${kind}`;
    const { rows } = await tx.execute<MailCounts>(sql`
      SELECT
        count(*) FILTER (WHERE ${accountMails.recipient} = ${to} AND ${inWindow})::int AS "kindToRecipient",
        count(*) FILTER (WHERE ${accountMails.recipient} = ${to})::int AS "dayToRecipient",
        count(*) FILTER (WHERE ${accountMails.userId} = ${userId} AND ${inWindow})::int AS "kindToAccount",
        count(*) FILTER (WHERE ${accountMails.userId} = ${userId})::int AS "dayToAccount",
        (SELECT count(*)::int FROM ${accountMails}
          WHERE ${accountMails.ipAddress} = ${ipAddress ?? ''} AND ${inWindow}) AS "codesFromAddress"
      FROM ${accountMails}
      WHERE (${accountMails.recipient} = ${to} OR ${accountMails.userId} = ${userId})
        AND ${accountMails.createdAt} > ${dayStart.toISOString()}`);
    const counts = rows[0];
    if (!counts) throw new Error('account mail counts not read');
    const limit = limitReached(counts, kind);
    if (limit) return { isAllowed: false, limit };
    await tx
      .insert(accountMails)
      .values({ kind, recipient: to, userId, ipAddress, createdAt: now });
    return { isAllowed: true };
  });
}
