import { formatLongDay } from '@shared/format/dates';
import { BRAND } from '@shared/brand';
import { buttonLink, teamMail } from '../mail/layout';
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
  const { text, html } = teamMail({
    name: facts.ownerName,
    lead,
    main: {
      text: `${action}: ${facts.subscriptionUrl}`,
      html: `<p style="margin:0 0 20px">${buttonLink(action, facts.subscriptionUrl)}</p>`,
    },
    footnote,
  });
  return { to: facts.to, subject, text, html, link: facts.subscriptionUrl };
}
