import { formatLongDayTime, formatShortDay, formatTime } from '@shared/format/dates';
import { formatPhone } from '@shared/phone';
import { BRAND } from '@shared/brand';
import { bookingMails as t } from '../messages/booking-mails';
import type { OutgoingMail } from './mailer';
import { cardFooter, emailCard, escapeHtml } from './layout';

/** What a reminder, a review request or an owner's notice says about one booking. */
export interface NoticeFacts {
  to: string;
  ticketCode: string;
  customerName: string;
  customerPhone?: string;
  serviceName: string;
  staffName?: string | null;
  businessName: string;
  businessPhone?: string | null;
  /** The booking's local date and time, in the business's time zone. */
  date: string;
  time: string;
  /** The link the mail is about: the client's booking or review page, or the owner's bookings. */
  link: string;
}

const longWhen = formatLongDayTime;
/** 'Fri, 28 Nov at 10:00' ('Ijumaa, 28 Nov, 10:00'): a subject's day and time. */
const shortWhen = (facts: { date: string; time: string }) =>
  t('dayAtTime', { day: formatShortDay(facts.date), time: formatTime(facts.time) });
const withStaff = (staff: string | null | undefined) => (staff ? t('withStaff', { staff }) : '');

function noticeMail(
  facts: NoticeFacts,
  {
    subject,
    greeting,
    lines,
    action,
  }: { subject: string; greeting: string; lines: string[]; action: string },
): OutgoingMail {
  const text = [greeting, '', ...lines, '', `${action}: ${facts.link}`, '', BRAND.name].join('\n');
  const html = emailCard(`<tr><td style="padding:28px;font-size:15px;line-height:1.6">
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
${lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:16px 0 0"><a href="${escapeHtml(facts.link)}" style="color:#0b5d45;font-weight:bold">${escapeHtml(action)}</a></p>
</td></tr>
${cardFooter(BRAND.name)}`);
  return { to: facts.to, subject, text, html, link: facts.link };
}

/*
 * Each is written in the current language: the caller composes it in its recipient's, the
 * client's or the owner's (docs/decisions/0071).
 */

/** The client's reminder before their booking. */
export function bookingReminderMail(facts: NoticeFacts): OutgoingMail {
  const business = facts.businessName;
  const service = facts.serviceName;
  return noticeMail(facts, {
    subject: t('reminder.subject', { service, business, when: shortWhen(facts) }),
    greeting: t('hello', { name: facts.customerName }),
    lines: [
      t('reminder.line', {
        business,
        service,
        when: longWhen(facts.date, facts.time),
        withStaff: withStaff(facts.staffName),
      }),
      t('ticketLine', { ticket: facts.ticketCode }),
      ...(facts.businessPhone
        ? [t('questionsCall', { business, phone: formatPhone(facts.businessPhone) })]
        : []),
    ],
    action: t('manage'),
  });
}

/** Asks the client for a review once their booking is completed. */
export function reviewRequestMail(facts: NoticeFacts): OutgoingMail {
  const business = facts.businessName;
  const service = facts.serviceName;
  return noticeMail(facts, {
    subject: t('review.subject', { service, business }),
    greeting: t('hello', { name: facts.customerName }),
    lines: [
      t('review.line', { business, service, when: longWhen(facts.date, facts.time) }),
      t('review.why'),
    ],
    action: t('review.action'),
  });
}

/** Tells the owner of a booking made online: confirmed, or waiting for them to confirm it. */
export function ownerNewBookingMail(facts: NoticeFacts & { isConfirmed: boolean }): OutgoingMail {
  const customer = facts.customerName;
  const service = facts.serviceName;
  return noticeMail(facts, {
    subject: t('ownerNew.subject', {
      customer,
      service,
      when: shortWhen(facts),
      ticket: facts.ticketCode,
    }),
    greeting: t('ownerNew.greeting', { business: facts.businessName }),
    lines: [
      t('ownerNew.line', {
        customer,
        phone: facts.customerPhone
          ? t('ownerNew.phone', { phone: formatPhone(facts.customerPhone) })
          : '',
        service,
        when: longWhen(facts.date, facts.time),
        withStaff: withStaff(facts.staffName),
      }),
      t('ticketLine', { ticket: facts.ticketCode }),
      facts.isConfirmed ? t('ownerNew.confirmed') : t('ownerNew.pending'),
    ],
    action: t('owner.action'),
  });
}

/** Tells the owner that a client cancelled or moved their booking through their own link. */
export function ownerBookingChangeMail(
  facts: NoticeFacts & {
    change: 'cancelled' | 'moved';
    previous?: { date: string; time: string };
  },
): OutgoingMail {
  const isMove = facts.change === 'moved';
  const before = facts.previous ?? { date: facts.date, time: facts.time };
  const subject = {
    customer: facts.customerName,
    when: shortWhen(facts),
    ticket: facts.ticketCode,
  };
  const line = {
    customer: facts.customerName,
    service: facts.serviceName,
    business: facts.businessName,
    before: longWhen(before.date, before.time),
    after: longWhen(facts.date, facts.time),
    when: longWhen(facts.date, facts.time),
  };
  return noticeMail(facts, {
    subject: isMove
      ? t('ownerChange.subjectMoved', subject)
      : t('ownerChange.subjectCancelled', subject),
    greeting: isMove ? t('ownerChange.greetingMoved') : t('ownerChange.greetingCancelled'),
    lines: [
      isMove ? t('ownerChange.lineMoved', line) : t('ownerChange.lineCancelled', line),
      t('ticketLine', { ticket: facts.ticketCode }),
    ],
    action: t('owner.action'),
  });
}
