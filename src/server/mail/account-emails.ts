import { BRAND } from '@shared/brand';
import { accountMails } from '../messages/account-mails';
import { mailFrame } from '../messages/mail-frame';
import { buttonLink, escapeHtml, teamMail, type TeamMailMain } from './layout';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** One button-like link, and the link itself for clients that do not show the button. */
function linkMain(action: string, url: string): TeamMailMain {
  return {
    text: `${action}: ${url}`,
    html: `<p style="margin:0 0 20px">${buttonLink(action, url)}</p>
<p style="margin:0 0 8px;font-size:13px;color:#56615c">${escapeHtml(mailFrame('copyLink'))}<br><span style="word-break:break-all">${escapeHtml(url)}</span></p>`,
  };
}

/** A code to type, large and spaced so it reads at a glance. */
function codeMain(code: string): TeamMailMain {
  return {
    text: mailFrame('yourCode', { code }),
    html: `<p style="margin:0 0 20px"><span style="display:inline-block;background:#f5f7f6;border:1px solid #e3e8e5;border-radius:10px;padding:12px 20px;font-size:28px;font-weight:bold;letter-spacing:6px;color:#0b5d45;font-family:'Courier New',Courier,monospace">${escapeHtml(code)}</span></p>`,
  };
}

/** A plain, branded mail from the team (teamMail), with its subject. */
function accountMail({
  subject,
  ...content
}: Parameters<typeof teamMail>[0] & { subject: string }): MailContent {
  return { subject, ...teamMail(content) };
}

/*
 * Each mail is composed in the current language: the account's, which the account mailer sets
 * (src/server/auth/account-mailer.ts), whoever's request asked for it.
 */
const brand = BRAND.name;

export function confirmationEmail(name: string, url: string): MailContent {
  return accountMail({
    subject: accountMails('confirm.subject', { brand }),
    name,
    lead: accountMails('confirm.lead', { brand }),
    main: linkMain(accountMails('confirm.action'), url),
    footnote: accountMails('confirm.footnote'),
  });
}

export function passwordResetEmail(name: string, url: string): MailContent {
  return accountMail({
    subject: accountMails('reset.subject', { brand }),
    name,
    lead: accountMails('reset.lead'),
    main: linkMain(accountMails('reset.action'), url),
    footnote: accountMails('reset.footnote'),
  });
}

export function signInCodeEmail(name: string, code: string, validMinutes: number): MailContent {
  return accountMail({
    subject: accountMails('code.subject', { brand }),
    name,
    lead: accountMails('code.lead', { brand }),
    main: codeMain(code),
    footnote: accountMails('code.footnote', { minutes: validMinutes }),
  });
}
