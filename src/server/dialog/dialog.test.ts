import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryWorld, salon } from '../../../tests/support/dialog-world';
import { advance, MAX_OPTIONS, type DialogPeer, type Turn } from './dialog';
import type { DialogInput, DialogState } from './types';
import { USSD_MAX, ussdAnswer } from './ussd-screen';
import { newestInput } from './ussd';
import {
  MORE_ROW,
  WHATSAPP_LIMITS,
  whatsappMessage,
  type WhatsAppMessage,
} from './whatsapp-screen';

const chat: DialogPeer = { phone: '+254712345678', channel: 'whatsapp', locale: null };
const ussd: DialogPeer = { phone: '+254712345678', channel: 'ussd', locale: 'en' };

/** Plays a dialog: the inputs one after another, each answered as the channel would send it. */
async function play(world: MemoryWorld, peer: DialogPeer, start: DialogInput, ...inputs: string[]) {
  let turn: Turn = await advance(null, start, world, peer);
  const turns = [turn];
  for (const text of inputs) {
    turn = await advance(turn.state, { kind: 'text', text }, world, peer);
    turns.push(turn);
  }
  return { turn, turns };
}

const optionLabels = (turn: Turn) =>
  turn.screen.kind === 'end' ? [] : turn.screen.options.map((o) => o.label);

