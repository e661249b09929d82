import type { AccountMailKind } from '@shared/auth';
import { recordSecurityEvent } from '../audit/security-events';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { MailContent } from '../mail/account-emails';
import type { Mailer } from '../mail/mailer';
import { reserveAccountMail } from './mail-limits';

export interface AccountMail {
  kind: AccountMailKind;
  user: { id: string; email: string };
  /** The client address that asked for the mail, when known. */
  ipAddress: string | null;
  /** The mail, made only once it may be sent (a sign-in code is not even made otherwise). */
  compose: () => MailContent | Promise<MailContent>;
  /** The link the mail carries, for the mail folder's log line. */
  link?: string;
}

export interface AccountMailer {
  /**
   * Sends the mail unless the recipient or account has had its share (mail-limits.ts); a mail held
   * back is recorded as a security event. Resolves with whether it was sent. Callers answer alike
   * either way, so the answer never tells whether an account exists or a mail went out.
   */
  send(mail: AccountMail): Promise<boolean>;
}

export function createAccountMailer({
  db,
  mailer,
  logger,
}: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
}): AccountMailer {
  return {
    async send({ kind, user, ipAddress, compose, link }) {
      const recipient = user.email.toLowerCase();
      const decision = await reserveAccountMail(db, {
        kind,
        recipient,
        userId: user.id,
        ipAddress,
      });
      if (!decision.isAllowed) {
        await recordSecurityEvent(db, {
          type: 'MAIL_SUPPRESSED',
          description: `A ${kind} mail to ${recipient} was not sent: its limit (${decision.limit}) is reached`,
          userId: user.id,
          ipAddress,
          details: { kind, recipient, limit: decision.limit },
        }).catch((error: unknown) =>
          // the mail stays unsent even if the record of it could not be written
          logger.warn({ err: error, kind }, 'mail suppression not recorded'),
        );
        return false;
      }
      await mailer.send({ to: user.email, link, ...(await compose()) });
      return true;
    },
  };
}
