import { formatLongDayTime, formatShortDay, formatTime } from '@shared/format/dates';
import { formatPhone } from '@shared/phone';
import { BRAND } from '@shared/brand';
import { formatMoney } from '@shared/money';
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

/** The client's confirmation: ticket, service, date, time, where, and the booking as an .ics file. */
export function bookingConfirmationMail(facts: BookingMailFacts): OutgoingMail {
  const isConfirmed = facts.status === 'confirmed';
  const when = formatLongDayTime(facts.date, facts.time);
  const price = formatMoney({ amountMinor: facts.amountMinor, currency: facts.currency });
  const paid =
    facts.paymentStatus === 'completed' ? `${price}, paid` : `${price}, to pay at the business`;
  const rows: [string, string][] = [
    ['Ticket', facts.ticketCode],
    ['Service', facts.serviceName],
    ['When', when],
    ...(facts.staffName ? ([['With', facts.staffName]] as [string, string][]) : []),
    ['Where', `${facts.businessName}, ${facts.businessAddress}`],
    ['Price', paid],
  ];
  const lead = isConfirmed
    ? `Your booking at ${facts.businessName} is confirmed.`
    : `${facts.businessName} has received your booking and will confirm it shortly.`;
  const text = [
    `Hello ${facts.customerName},`,
    '',
    lead,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(facts.businessPhone
      ? ['', `Questions? Call ${facts.businessName} on ${formatPhone(facts.businessPhone)}.`]
      : []),
    '',
    'Show your ticket code when you arrive. The attached calendar file adds the booking to your calendar.',
    ...(facts.manageUrl ? ['', `See, change or cancel your booking: ${facts.manageUrl}`] : []),
    '',
    `${BRAND.name} · ${facts.bookingUrl}`,
  ].join('\n');
  const html = emailCard(`<tr><td style="padding:28px 28px 8px;font-size:15px;line-height:1.6">
<p style="margin:0 0 12px">Hello ${escapeHtml(facts.customerName)},</p>
<p style="margin:0 0 16px">${escapeHtml(lead)}</p>
<p style="margin:0 0 16px;font-size:13px;color:#56615c">Your ticket code</p>
<p style="margin:-12px 0 20px;font-size:28px;font-weight:bold;letter-spacing:4px;color:#0b5d45">${escapeHtml(facts.ticketCode)}</p>
${detailsTable(rows.filter(([label]) => label !== 'Ticket'))}
<p style="margin:20px 0 0;font-size:13px;color:#56615c">Show your ticket code when you arrive. The attached calendar file adds the booking to your calendar.</p>
${facts.manageUrl ? `<p style="margin:16px 0 0"><a href="${escapeHtml(facts.manageUrl)}" style="color:#0b5d45;font-weight:bold">See, change or cancel your booking</a></p>` : ''}
</td></tr>
${cardFooter(`Booked with ${BRAND.name}`)}
`);
  return {
    to: facts.customerEmail,
    subject: `${isConfirmed ? 'Booking confirmed' : 'Booking received'}: ${facts.serviceName} on ${formatShortDay(facts.date)} at ${formatTime(facts.time)} (${facts.ticketCode})`,
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
          description: `Ticket ${facts.ticketCode}. ${paid}.`,
          location: `${facts.businessName}, ${facts.businessAddress}`,
          organizerName: facts.businessName,
        }),
      },
    ],
  };
}
