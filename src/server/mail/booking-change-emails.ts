import { formatLongDayTime, formatShortDay, formatTime } from '@shared/format/dates';
import { formatPhone } from '@shared/phone';
import { BRAND } from '@shared/brand';
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

/** Tells the client the business cancelled or moved their booking; a move carries the new .ics. */
export function bookingChangeMail(facts: BookingChangeFacts): OutgoingMail {
  const isMove = facts.change === 'moved';
  const byClient = facts.by === 'client';
  const lead = byClient
    ? isMove
      ? `Your booking at ${facts.businessName} for ${facts.serviceName} has moved from ${when(facts.previousDate ?? facts.date, facts.previousTime ?? facts.time)} to ${when(facts.date, facts.time)}${facts.staffName ? `, with ${facts.staffName}` : ''}, as you asked.`
      : `Your booking at ${facts.businessName} for ${facts.serviceName} on ${when(facts.date, facts.time)} is cancelled, as you asked.`
    : isMove
      ? `${facts.businessName} has moved your booking for ${facts.serviceName} from ${when(facts.previousDate ?? facts.date, facts.previousTime ?? facts.time)} to ${when(facts.date, facts.time)}${facts.staffName ? `, with ${facts.staffName}` : ''}.`
      : `${facts.businessName} has cancelled your booking for ${facts.serviceName} on ${when(facts.date, facts.time)}.`;
  const contact = facts.businessPhone
    ? `Questions? Call ${facts.businessName} on ${formatPhone(facts.businessPhone)}.`
    : `Questions? Reply to ${facts.businessName} or book again at ${facts.bookingUrl}.`;
  const text = [
    `Hello ${facts.customerName},`,
    '',
    lead,
    `Ticket: ${facts.ticketCode}`,
    '',
    contact,
    ...(facts.manageUrl ? ['', `Your booking: ${facts.manageUrl}`] : []),
    '',
    `${BRAND.name} · ${facts.bookingUrl}`,
  ].join('\n');
  const html = emailCard(`<tr><td style="padding:28px;font-size:15px;line-height:1.6">
<p style="margin:0 0 12px">Hello ${escapeHtml(facts.customerName)},</p>
<p style="margin:0 0 16px">${escapeHtml(lead)}</p>
<p style="margin:0 0 16px">Ticket <strong style="letter-spacing:2px">${escapeHtml(facts.ticketCode)}</strong></p>
<p style="margin:0;font-size:13px;color:#56615c">${escapeHtml(contact)}</p>
${facts.manageUrl ? `<p style="margin:16px 0 0"><a href="${escapeHtml(facts.manageUrl)}" style="color:#0b5d45;font-weight:bold">Your booking</a></p>` : ''}
</td></tr>`);
  return {
    to: facts.customerEmail,
    subject: isMove
      ? `Booking moved: ${facts.serviceName} now ${formatShortDay(facts.date)} at ${formatTime(facts.time)} (${facts.ticketCode})`
      : `Booking cancelled: ${facts.serviceName} on ${formatShortDay(facts.date)} (${facts.ticketCode})`,
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
              description: `Ticket ${facts.ticketCode}.`,
              location: facts.businessName,
              organizerName: facts.businessName,
            }),
          },
        ]
      : [],
  };
}