describe('the booking dialog', () => {
  it('books by code, service, staff, day, time and name, and ends with the ticket and link', async () => {
    const world = new MemoryWorld({ businesses: [salon()] });
    const { turns, turn } = await play(
      world,
      chat,
      { kind: 'start' },
      '1',
      '12345',
      '1',
      '3',
      '2',
      '4',
      'Amina Wanjiku',
      '1',
    );
    expect(turns[0]?.screen.text).toBe('Choose your language / Chagua lugha');
    expect(optionLabels(turns[0] as Turn)).toEqual(['English', 'Kiswahili']);
    expect(turns[1]?.screen.text).toMatch(/booking code/);
    expect(turns[2]?.screen.text).toBe('Amani Beauty Spa: choose a service');
    expect(turns[2]?.screen.kind === 'choose' && turns[2].screen.options[0]?.detail).toBe(
      'KES 1,500 · 1 h 30 min',
    );
    expect(optionLabels(turns[3] as Turn)).toEqual(['Anyone available', 'Wanjiru', 'Achieng']);
    expect(optionLabels(turns[4] as Turn).slice(0, 3)).toEqual(['Today', 'Tomorrow', 'Thu, 3 Dec']);
    expect(turns[5]?.screen.text).toBe('Tomorrow: choose a time');
    expect(turns[7]?.screen.text).toBe(
      'Braids at Amani Beauty Spa, Wed, 2 Dec 14:30, with Achieng. KES 1,500. Confirm?',
    );
    expect(turn.state).toBeNull();
    expect(turn.screen).toEqual({
      kind: 'end',
      text: 'Booked: Braids at Amani Beauty Spa, Wed, 2 Dec 14:30. Ticket T00001. See or change it: https://miadi.test/b/booking-1',
    });
    expect(world.bookings).toMatchObject([
      {
        serviceId: 's1',
        staffId: 'st2',
        date: '2026-12-02',
        time: '14:30',
        name: 'Amina Wanjiku',
        phone: chat.phone,
        locale: 'en',
      },
    ]);
  });

  it('speaks Kiswahili once it is chosen, and a paid booking waits for the M-Pesa payment in the chat', async () => {
    const world = new MemoryWorld({
      businesses: [salon({ requiresPayment: true, offersStaffChoice: false })],
    });
    const { turn, turns } = await play(
      world,
      chat,
      { kind: 'start', code: '12345' },
      '2',
      '2',
      '1',
      '1',
      'Amina',
      '1',
    );
    // the code came with the link: the services follow the language
    expect(turns[1]?.screen.text).toBe('Amani Beauty Spa: chagua huduma');
    expect(turns[2]?.screen.text).toBe('Manicure: chagua siku');
    expect(optionLabels(turns[2] as Turn)[0]).toBe('Leo');
    expect(turn.state?.step).toBe('paying');
    expect(turn.screen.text).toBe(
      'Tumetuma ombi la M-Pesa la KES 800 kwa +254712345678. Weka PIN yako ya M-Pesa kuthibitisha miadi. Tiketi T00001.\n' +
        'Tunasubiri malipo yako ya M-Pesa ya KES 800, tiketi T00001.',
    );
    expect(world.prompts).toEqual([{ bookingId: 'booking-1', phone: chat.phone }]);
    // the prompt again, then paid
    const again = await advance(turn.state, { kind: 'choice', id: 'again' }, world, chat);
    expect(world.prompts).toHaveLength(2);
    world.pay('booking-1');
    const paid = await advance(again.state, { kind: 'text', text: '1' }, world, chat);
    expect(paid.state).toBeNull();
    expect(paid.screen.text).toBe(
      'Umelipa. Manicure kwa Amani Beauty Spa, Jumanne, 1 Des 09:00, imethibitishwa. Tiketi T00001: https://miadi.test/b/booking-1',
    );
  });

  it('ends a USSD session once the M-Pesa prompt is sent, and says when it could not be', async () => {
    const world = new MemoryWorld({
      businesses: [salon({ requiresPayment: true, offersStaffChoice: false })],
    });
    const { turn } = await play(
      world,
      ussd,
      { kind: 'start', code: '12345' },
      '1',
      '1',
      '1',
      'Amina',
      '1',
    );
    expect(turn.state).toBeNull();
    expect(turn.screen.text).toMatch(
      /^We sent an M-Pesa prompt for KES 1,500 to \+254712345678\. .*Ticket T00001\.$/,
    );
    world.promptFails = true;
    const failed = await play(
      world,
      ussd,
      { kind: 'start', code: '12345' },
      '1',
      '1',
      '1',
      'Amina',
      '1',
    );
    expect(failed.turn.state?.step).toBe('paying');
    expect(failed.turn.screen.text).toMatch(/^The M-Pesa prompt could not be sent\. Try again:/);
  });

  it('asks again for a code no business has, and for a name that cannot be one', async () => {
    const world = new MemoryWorld({ businesses: [salon()] });
    const peer = { ...chat, locale: 'en' as const };
    const unknown = await play(world, peer, { kind: 'start' }, '99999');
    expect(unknown.turn.screen.text).toMatch(
      /^No business has the code 99999\. Check it and enter it again:\n/,
    );
    const wild = await play(world, peer, { kind: 'start' }, 'x'.repeat(300));
    expect(wild.turn.screen.text).toMatch(/^No business has the code x{11}…\./);
    const { turn } = await play(
      world,
      peer,
      { kind: 'start', code: '12345' },
      '1',
      '1',
      '1',
      '1',
      'Ami\u0007na',
    );
    expect(turn.state?.step).toBe('name');
    expect(turn.screen.text).not.toContain('Ami\u0007na');
  });

  it('goes back a step on 0, starts again on 00 with its language, and stops on 000', async () => {
    const world = new MemoryWorld({ businesses: [salon({ offersStaffChoice: false })] });
    const peer = { ...chat, locale: 'sw' as const };
    const atTime = await play(world, peer, { kind: 'start', code: '12345' }, '1', '1');
    expect(atTime.turn.state?.step).toBe('time');
    const back = await advance(atTime.turn.state, { kind: 'text', text: '0' }, world, peer);
    expect(back.state?.step).toBe('day');
    const twice = await advance(back.state, { kind: 'text', text: '0' }, world, peer);
    // no staff to choose: back to the services
    expect(twice.state?.step).toBe('service');
    const again = await advance(twice.state, { kind: 'text', text: '00' }, world, peer);
    expect(again.state).toMatchObject({ step: 'service', locale: 'sw' });
    const stopped = await advance(again.state, { kind: 'text', text: '000' }, world, peer);
    expect(stopped).toEqual({
      state: null,
      screen: {
        kind: 'end',
        text: 'Umesimamisha. Hakuna miadi iliyowekwa. Tuma ujumbe wakati wowote kuweka miadi tena.',
      },
    });
  });

  it('offers another time when the last place went to someone else first', async () => {
    const world = new MemoryWorld({
      businesses: [salon({ offersStaffChoice: false })],
      times: ['09:00', '10:00'],
    });
    const peer = { ...chat, locale: 'en' as const };
    const mine = await play(world, peer, { kind: 'start', code: '12345' }, '1', '1', '1', 'Amina');
    // someone else books 09:00 today before the confirmation
    await play(
      world,
      { ...peer, phone: '+254700000001' },
      { kind: 'start', code: '12345' },
      '1',
      '1',
      '1',
      'Baraka',
      '1',
    );
    const confirmed = await advance(mine.turn.state, { kind: 'text', text: '1' }, world, peer);
    expect(confirmed.state?.step).toBe('time');
    expect(confirmed.screen.text).toBe(
      'That time was just taken. Choose another:\nToday: choose a time',
    );
    expect(optionLabels(confirmed)).toEqual(['10:00']);
  });

  it('offers the name this number booked with before', async () => {
    const world = new MemoryWorld({ businesses: [salon({ offersStaffChoice: false })] });
    const peer = { ...chat, locale: 'en' as const };
    await play(world, peer, { kind: 'start', code: '12345' }, '1', '1', '1', 'Amina', '1');
    const { turn } = await play(world, peer, { kind: 'start', code: '12345' }, '1', '1', '1');
    expect(turn.screen.kind === 'ask' && turn.screen.options).toEqual([
      { id: 'known', label: 'Use Amina' },
    ]);
    const named = await advance(turn.state, { kind: 'choice', id: 'known' }, world, peer);
    expect(named.state).toMatchObject({ step: 'confirm', name: 'Amina' });
  });

  it('ends at once where the business takes no bookings', async () => {
    const world = new MemoryWorld({ businesses: [salon({ isTaking: false })] });
    const { turn } = await play(world, ussd, { kind: 'start', code: '12345' });
    expect(turn).toEqual({
      state: null,
      screen: { kind: 'end', text: 'Amani Beauty Spa is not taking bookings right now.' },
    });
  });
});

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

