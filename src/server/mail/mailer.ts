import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logger';

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
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
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
        await transport.sendMail({ from, ...mail });
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
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
      // off the event loop, as a busy server writes many; the folder is made when it is missing
      const write = () => fs.promises.writeFile(file, info.message as Buffer);
      try {
        await write();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await fs.promises.mkdir(mailDir, { recursive: true });
        await write();
      }
      logger.info(
        { to: mail.to, subject: mail.subject, link: mail.link, file },
        'mail written to the data folder',
      );
    },
    close: () => transport.close(),
  };
}
