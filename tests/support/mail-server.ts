import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope recipients, lower case. */
  to: string[];
  subject: string;
  text: string;
  html: string | undefined;
  /** Every http(s) link in the text part, in order. */
  links: string[];
  /** Attached files, their content in base64 (so the e2e mailbox can hand them out as JSON). */
  attachments: { filename: string | null; mimeType: string; contentBase64: string }[];
}

export interface MailServer {
  /** The value for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  mailsTo(address: string): ReceivedMail[];
  /** Resolves with the first mail to this address not yet handed out by this call; fails after the timeout. */
  nextMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /**
   * Waits until `count` mails to this address have come, then checks that no more come within a
   * quiet window: a duplicate is sent in the background, after the request that caused it answered.
   */
  expectOnlyMailsTo(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * How long a mail that should not exist is given to arrive. Real time has to pass to prove an
 * absence; every mail in these tests is sent within a few hundred ms of what caused it.
 */
const QUIET_WINDOW_MS = 500;

const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

/**
 * A real SMTP server on loopback (no TLS, no auth) that keeps every message it accepts, parsed.
 * The browser journeys' mailbox runs it outside Vitest, so Vitest is loaded only by the waits.
 */
export async function startMailServer(): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const handedOut = new Map<string, number>();

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // the server's mailer closes its connection after each mail; nothing should keep close() waiting
    closeTimeout: 500,
    onData(stream, session, callback) {
      streamToBuffer(stream)
        .then((raw) => PostalMime.parse(raw, { attachmentEncoding: 'base64' }))
        .then((email) => {
          const text = email.text ?? '';
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: email.subject ?? '',
            text,
            html: email.html,
            links: text.match(LINK_PATTERN) ?? [],
            attachments: email.attachments.map((file) => ({
              filename: file.filename,
              mimeType: file.mimeType,
              contentBase64: typeof file.content === 'string' ? file.content : '',
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = smtp.server.address() as AddressInfo;

  const mailsTo = (address: string) =>
    received.filter((mail) => mail.to.includes(address.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailsTo,
    async nextMailTo(address, timeoutMs = 5_000) {
      const { vi } = await import('vitest');
      const key = address.toLowerCase();
      const index = handedOut.get(key) ?? 0;
      const mail = await vi.waitFor(
        () => {
          const next = mailsTo(key)[index];
          if (!next) throw new Error(`no mail #${index + 1} to ${address} within ${timeoutMs} ms`);
          return next;
        },
        { timeout: timeoutMs, interval: 25 },
      );
      handedOut.set(key, index + 1);
      return mail;
    },
    async expectOnlyMailsTo(address, count = 1, timeoutMs = 5_000) {
      const { expect } = await import('vitest');
      await expect
        .poll(() => mailsTo(address).length, { timeout: timeoutMs, interval: 25 })
        .toBeGreaterThanOrEqual(count);
      await new Promise((resolve) => setTimeout(resolve, QUIET_WINDOW_MS));
      const mails = mailsTo(address);
      expect(mails, `mails to ${address}`).toHaveLength(count);
      return mails;
    },
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}
