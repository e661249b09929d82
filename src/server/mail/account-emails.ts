import { BRAND } from '@shared/brand';
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
<p style="margin:0 0 8px;font-size:13px;color:#56615c">If the button does not work, copy this link into your browser:<br><span style="word-break:break-all">${escapeHtml(url)}</span></p>`,
  };
}

/** A code to type, large and spaced so it reads at a glance. */
function codeMain(code: string): TeamMailMain {
  return {
    text: `Your code: ${code}`,
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

export function confirmationEmail(name: string, url: string): MailContent {
  return accountMail({
    subject: `Confirm your e-mail for ${BRAND.name}`,
    name,
    lead: `Welcome to ${BRAND.name}! Please confirm your e-mail address so you can sign in and set up your business.`,
    main: linkMain('Confirm my e-mail', url),
    footnote: 'This link works for 24 hours. If you did not sign up, you can ignore this e-mail.',
  });
}

export function passwordResetEmail(name: string, url: string): MailContent {
  return accountMail({
    subject: `Reset your ${BRAND.name} password`,
    name,
    lead: 'We received a request to reset your password. Choose a new one with the link below.',
    main: linkMain('Set a new password', url),
    footnote:
      'This link works once, for 1 hour. If you did not ask for it, ignore this e-mail: your password stays the same.',
  });
}

export function signInCodeEmail(name: string, code: string, validMinutes: number): MailContent {
  return accountMail({
    subject: `Your ${BRAND.name} sign-in code`,
    name,
    lead: `Here is your code to sign in to ${BRAND.name} on a new device. Enter it on the sign-in screen, and your password will work there again.`,
    main: codeMain(code),
    footnote: `The code works once, for ${validMinutes} minutes. If it was not you, ignore this e-mail: nobody can sign in with the code alone, and your password stays the same.`,
  });
}
