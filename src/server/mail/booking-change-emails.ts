import { formatLongDayTime, formatShortDay, formatTime } from '@shared/format/dates';
import { formatPhone } from '@shared/phone';
import { BRAND } from '@shared/brand';
import { bookingMails as t } from '../messages/booking-mails';
import type { OutgoingMail } from './mailer';
import { calendarEvent, calendarUid } from './ics';
import { emailCard, escapeHtml } from './layout';

export interface BookingChangeFacts {
  change: 'cancelled' | 'moved';
  ticketCode: string;
  customerName: string;
  customerEmail: string;
  serviceName: string;
  businessName: string;
  businessPhone: string | null;
  date: string;
  time: string;
  /** Where it was before a move. */
  previousDate?: string;
  previousTime?: string;
  staffName: string | null;
  startsAt: Date;
  endsAt: Date;
  bookingUrl: string;
  /** The client's own page for this booking. */
  manageUrl?: string;
  /** Who made the change: the client through their link, or the business (the default). */
  by?: 'client' | 'business';
}

const when = formatLongDayTime;

/**
 * Tells the client the business cancelled or moved their booking; a move carries the new .ics. In
 * the current language: the caller composes it in the client's (docs/decisions/0071).
 */
export function bookingChangeMail(facts: BookingChangeFacts): OutgoingMail {
  const isMove = facts.change === 'moved';
  const byClient = facts.by === 'client';
  const words = {
    business: facts.businessName,
    service: facts.serviceName,
    when: when(facts.date, facts.time),
    before: when(facts.previousDate ?? facts.date, facts.previousTime ?? facts.time),
    after: when(facts.date, facts.time),
    withStaff: facts.staffName ? t('withStaff', { staff: facts.staffName }) : '',
  };
  const lead = byClient
    ? isMove
      ? t('change.movedByClient', words)
      : t('change.cancelledByClient', words)
    : isMove
      ? t('change.movedByBusiness', words)
      : t('change.cancelledByBusiness', words);
  const contact = facts.businessPhone
    ? t('questionsCall', { business: facts.businessName, phone: formatPhone(facts.businessPhone) })
    : t('change.questionsReply', { business: facts.businessName, url: facts.bookingUrl });
  const hello = t('hello', { name: facts.customerName });
  const yourBooking = t('change.yourBooking');
  const text = [
    hello,
    '',
    lead,
    t('ticketLine', { ticket: facts.ticketCode }),
    '',
    contact,
    ...(facts.manageUrl ? ['', `${yourBooking}: ${facts.manageUrl}`] : []),
    '',
    `${BRAND.name} · ${facts.bookingUrl}`,
  ].join('\n');
  const html = emailCard(`<tr><td style="padding:28px;font-size:15px;line-height:1.6">
<p style="margin:0 0 12px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px">${escapeHtml(lead)}</p>
<p style="margin:0 0 16px">${escapeHtml(t('label.ticket'))} <strong style="letter-spacing:2px">${escapeHtml(facts.ticketCode)}</strong></p>
<p style="margin:0;font-size:13px;color:#56615c">${escapeHtml(contact)}</p>
${facts.manageUrl ? `<p style="margin:16px 0 0"><a href="${escapeHtml(facts.manageUrl)}" style="color:#0b5d45;font-weight:bold">${escapeHtml(yourBooking)}</a></p>` : ''}
</td></tr>`);
  const subject = {
    service: facts.serviceName,
    when: t('dayAtTime', { day: formatShortDay(facts.date), time: formatTime(facts.time) }),
    day: formatShortDay(facts.date),
    ticket: facts.ticketCode,
  };
  return {
    to: facts.customerEmail,
    subject: isMove ? t('change.subjectMoved', subject) : t('change.subjectCancelled', subject),
    text,
    html,
    link: facts.manageUrl ?? facts.bookingUrl,
    attachments: isMove
      ? [
          {
            filename: `booking-${facts.ticketCode}.ics`,
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: calendarEvent({
              uid: calendarUid(facts.ticketCode),
              start: facts.startsAt,
              end: facts.endsAt,
              summary: `${facts.serviceName}, ${facts.businessName}`,
              description: t('calendar.ticket', { ticket: facts.ticketCode }),
              location: facts.businessName,
              organizerName: facts.businessName,
            }),
          },
        ]
      : [],
  };
}
