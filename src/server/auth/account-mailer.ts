import type { AccountMailKind } from '@shared/auth';
import { DEFAULT_LOCALE, isLocale } from '@shared/i18n/locales';
import { recordSecurityEvent } from '../audit/security-events';
import type { Database } from '../db/database';
import { inLocale } from '../i18n/request-locale';
import type { Logger } from '../logger';
import type { MailContent } from '../mail/account-emails';
import type { Mailer } from '../mail/mailer';
import { reserveAccountMail } from './mail-limits';

export interface AccountMail {
  kind: AccountMailKind;
  /** `locale` is the account's language (users.locale): the mail is written in it. */
  user: { id: string; email: string; locale?: string | null };
  /** The client address that asked for the mail, when known. */
  ipAddress: string | null;
  /**
   * The mail, made only once it may be sent (a sign-in code is not even made otherwise), in the
   * account's language, whoever's request asked for it.
   */
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
          userId: user.id,
          ipAddress,
          details: { kind, recipient, limit: decision.limit },
        }).catch((error: unknown) =>
          // the mail stays unsent even if the record of it could not be written
          logger.warn({ err: error, kind }, 'mail suppression not recorded'),
        );
        return false;
      }
      const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
      const content = await inLocale(locale, compose);
      await mailer.send({ to: user.email, link, ...content });
      return true;
    },
  };
}
