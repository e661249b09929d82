import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shared/i18n/locales';
import { inLocale } from '../i18n/request-locale';
import { gsmLength, shortWhen, SMS_SEGMENT } from './sms-fit';
import {
  changeText,
  confirmationText,
  ownerChangeText,
  ownerNewBookingText,
  reminderText,
  reviewRequestText,
  type BookingFacts,
  type TextMessage,
} from './texts';

/**
 * The booking texts in Kiswahili (docs/decisions/0071): written in GSM-7, and each fitting one SMS
 * segment wherever its English one does, whatever the day of the week (Kiswahili's are longer).
 */

const link = `https://miadi.co.ke/b/${randomBytes(28).toString('base64url')}`;
const ownerLink = 'https://miadi.co.ke/app/bookings';

const short: BookingFacts = {
  businessName: 'Amani Salon',
  serviceName: 'Haircut',
  customerName: 'Mary Atieno',
  ticketCode: 'K7P4QX',
  date: '2026-11-28',
  time: '10:00',
  link,
};

/** Names as a business would really type them, a good deal longer than the short ones. */
const medium: BookingFacts = {
  ...short,
  businessName: 'Kilele Beauty & Wellness Spa',
  serviceName: 'Full body massage, 60 minutes',
  customerName: 'Wanjiru Nyambura Kamau',
};

const long: BookingFacts = {
  businessName: 'Kilele Fitness & Wellness Studio of Greater Westlands, Nairobi',
  serviceName: 'Ninety-minute deep tissue massage with hot stones and aromatherapy oils',
  customerName: 'Wanjiru Nyambura Kamau-Odhiambo wa Kiambu',
  ticketCode: 'ABCDEFGHJKLM',
  date: '2026-11-28',
  time: '10:00',
  link,
};

/** A business as the tests make one, on a test server's address (localhost and a port). */
const typical: BookingFacts = {
  businessName: 'Kilele Fitness Studio',
  serviceName: 'Personal Training Session',
  customerName: 'Amina Wanjiku',
  ticketCode: 'K7P4QX8M',
  date: '2026-11-28',
  time: '10:00',
  link: `http://localhost:43210/b/${randomBytes(28).toString('base64url')}`,
};

const previous = { date: '2026-11-25', time: '09:30' };

/** Every text a booking causes, by name, in the current language. */
function allTexts(facts: BookingFacts): Record<string, TextMessage> {
  return {
    confirmed: confirmationText({ ...facts, isConfirmed: true }),
    received: confirmationText({ ...facts, isConfirmed: false }),
    reminder: reminderText(facts),
    review: reviewRequestText({ ...facts, link: `${facts.link}/review` }),
    cancelledByBusiness: changeText({ ...facts, change: 'cancelled', by: 'business' }),
    cancelledByClient: changeText({ ...facts, change: 'cancelled', by: 'client' }),
    movedByBusiness: changeText({ ...facts, change: 'moved', by: 'business', previous }),
    movedByClient: changeText({ ...facts, change: 'moved', by: 'client', previous }),
    ownerConfirmed: ownerNewBookingText({ ...facts, link: ownerLink, isConfirmed: true }),
    ownerPending: ownerNewBookingText({ ...facts, link: ownerLink, isConfirmed: false }),
    ownerCancelled: ownerChangeText({ ...facts, link: ownerLink, change: 'cancelled' }),
    ownerMoved: ownerChangeText({ ...facts, link: ownerLink, change: 'moved', previous }),
  };
}

const textsIn = (locale: Locale, facts: BookingFacts) => inLocale(locale, () => allTexts(facts));

/** The week from Sunday 22 November 2026: every weekday's name, the longest 'Jumamosi'. */
const week = Array.from({ length: 7 }, (_, i) => `2026-11-${22 + i}`);

const segments = (text: string) => {
  const length = gsmLength(text);
  return length === null ? Infinity : Math.ceil(length / SMS_SEGMENT);
};

