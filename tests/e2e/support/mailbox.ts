import { expect } from '@playwright/test';
import { readJson } from '../../support/answers';

const MAILBOX = `http://127.0.0.1:${process.env.MAILBOX_PORT ?? 4174}`;

interface Mail {
  subject: string;
  text: string;
  links: string[];
  attachments: { filename: string | null; mimeType: string; contentBase64: string }[];
}

/** Waits for the n-th mail (1-based) to an address to reach the test SMTP server, and returns it. */
export async function waitForMail(to: string, count = 1): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAILBOX}/mails?to=${encodeURIComponent(to)}`);
        mails = await readJson<Mail[]>(response);
        return mails.length;
      },
      { timeout: 10_000, message: `a mail to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  const mail = mails[count - 1];
  if (!mail) throw new Error(`no mail number ${count} to ${to}`);
  return mail;
}

/** Waits for a link matching `pattern` in any mail to an address, and returns its path. */
export async function waitForLink(to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAILBOX}/mails?to=${encodeURIComponent(to)}`);
        const mails = await readJson<Mail[]>(response);
        link = mails.flatMap((mail) => mail.links).find((href) => pattern.test(href));
        return Boolean(link);
      },
      { timeout: 15_000, message: `a link like ${pattern} mailed to ${to}` },
    )
    .toBe(true);
  return new URL(link ?? '').pathname;
}
