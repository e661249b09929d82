import { formatLongDayTime, formatShortDay, formatTime } from '@shared/format/dates';
import { formatPhone } from '@shared/phone';
import { BRAND } from '@shared/brand';
import { formatMoney } from '@shared/money';
import { bookingMails as t } from '../messages/booking-mails';
import type { OutgoingMail } from './mailer';
import { calendarEvent, calendarUid } from './ics';
import { cardFooter, detailsTable, emailCard, escapeHtml } from './layout';

export interface BookingMailFacts {
  ticketCode: string;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  paymentStatus: string;
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
  amountMinor: number;
  currency: string;
  customerName: string;
  customerEmail: string;
  serviceName: string;
  staffName: string | null;
  businessName: string;
  businessAddress: string;
  businessPhone: string | null;
  bookingUrl: string;
  /** The client's own page for this booking (see, change or cancel it). */
  manageUrl?: string;
}

/**
 * The client's confirmation: ticket, service, date, time, where, and the booking as an .ics file.
 * In the current language: the caller composes it in the client's (docs/decisions/0071).
 */
export function bookingConfirmationMail(facts: BookingMailFacts): OutgoingMail {
  const isConfirmed = facts.status === 'confirmed';
  const when = formatLongDayTime(facts.date, facts.time);
  const price = formatMoney({ amountMinor: facts.amountMinor, currency: facts.currency });
  const paid =
    facts.paymentStatus === 'completed'
      ? t('confirmation.paid', { price })
      : t('confirmation.toPay', { price });
  // the ticket is set large in the HTML, above the other details
  const ticketRow: [string, string] = [t('label.ticket'), facts.ticketCode];
  const details: [string, string][] = [
    [t('label.service'), facts.serviceName],
    [t('label.when'), when],
    ...(facts.staffName ? ([[t('label.with'), facts.staffName]] as [string, string][]) : []),
    [t('label.where'), `${facts.businessName}, ${facts.businessAddress}`],
    [t('label.price'), paid],
  ];
  const business = facts.businessName;
  const lead = isConfirmed
    ? t('confirmation.leadConfirmed', { business })
    : t('confirmation.leadReceived', { business });
  const hello = t('hello', { name: facts.customerName });
  const arrive = t('confirmation.arrive');
  const manage = t('manage');
  const text = [
    hello,
    '',
    lead,
    '',
    ...[ticketRow, ...details].map(([label, value]) => `${label}: ${value}`),
    ...(facts.businessPhone
      ? ['', t('questionsCall', { business, phone: formatPhone(facts.businessPhone) })]
      : []),
    '',
    arrive,
    ...(facts.manageUrl ? ['', `${manage}: ${facts.manageUrl}`] : []),
    '',
    `${BRAND.name} · ${facts.bookingUrl}`,
  ].join('\n');
  const html = emailCard(`<tr><td style="padding:28px 28px 8px;font-size:15px;line-height:1.6">
<p style="margin:0 0 12px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px">${escapeHtml(lead)}</p>
<p style="margin:0 0 16px;font-size:13px;color:#56615c">${escapeHtml(t('confirmation.ticketCode'))}</p>
<p style="margin:-12px 0 20px;font-size:28px;font-weight:bold;letter-spacing:4px;color:#0b5d45">${escapeHtml(facts.ticketCode)}</p>
${detailsTable(details)}
<p style="margin:20px 0 0;font-size:13px;color:#56615c">${escapeHtml(arrive)}</p>
${facts.manageUrl ? `<p style="margin:16px 0 0"><a href="${escapeHtml(facts.manageUrl)}" style="color:#0b5d45;font-weight:bold">${escapeHtml(manage)}</a></p>` : ''}
</td></tr>
${cardFooter(escapeHtml(t('confirmation.bookedWith', { brand: BRAND.name })))}
`);
  const subject = {
    service: facts.serviceName,
    when: t('dayAtTime', { day: formatShortDay(facts.date), time: formatTime(facts.time) }),
    ticket: facts.ticketCode,
  };
  return {
    to: facts.customerEmail,
    subject: isConfirmed
      ? t('confirmation.subjectConfirmed', subject)
      : t('confirmation.subjectReceived', subject),
    text,
    html,
    link: facts.manageUrl ?? facts.bookingUrl,
    attachments: [
      {
        filename: `booking-${facts.ticketCode}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: calendarEvent({
          uid: calendarUid(facts.ticketCode),
          start: facts.startsAt,
          end: facts.endsAt,
          summary: `${facts.serviceName}, ${facts.businessName}`,
          description: t('calendar.paid', { ticket: facts.ticketCode, paid }),
          location: `${facts.businessName}, ${facts.businessAddress}`,
          organizerName: facts.businessName,
        }),
      },
    ],
  };
}