/** Every limit a WhatsApp message must keep. */
function withinWhatsAppLimits(message: WhatsAppMessage): boolean {
  if (message.type === 'text') return message.text.body.length <= WHATSAPP_LIMITS.text;
  const { interactive } = message;
  if (interactive.body.text.length > WHATSAPP_LIMITS.body) return false;
  if ((interactive.footer?.text.length ?? 0) > WHATSAPP_LIMITS.footer) return false;
  if (interactive.type === 'button') {
    const { buttons } = interactive.action;
    return (
      buttons.length >= 1 &&
      buttons.length <= WHATSAPP_LIMITS.buttons &&
      buttons.every(
        (b) => b.reply.title.length <= WHATSAPP_LIMITS.buttonTitle && b.reply.id.length <= 256,
      )
    );
  }
  const rows = interactive.action.sections.flatMap((section) => section.rows);
  return (
    interactive.action.button.length <= WHATSAPP_LIMITS.listButton &&
    rows.length >= 1 &&
    rows.length <= WHATSAPP_LIMITS.rows &&
    new Set(rows.map((row) => row.id)).size === rows.length &&
    rows.every(
      (row) =>
        row.title.length <= WHATSAPP_LIMITS.rowTitle &&
        (row.description?.length ?? 0) <= WHATSAPP_LIMITS.rowDescription &&
        row.id.length <= WHATSAPP_LIMITS.rowId,
    )
  );
}

