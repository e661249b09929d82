import { formatLongDay } from '@shared/format/dates';
import { BRAND } from '@shared/brand';
import { emailCard, escapeHtml } from '../mail/layout';
import type { OutgoingMail } from '../mail/mailer';

export interface RenewalMailFacts {
  to: string;
  ownerName: string;
  businessName: string;
  /** The catalogue's name; the trial reads as 'free trial'. */
  planName: string;
  isTrial: boolean;
  endsAt: Date;
  daysLeft: number;
  timeZone: string;
  subscriptionUrl: string;
}

/** 'Renew soon': sent once per period, from 3 days before the end, to the owner. */
export function renewalMail(facts: RenewalMailFacts): OutgoingMail {
  const endDate = formatLongDay(facts.endsAt, facts.timeZone);
  const days = `${facts.daysLeft} day${facts.daysLeft === 1 ? '' : 's'}`;
  const what = facts.isTrial ? 'free trial' : `${facts.planName} plan`;
  const subject = `Your ${BRAND.name} ${what} ends in ${days}`;
  const lead = facts.isTrial
    ? `The free trial of ${facts.businessName} ends on ${endDate}. Choose a plan before then to keep taking online bookings.`
    : `The ${facts.planName} plan of ${facts.businessName} ends on ${endDate}. Renew it before then to keep taking online bookings.`;
  const footnote =
    'If it lapses, nothing is deleted: you keep access to your bookings, clients and invoices, and online booking resumes as soon as a plan is paid.';
  const action = facts.isTrial ? 'Choose a plan' : `Renew ${facts.planName}`;
  const text = [
    `Hello ${facts.ownerName},`,
    '',
    lead,
    '',
    `${action}: ${facts.subscriptionUrl}`,
    '',
    footnote,
    '',
    `The ${BRAND.name} team`,
    `${BRAND.supportEmail} · ${BRAND.supportPhone}`,
  ].join('\n');
  const html =
    emailCard(`<tr><td style="padding:28px 28px 0"><span style="font-size:20px;font-weight:bold;color:#0b5d45">${BRAND.name}</span></td></tr>
<tr><td style="padding:20px 28px 0;font-size:15px;line-height:1.6">
<p style="margin:0 0 12px">Hello ${escapeHtml(facts.ownerName)},</p>
<p style="margin:0 0 20px">${escapeHtml(lead)}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(facts.subscriptionUrl)}" style="display:inline-block;background:#0b5d45;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:bold">${escapeHtml(action)}</a></p>
<p style="margin:0 0 24px;font-size:13px;color:#56615c">${escapeHtml(footnote)}</p>
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid #e3e8e5;font-size:12px;color:#56615c">The ${BRAND.name} team · ${BRAND.supportEmail} · ${BRAND.supportPhone}</td></tr>
`);
  return { to: facts.to, subject, text, html, link: facts.subscriptionUrl };
}
