import { describe, expect, it } from 'vitest';
import { chat, MemoryWorld, play, salon, ussd } from '../../../tests/support/dialog-world';
import { advance } from './dialog';
import { newestInput } from './ussd';
import { USSD_MAX, ussdAnswer } from './ussd-screen';
import { MORE_ROW, whatsappMessage } from './whatsapp-screen';

describe('the dialog on each channel', () => {
  const many = Array.from({ length: 25 }, (_, i) => ({
    id: `s${i}`,
    name: `Service with a long name number ${i + 1}`,
    priceMinor: 100_000,
    currency: 'KES',
    durationMinutes: 60,
  }));

  it('pages a long USSD list within 182 characters, its numbers running on, 98 for more', async () => {
    const world = new MemoryWorld({ businesses: [salon({ services: many })] });
    const { turn } = await play(world, ussd, { kind: 'start', code: '12345' });
    const first = ussdAnswer(turn.screen, 0);
    expect(first.text.length).toBeLessThanOrEqual(USSD_MAX);
    expect(first.text).toMatch(
      /^CON Amani Beauty Spa: choose a service\n1\. Service with a long name numb…\n/,
    );
    expect(first.text).toMatch(/\n98 More\n0 Back$/);
    expect(first.pages).toBeGreaterThan(3);
    const last = ussdAnswer(turn.screen, first.pages - 1);
    expect(last.text).toMatch(/25\. Service with a long name numb…\n0 Back$/);
    // a number from a later page picks that option
    const picked = await advance(turn.state, { kind: 'text', text: '25' }, world, ussd);
    expect(picked.state?.service?.id).toBe('s24');
  });

  it('sends up to three short choices as buttons, more as a list of ten rows with More', async () => {
    const world = new MemoryWorld({ businesses: [salon({ services: many })] });
    const { turn } = await play(world, chat, { kind: 'start', code: '12345' });
    const language = whatsappMessage(turn.screen);
    expect(language.message).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'button',
        action: {
          buttons: [
            { reply: { id: 'en', title: 'English' } },
            { reply: { id: 'sw', title: 'Kiswahili' } },
          ],
        },
      },
    });
    const services = await advance(turn.state, { kind: 'choice', id: 'en' }, world, chat);
    const page = whatsappMessage(services.screen, 0);
    expect(page.pages).toBe(3);
    const rows =
      page.message.type === 'interactive' && page.message.interactive.type === 'list'
        ? page.message.interactive.action.sections[0]?.rows
        : [];
    expect(rows).toHaveLength(10);
    expect(rows?.[0]).toEqual({
      id: 's0',
      title: '1. Service with a long…',
      description: 'Service with a long name number 1 · KES 1,000 · 1 h',
    });
    expect(rows?.[9]).toEqual({ id: MORE_ROW, title: 'More' });
  });
});

describe("the waitlist's USSD screens", () => {
  it('fit 182 characters in both languages with long names, every option shown and the end whole', async () => {
    const longName = 'Service with a long name number 1 and more words';
    for (const locale of ['en', 'sw'] as const) {
      const world = new MemoryWorld({
        businesses: [
          salon({
            name: 'Amani Beauty Spa and Wellness Centre of Nairobi',
            offersStaffChoice: false,
            services: [
              { id: 's1', name: longName, priceMinor: 1, currency: 'KES', durationMinutes: 30 },
            ],
          }),
        ],
        times: ['09:00', '13:00', '18:00'],
        holdMinutes: 120,
      });
      const thursday = '2026-12-03';
      for (const [i, time] of ['09:00', '13:00', '18:00'].entries()) {
        world.bookings.push({
          id: `other-${i}`,
          businessId: 'b1',
          serviceId: 's1',
          staffId: null,
          date: thursday,
          time,
          name: 'Other',
          phone: '+254700000000',
          locale: 'en',
          isPaid: false,
        });
      }
      // a long line ahead: a place of three digits
      for (let i = 0; i < 120; i++) {
        world.waits.push({
          businessId: 'b1',
          serviceId: 's1',
          staffId: null,
          date: thursday,
          window: null,
          name: 'Ahead',
          phone: `+2547100${String(i).padStart(5, '0')}`,
          locale: 'en',
        });
      }
      const { turns } = await play(
        world,
        { ...ussd, locale },
        { kind: 'start', code: '12345' },
        '1',
        '3',
        '1',
        '4',
        'Amina Wanjiku Otieno',
      );
      const screens = turns.map((turn) => ussdAnswer(turn.screen).text);
      for (const screen of screens) expect(screen.length).toBeLessThanOrEqual(USSD_MAX);
      const [, days, full, windows, , end] = screens;
      expect(days).toMatch(locale === 'en' ? /\n3\. Thu, 3 Dec \(full\)\n/ : /\(imejaa\)\n/);
      expect(full).toMatch(/\n1\. \S.*\n2\. \S.*\n0 (Back|Rudi)$/);
      expect(windows).toMatch(/\n1\. .*\n2\. .*\n3\. .*\n4\. .*\n0 (Back|Rudi)$/);
      expect(end).toMatch(/^END /);
      expect(end).not.toContain('…');
      expect(end).toContain('121');
      expect(end).toContain('120');
    }
  });
});

describe('the newest answer of a USSD session', () => {
  it('is what follows the part of the text already answered', () => {
    expect(newestInput('', 0)).toBe('');
    expect(newestInput('12345', 0)).toBe('12345');
    expect(newestInput('12345*1', 5)).toBe('1');
    expect(newestInput('1*12345*Mary Atieno', 7)).toBe('Mary Atieno');
    // an answer with a star in it is kept whole
    expect(newestInput('1*2*3', 1)).toBe('2*3');
    // a text that does not follow the session's: its last part
    expect(newestInput('9*8', 5)).toBe('8');
  });
});
