import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logger';
import { writeSmallFile } from '../storage/small-file';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about, logged when mail goes to the data folder so the embedded default works. */
  link?: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
}

export interface Mailer {
  /** Resolves with the message's id (SMTP's Message-ID) once the server (or the folder) took it. */
  send(mail: OutgoingMail): Promise<{ messageId: string | null }>;
  close(): void;
}

/** Errors a connection gives before any SMTP answer: the server may take the mail later. */
const CONNECTION_ERRORS = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  'EPROTOCOL',
]);

/**
 * What a failed send means: an SMTP 4xx answer or a connection that failed is temporary (try again
 * later); a 5xx answer is permanent, as is a mail that cannot be built. The error never carries
 * the SMTP URL's password (nodemailer's messages do not include it).
 */
export function mailFailure(error: unknown): { error: string; isTemporary: boolean } {
  const { responseCode, code, message } = (error ?? {}) as {
    responseCode?: number;
    code?: string;
    message?: string;
  };
  const text = `Mail not sent: ${(message ?? String(error)).slice(0, 900)}`;
  if (typeof responseCode === 'number') {
    return { error: text, isTemporary: responseCode >= 400 && responseCode < 500 };
  }
  if (code && CONNECTION_ERRORS.has(code)) return { error: text, isTemporary: true };
  // a file that could not be written (the folder default) is worth another try, a bad mail is not
  if (code === 'EMESSAGE' || code === 'EENVELOPE') return { error: text, isTemporary: false };
  return { error: text, isTemporary: true };
}

function fileNameFor(mail: OutgoingMail): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const to = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  // two mails to one address within a millisecond must not overwrite each other
  return `${stamp}-${to}-${randomBytes(3).toString('hex')}.eml`;
}

/**
 * Sends through the SMTP server at SMTP_URL; without one, writes each mail as an .eml file under
 * `$DATA_DIR/mail/` and logs its link, so sign-up and reset work end to end on a laptop.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, logger } = options;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        const info = (await transport.sendMail({ from, ...mail })) as { messageId?: string };
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        return { messageId: info.messageId ?? null };
      },
      close: () => transport.close(),
    };
  }
  const mailDir = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      const file = path.join(mailDir, fileNameFor(mail));
      writeSmallFile(mailDir, file, info.message as Buffer);
      logger.info(
        { to: mail.to, subject: mail.subject, link: mail.link, file },
        'mail written to the data folder',
      );
      return { messageId: (info as { messageId?: string }).messageId ?? null };
    },
    close: () => transport.close(),
  };
}
