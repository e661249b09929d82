import { formatLongDayTime, formatShortDay, formatTime } from '@shared/format/dates';
import { formatPhone } from '@shared/phone';
import { BRAND } from '@shared/brand';
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
const shortDate = formatShortDay;

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

/** The client's reminder before their booking. */
export function bookingReminderMail(facts: NoticeFacts): OutgoingMail {
  return noticeMail(facts, {
    subject: `Reminder: ${facts.serviceName} at ${facts.businessName}, ${shortDate(facts.date)} at ${formatTime(facts.time)}`,
    greeting: `Hello ${facts.customerName},`,
    lines: [
      `This is a reminder of your booking at ${facts.businessName}: ${facts.serviceName} on ${longWhen(facts.date, facts.time)}${facts.staffName ? `, with ${facts.staffName}` : ''}.`,
      `Ticket: ${facts.ticketCode}`,
      ...(facts.businessPhone
        ? [`Questions? Call ${facts.businessName} on ${formatPhone(facts.businessPhone)}.`]
        : []),
    ],
    action: 'See, change or cancel your booking',
  });
}

/** Asks the client for a review once their booking is completed. */
export function reviewRequestMail(facts: NoticeFacts): OutgoingMail {
  return noticeMail(facts, {
    subject: `How was ${facts.serviceName} at ${facts.businessName}?`,
    greeting: `Hello ${facts.customerName},`,
    lines: [
      `Thank you for visiting ${facts.businessName}. How was your ${facts.serviceName} on ${longWhen(facts.date, facts.time)}?`,
      'A short review helps others choose, and helps the business.',
    ],
    action: 'Leave a review',
  });
}

/** Tells the owner of a booking made online: confirmed, or waiting for them to confirm it. */
export function ownerNewBookingMail(facts: NoticeFacts & { isConfirmed: boolean }): OutgoingMail {
  return noticeMail(facts, {
    subject: `New booking: ${facts.customerName}, ${facts.serviceName}, ${shortDate(facts.date)} at ${formatTime(facts.time)} (${facts.ticketCode})`,
    greeting: `New booking at ${facts.businessName}`,
    lines: [
      `${facts.customerName}${facts.customerPhone ? ` (${formatPhone(facts.customerPhone)})` : ''} booked ${facts.serviceName} on ${longWhen(facts.date, facts.time)}${facts.staffName ? `, with ${facts.staffName}` : ''}.`,
      `Ticket: ${facts.ticketCode}`,
      facts.isConfirmed
        ? 'The booking is confirmed.'
        : 'The booking is waiting for your confirmation.',
    ],
    action: 'Open your bookings',
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
  return noticeMail(facts, {
    subject: isMove
      ? `Booking moved by the client: ${facts.customerName}, now ${shortDate(facts.date)} at ${formatTime(facts.time)} (${facts.ticketCode})`
      : `Booking cancelled by the client: ${facts.customerName}, ${shortDate(facts.date)} at ${formatTime(facts.time)} (${facts.ticketCode})`,
    greeting: isMove ? 'A client moved their booking' : 'A client cancelled their booking',
    lines: [
      isMove
        ? `${facts.customerName} moved ${facts.serviceName} at ${facts.businessName} from ${longWhen(before.date, before.time)} to ${longWhen(facts.date, facts.time)}.`
        : `${facts.customerName} cancelled ${facts.serviceName} at ${facts.businessName} on ${longWhen(facts.date, facts.time)}.`,
      `Ticket: ${facts.ticketCode}`,
    ],
    action: 'Open your bookings',
  });
}
