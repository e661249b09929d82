import { BRAND } from '@shared/brand';
import { emailCard, escapeHtml } from './layout';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What an account mail is for: its lines in the text part and its block in the HTML part. */
interface MailMain {
  text: string;
  html: string;
}

/** One button-like link, and the link itself for clients that do not show the button. */
function linkMain(action: string, url: string): MailMain {
  return {
    text: `${action}: ${url}`,
    html: `<p style="margin:0 0 20px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#0b5d45;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:bold">${escapeHtml(action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#56615c">If the button does not work, copy this link into your browser:<br><span style="word-break:break-all">${escapeHtml(url)}</span></p>`,
  };
}

/** A code to type, large and spaced so it reads at a glance. */
function codeMain(code: string): MailMain {
  return {
    text: `Your code: ${code}`,
    html: `<p style="margin:0 0 20px"><span style="display:inline-block;background:#f5f7f6;border:1px solid #e3e8e5;border-radius:10px;padding:12px 20px;font-size:28px;font-weight:bold;letter-spacing:6px;color:#0b5d45;font-family:'Courier New',Courier,monospace">${escapeHtml(code)}</span></p>`,
  };
}

/** A plain, branded mail: a greeting, a paragraph, what it is for, a footnote, and the same in text. */
function accountMail(options: {
  subject: string;
  name: string;
  lead: string;
  main: MailMain;
  footnote: string;
}): MailContent {
  const { subject, name, lead, main, footnote } = options;
  const text = [
    `Hello ${name},`,
    '',
    lead,
    '',
    main.text,
    '',
    footnote,
    '',
    `The ${BRAND.name} team`,
    `${BRAND.supportEmail} · ${BRAND.supportPhone}`,
  ].join('\n');
  const html =
    emailCard(`<tr><td style="padding:28px 28px 0"><span style="font-size:20px;font-weight:bold;color:#0b5d45">${BRAND.name}</span></td></tr>
<tr><td style="padding:20px 28px 0;font-size:15px;line-height:1.6">
<p style="margin:0 0 12px">Hello ${escapeHtml(name)},</p>
<p style="margin:0 0 20px">${escapeHtml(lead)}</p>
${main.html}
<p style="margin:0 0 24px;font-size:13px;color:#56615c">${escapeHtml(footnote)}</p>
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid #e3e8e5;font-size:12px;color:#56615c">The ${BRAND.name} team · ${BRAND.supportEmail} · ${BRAND.supportPhone}</td></tr>
`);
  return { subject, text, html };
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
