import { BRAND } from '@shared/brand';
import { currentLocale } from '@shared/i18n/current-locale';
import { mailFrame } from '../messages/mail-frame';

const MUTED = '#56615c';
const BRAND_GREEN = '#0b5d45';
const LINE = '#e3e8e5';

/**
 * The frame every Miadi e-mail shares: a centred white card on a soft background, in tables because
 * mail clients still lay out tables more faithfully than anything else. `rows` are the card's <tr>s.
 * The mail says its language (the recipient's, the one it is composed in), so a reader reads it aloud in it.
 */
export function emailCard(rows: string): string {
  return `<!doctype html><html lang="${currentLocale()}"><body style="margin:0;background:#f5f7f6;font-family:Arial,Helvetica,sans-serif;color:#101714">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid ${LINE};border-radius:16px">
${rows}</table></td></tr></table></body></html>`;
}

/** The card's last row, under a thin line: who the mail comes from. `html` is already escaped. */
export function cardFooter(html: string): string {
  return `<tr><td style="padding:16px 28px 24px;border-top:1px solid ${LINE};font-size:12px;color:${MUTED}">${html}</td></tr>`;
}

/** A link drawn as a button, for the one thing a mail asks its reader to do. */
export function buttonLink(action: string, url: string): string {
  return `<a href="${escapeHtml(url)}" style="display:inline-block;background:${BRAND_GREEN};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:bold">${escapeHtml(action)}</a>`;
}

/**
 * Labels and their values, one pair a row (a booking's service and time, an invoice's dates and
 * total); the `emphasised` label's value is set large, as the figure the mail is about.
 */
export function detailsTable(
  rows: readonly (readonly [string, string])[],
  { emphasised }: { emphasised?: string } = {},
): string {
  const valueStyle = (label: string) =>
    label === emphasised ? `;font-weight:bold;font-size:18px;color:${BRAND_GREEN}` : '';
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;font-size:14px">
${rows
  .map(
    ([label, value]) =>
      `<tr><td style="padding:6px 12px 6px 0;color:${MUTED};vertical-align:top;width:80px">${escapeHtml(label)}</td><td style="padding:6px 0${valueStyle(label)}">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>`;
}

/** What a mail from the Miadi team is for: its lines in the text part and its block in the HTML. */
export interface TeamMailMain {
  text: string;
  html: string;
}

/**
 * A mail from the Miadi team to an account holder (account, sign-in, renewal): the brand's name on
 * top, a greeting, a lead paragraph, what the mail is for, a footnote and the team's signature, in
 * HTML and the same in text, in the language it is composed in (the account's).
 */
export function teamMail({
  name,
  lead,
  main,
  footnote,
}: {
  name: string;
  lead: string;
  main: TeamMailMain;
  footnote: string;
}): { text: string; html: string } {
  const hello = mailFrame('hello', { name });
  const team = mailFrame('team', { brand: BRAND.name });
  const text = [
    hello,
    '',
    lead,
    '',
    main.text,
    '',
    footnote,
    '',
    team,
    `${BRAND.supportEmail} · ${BRAND.supportPhone}`,
  ].join('\n');
  const html =
    emailCard(`<tr><td style="padding:28px 28px 0"><span style="font-size:20px;font-weight:bold;color:${BRAND_GREEN}">${BRAND.name}</span></td></tr>
<tr><td style="padding:20px 28px 0;font-size:15px;line-height:1.6">
<p style="margin:0 0 12px">${escapeHtml(hello)}</p>
<p style="margin:0 0 20px">${escapeHtml(lead)}</p>
${main.html}
<p style="margin:0 0 24px;font-size:13px;color:${MUTED}">${escapeHtml(footnote)}</p>
</td></tr>
${cardFooter(`${escapeHtml(team)} · ${BRAND.supportEmail} · ${BRAND.supportPhone}`)}
`);
  return { text, html };
}

/** Text placed in a mail's HTML as text: every character HTML gives a meaning to is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
