import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// the server's catalogues, compiled as it compiles them
import '../i18n/request-locale';
import { fitSms, gsmLength, shortWhen, SMS_SEGMENT } from './sms-fit';
import {
  changeText,
  confirmationText,
  ownerChangeText,
  ownerNewBookingText,
  reminderText,
  reviewRequestText,
  type BookingFacts,
} from './texts';

/** A real link: the public address, /b/ and a 38-character token. */
const token = randomBytes(28).toString('base64url');
const link = `https://miadi.co.ke/b/${token}`;

const short: BookingFacts = {
  businessName: 'Amani Salon',
  serviceName: 'Haircut',
  customerName: 'Mary Atieno',
  ticketCode: 'K7P4QX',
  date: '2026-11-27',
  time: '10:00',
  link,
};

const long: BookingFacts = {
  businessName: 'Kilele Fitness & Wellness Studio of Greater Westlands, Nairobi',
  serviceName: 'Ninety-minute deep tissue massage with hot stones and aromatherapy oils',
  customerName: 'Wanjiru Nyambura Kamau-Odhiambo wa Kiambu',
  ticketCode: 'ABCDEFGHJKLM',
  date: '2026-11-27',
  time: '10:00',
  link,
};

const previous = { date: '2026-11-26', time: '09:30' };

function allTexts(facts: BookingFacts) {
  return [
    confirmationText({ ...facts, isConfirmed: true }),
    confirmationText({ ...facts, isConfirmed: false }),
    reminderText(facts),
    reviewRequestText({ ...facts, link: `${link}/review` }),
    changeText({ ...facts, change: 'cancelled', by: 'business' }),
    changeText({ ...facts, change: 'cancelled', by: 'client' }),
    changeText({ ...facts, change: 'moved', by: 'business', previous }),
    changeText({ ...facts, change: 'moved', by: 'client', previous }),
    ownerNewBookingText({ ...facts, link: 'https://miadi.co.ke/app/bookings', isConfirmed: true }),
    ownerNewBookingText({ ...facts, link: 'https://miadi.co.ke/app/bookings', isConfirmed: false }),
    ownerChangeText({ ...facts, link: 'https://miadi.co.ke/app/bookings', change: 'cancelled' }),
    ownerChangeText({
      ...facts,
      link: 'https://miadi.co.ke/app/bookings',
      change: 'moved',
      previous,
    }),
  ];
}

describe('message texts', () => {
  it('the token in a link is 38 characters', () => {
    expect(token).toHaveLength(38);
  });

  it('fit one GSM segment with short names, keeping the names whole and the link', () => {
    for (const text of allTexts(short)) {
      expect(gsmLength(text.sms), text.sms).not.toBeNull();
      expect(gsmLength(text.sms)!, text.sms).toBeLessThanOrEqual(SMS_SEGMENT);
      expect(text.sms).toMatch(/https:\/\/miadi\.co\.ke\/(b|app)\//);
    }
    const confirmed = confirmationText({ ...short, isConfirmed: true }).sms;
    expect(confirmed).toContain('Amani Salon');
    expect(confirmed).toContain('Haircut');
    expect(confirmed).toContain('K7P4QX');
    expect(confirmed).toContain('Fri, 27 Nov 10:00');
    expect(confirmed.endsWith(link)).toBe(true);
  });

  it('shorten long names to fit one segment and keep the whole link', () => {
    for (const text of allTexts(long)) {
      expect(gsmLength(text.sms)!, text.sms).toBeLessThanOrEqual(SMS_SEGMENT);
      expect(text.sms, text.sms).toMatch(
        /https:\/\/miadi\.co\.ke\/(b\/[A-Za-z0-9_-]{38}(\/review)?|app\/bookings)/,
      );
    }
    const reminder = reminderText(long).sms;
    // the names are cut with a full stop, not left out
    expect(reminder).toMatch(/Kilele Fit[^,]*\./);
    expect(reminder).toContain('Fri, 27 Nov 10:00');
    expect(reminder).toContain(link);
  });

  it('spell typographic characters in GSM so a name does not turn the SMS into UCS-2', () => {
    const text = reminderText({ ...short, businessName: 'Mama’s “Best” Salon – Kilimani' }).sms;
    expect(gsmLength(text)).not.toBeNull();
    expect(text).toContain(`Mama's "Best" Salon - Kilimani`);
  });

  it('counts the GSM extension characters twice and knows what is not GSM', () => {
    expect(gsmLength('abc')).toBe(3);
    expect(gsmLength('a€[')).toBe(5);
    expect(gsmLength('Ūhuru')).toBeNull();
    expect(
      fitSms({ name: { value: 'x'.repeat(200), min: 5 } }, [(n) => `Hi ${n.name}`]).length,
    ).toBe(SMS_SEGMENT);
  });

  it('sends WhatsApp templates with whole names and clean parameters', () => {
    const reminder = reminderText({ ...long, customerName: 'Mary\n\tAtieno' }).whatsapp;
    expect(reminder.name).toBe('booking_reminder');
    expect(reminder.parameters).toEqual([
      'Mary Atieno',
      long.businessName,
      long.serviceName,
      'Fri, 27 Nov 10:00',
      long.ticketCode,
      link,
    ]);
    expect(allTexts(short).map((t) => t.whatsapp.name)).toEqual([
      'booking_confirmation',
      'booking_received',
      'booking_reminder',
      'review_request',
      'booking_cancelled',
      'booking_cancelled',
      'booking_moved',
      'booking_moved',
      'owner_new_booking',
      'owner_new_booking',
      'owner_booking_cancelled',
      'owner_booking_moved',
    ]);
    expect(shortWhen('2026-11-27', '10:00:00')).toBe('Fri, 27 Nov 10:00');
  });
});