describe('any answers at any step (property)', () => {
  // mostly answers a client would give, so runs get to the end; the rest anything at all
  const typed = fc.oneof(
    { arbitrary: fc.constantFrom('1', '1', '2', '3', 'Amina'), weight: 12 },
    { arbitrary: fc.constantFrom('0', '00', '000', '25', '98', '99', '12345', ''), weight: 2 },
    { arbitrary: fc.integer({ min: 0, max: 120 }).map(String), weight: 1 },
    { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 300 }), weight: 1 },
  );
  const input: fc.Arbitrary<DialogInput> = fc.oneof(
    { arbitrary: typed.map((text) => ({ kind: 'text' as const, text })), weight: 8 },
    {
      arbitrary: fc
        .constantFrom(
          'en',
          'sw',
          'yes',
          'again',
          'known',
          'anyone',
          's1',
          'st1',
          '2026-12-02',
          '09:00',
          MORE_ROW,
          'x',
        )
        .map((id) => ({ kind: 'choice' as const, id })),
      weight: 1,
    },
  );

  it('never fails, keeps every answer within the channel, and books only what it confirmed', async () => {
    // how far the random runs got: the property means little if none reached the end
    const reached = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          channel: fc.constantFrom('whatsapp' as const, 'ussd' as const),
          locale: fc.constantFrom(null, 'en' as const, 'sw' as const),
          code: fc.option(fc.constantFrom('12345', '54321', '1 2 3 4 5', 'abc'), {
            nil: undefined,
          }),
          staffChoice: fc.boolean(),
          requiresPayment: fc.boolean(),
          promptFails: fc.boolean(),
          places: fc.integer({ min: 0, max: 2 }),
          services: fc.integer({ min: 0, max: 110 }),
          inputs: fc.array(input, { maxLength: 25 }),
          page: fc.nat(5),
        }),
        async (run) => {
          const services = Array.from({ length: run.services }, (_, i) => ({
            id: `s${i}`,
            name: `Service ${'x'.repeat(i)} ${i}`,
            priceMinor: 50_000 + i,
            currency: 'KES',
            durationMinutes: 30 + i,
          }));
          const world = new MemoryWorld({
            businesses: [
              salon({
                offersStaffChoice: run.staffChoice,
                requiresPayment: run.requiresPayment,
                services,
              }),
            ],
            places: run.places,
            promptFails: run.promptFails,
          });
          const peer: DialogPeer = {
            phone: '+254712345678',
            channel: run.channel,
            locale: run.locale,
          };
          let state: DialogState | null = null;
          let turn = await advance(state, { kind: 'start', code: run.code }, world, peer);
          const check = (t: Turn) => {
            const answer = ussdAnswer(t.screen, run.page);
            expect(answer.text.length).toBeLessThanOrEqual(USSD_MAX);
            expect(answer.text).toMatch(/^(CON|END) /);
            expect(withinWhatsAppLimits(whatsappMessage(t.screen, run.page).message)).toBe(true);
            expect(t.screen.text.length).toBeGreaterThan(0);
            if (t.screen.kind !== 'end')
              expect(t.screen.options.length).toBeLessThanOrEqual(MAX_OPTIONS);
          };
          check(turn);
          for (const next of run.inputs) {
            state = turn.state;
            if (state === null) break;
            turn = await advance(state, next, world, peer);
            check(turn);
            reached.add(turn.state?.step ?? 'ended');
          }
          if (world.bookings.length) reached.add('booked');
          // at most one place per time was booked, and only through a confirmation
          expect(world.bookings.length).toBeLessThanOrEqual(1);
        },
      ),
      {
        numRuns: 300,
        // runs that surely reach every step, beside the random ones
        examples: [
          [
            {
              channel: 'whatsapp',
              locale: null,
              code: '12345',
              staffChoice: true,
              requiresPayment: true,
              promptFails: false,
              places: 1,
              services: 3,
              inputs: ['1', '1', '1', '1', '1', 'Amina', '1', '1'].map((text) => ({
                kind: 'text' as const,
                text,
              })),
              page: 0,
            },
          ],
          [
            {
              channel: 'ussd',
              locale: null,
              code: undefined,
              staffChoice: false,
              requiresPayment: false,
              promptFails: false,
              places: 1,
              services: 1,
              inputs: ['2', '12345', '000'].map((text) => ({ kind: 'text' as const, text })),
              page: 0,
            },
          ],
        ],
      },
    );
    expect([...reached].sort()).toEqual([
      'booked',
      'business',
      'confirm',
      'day',
      'ended',
      'language',
      'name',
      'paying',
      'service',
      'staff',
      'time',
    ]);
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