describe('booking texts in Kiswahili', () => {
  it('write the day in Kiswahili, its weekday whole, and the time after it as the English does', () => {
    expect(inLocale('sw', () => shortWhen('2026-11-28', '10:00'))).toBe('Jumamosi, 28 Nov 10:00');
    expect(inLocale('en', () => shortWhen('2026-11-28', '10:00'))).toBe('Sat, 28 Nov 10:00');
  });

  it('are written in GSM-7 only: no curly quotes, dashes or other characters outside it', () => {
    const file = path.resolve(import.meta.dirname, '../messages/booking-texts.sw.json');
    for (const [id, text] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as object)) {
      expect({ id, ascii: /^[\x20-\x7e]*$/.test(text as string) }).toEqual({ id, ascii: true });
      expect({ id, gsm: gsmLength(text as string) !== null }).toEqual({ id, gsm: true });
    }
  });

  it.each([
    ['short', short],
    ['medium', medium],
    ['long', long],
  ])(
    'fit one GSM-7 segment wherever the English does, on every day of the week (%s names)',
    (_size, facts) => {
      for (const date of week) {
        const en = textsIn('en', { ...facts, date });
        const sw = textsIn('sw', { ...facts, date });
        for (const [name, english] of Object.entries(en)) {
          const kiswahili = sw[name]!.sms;
          expect(gsmLength(kiswahili), kiswahili).not.toBeNull();
          if (segments(english.sms) === 1)
            expect({ name, date, kiswahili, segments: segments(kiswahili) }).toEqual({
              name,
              date,
              kiswahili,
              segments: 1,
            });
          // never the link cut: the text ends with it whole, as the English one does
          expect(kiswahili.endsWith(english.sms.split(' ').at(-1)!), kiswahili).toBe(true);
        }
      }
    },
  );

  it.each([
    ['short names', short],
    ['the names of a real business, an eight-letter ticket and a longer address', typical],
  ])(
    'keep whole names and the ticket wherever the English does, on every day of the week (%s)',
    (_case, facts) => {
      for (const date of week) {
        const en = textsIn('en', { ...facts, date });
        for (const [name, text] of Object.entries(textsIn('sw', { ...facts, date }))) {
          const english = en[name]!.sms;
          for (const whole of [facts.businessName, facts.serviceName, facts.customerName]) {
            if (english.includes(whole)) expect.soft(text.sms, `${name} ${date}`).toContain(whole);
          }
          if (english.includes(facts.ticketCode))
            expect.soft(text.sms, `${name} ${date}`).toContain(`Tiketi ${facts.ticketCode}`);
        }
      }
    },
  );

  it('say the booking in Kiswahili, with its ticket and the Kiswahili day', () => {
    const sw = textsIn('sw', short);
    expect(sw.confirmed!.sms).toBe(
      `Amani Salon: miadi imethibitishwa, Haircut, Jumamosi, 28 Nov 10:00. Tiketi K7P4QX. Badilisha: ${link}`,
    );
    expect(sw.reminder!.sms).toMatch(
      /^Kumbusho: Haircut kwa Amani Salon, Jumamosi, 28 Nov 10:00\./,
    );
    expect(sw.ownerPending!.sms).toContain('Tafadhali ithibitishe');
    expect(sw.ownerConfirmed!.sms).not.toContain('ithibitishe');
    // the English is as it was
    const en = textsIn('en', short);
    expect(en.confirmed!.sms).toBe(
      `Amani Salon: booking confirmed, Haircut, Sat, 28 Nov 10:00. Ticket K7P4QX. See or change it: ${link}`,
    );
    expect(en.ownerPending!.sms).toContain('. Please confirm it. ');
  });

  it('send the Kiswahili WhatsApp template under the same name with language sw, English with the configured one', () => {
    const en = textsIn('en', short);
    const sw = textsIn('sw', short);
    for (const [name, english] of Object.entries(en)) {
      const kiswahili = sw[name]!.whatsapp;
      expect(kiswahili.name).toBe(english.whatsapp.name);
      expect(kiswahili.language).toBe('sw');
      expect(english.whatsapp.language).toBeUndefined();
      expect(kiswahili.parameters).toHaveLength(english.whatsapp.parameters.length);
    }
    expect(sw.reminder!.whatsapp.parameters).toEqual([
      'Mary Atieno',
      'Amani Salon',
      'Haircut',
      'Jumamosi, 28 Nov 10:00',
      'K7P4QX',
      link,
    ]);
    expect(sw.ownerPending!.whatsapp.parameters).toContain('inasubiri uthibitisho wako');
    expect(en.ownerPending!.whatsapp.parameters).toContain('waiting for your confirmation');
    expect(sw.ownerConfirmed!.whatsapp.parameters).toContain('imethibitishwa');
  });
});
