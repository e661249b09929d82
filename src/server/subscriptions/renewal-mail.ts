import { formatLongDay } from '@shared/format/dates';
import { BRAND } from '@shared/brand';
import { buttonLink, teamMail } from '../mail/layout';
import { accountMails } from '../messages/account-mails';
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

/**
 * 'Renew soon': sent once per period, from 3 days before the end, to the owner, in the language
 * it is composed in (the caller runs it in the owner's: users.locale).
 */
export function renewalMail(facts: RenewalMailFacts): OutgoingMail {
  const values = {
    brand: BRAND.name,
    plan: facts.planName,
    business: facts.businessName,
    date: formatLongDay(facts.endsAt, facts.timeZone),
    days: facts.daysLeft,
  };
  const subject = facts.isTrial
    ? accountMails('renewal.subjectTrial', values)
    : accountMails('renewal.subjectPlan', values);
  const lead = facts.isTrial
    ? accountMails('renewal.leadTrial', values)
    : accountMails('renewal.leadPlan', values);
  const action = facts.isTrial
    ? accountMails('renewal.actionTrial')
    : accountMails('renewal.actionPlan', values);
  const { text, html } = teamMail({
    name: facts.ownerName,
    lead,
    main: {
      text: `${action}: ${facts.subscriptionUrl}`,
      html: `<p style="margin:0 0 20px">${buttonLink(action, facts.subscriptionUrl)}</p>`,
    },
    footnote: accountMails('renewal.footnote'),
  });
  return { to: facts.to, subject, text, html, link: facts.subscriptionUrl };
}
