import { describe, expect, it } from 'vitest';
import {
  chat,
  MemoryWorld,
  optionLabels,
  play,
  salon,
  ussd,
} from '../../../tests/support/dialog-world';
import { advance, type Turn } from './dialog';

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

  it('ends a USSD session at the booking, and sends the M-Pesa prompt once it has closed', async () => {
    const world = new MemoryWorld({
      businesses: [salon({ requiresPayment: true, offersStaffChoice: false })],
      promptFails: true,
    });
    // service, day, time, name, confirm
    const toPayment = ['1', '1', '1', 'Amina', '1'];
    const { turn } = await play(world, ussd, { kind: 'start', code: '12345' }, ...toPayment);
    expect(turn.state).toBeNull();
    expect(turn.screen.kind).toBe('end');
    expect(turn.screen.text).toMatch(
      /^An M-Pesa prompt for KES 1,500 comes to \+254712345678 in a few seconds\. .*Ticket T00001\.$/,
    );
    // not while the session is open: the phone would not show it
    expect(world.prompts).toEqual([]);
    expect(world.promptsSoon).toEqual([{ bookingId: 'booking-1', phone: ussd.phone }]);
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
      'That time was just taken.\nToday: choose another time, or join the waitlist',
    );
    expect(optionLabels(confirmed)).toEqual(['Join the waitlist', '10:00']);
    const other = await advance(confirmed.state, { kind: 'text', text: '2' }, world, peer);
    expect(other.state).toMatchObject({ step: 'name', time: '10:00' });
    expect(other.state?.wait).toBeUndefined();
    expect(world.waits).toEqual([]);
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
