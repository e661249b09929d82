import { describe, expect, it } from 'vitest';
import {
  chat,
  MemoryWorld,
  optionLabels,
  play,
  salon,
  ussd,
} from '../../../tests/support/dialog-world';
import { advance, type DialogPeer } from './dialog';
import { ussdAnswer } from './ussd-screen';
import { waitWindows } from './wait-windows';

/** Every place of a day taken, by other clients. */
async function fill(world: MemoryWorld, date: string, times: string[]) {
  for (const [i, time] of times.entries()) {
    const result = await world.book({
      business: { id: 'b1', name: 'Amani Beauty Spa' },
      service: { id: 's1', name: 'Braids', priceMinor: 1, currency: 'KES', durationMinutes: 30 },
      staffId: null,
      date,
      time,
      name: `Other ${i}`,
      phone: `+25470000${String(i).padStart(4, '0')}`,
      locale: 'en',
    });
    expect(result.kind).toBe('booked');
  }
}

const TIMES = ['09:00', '09:30', '10:00', '14:30'];
const TOMORROW = '2026-12-02';

describe('joining the waitlist from the dialog', () => {
  it('offers the waitlist for a full day on USSD, asks the window and the name, and says the place in line', async () => {
    const world = new MemoryWorld({ businesses: [salon({ offersStaffChoice: false })] });
    await fill(world, TOMORROW, TIMES);
    const { turns, turn } = await play(
      world,
      ussd,
      { kind: 'start', code: '12345' },
      '1',
      '2',
      '1',
      '3',
      'Amina Wanjiku',
    );
    expect(optionLabels(turns[1]!).slice(0, 3)).toEqual(['Today', 'Tomorrow (full)', 'Thu, 3 Dec']);
    expect(ussdAnswer(turns[2]!.screen).text).toBe(
      'CON Braids is fully booked on Wed, 2 Dec.\n1. Join the waitlist\n2. Choose another day\n0 Back',
    );
    expect(ussdAnswer(turns[3]!.screen).text).toBe(
      'CON When can you come? We offer you the first place that frees then:\n' +
        '1. Any time\n2. Morning (before 12:00)\n3. Afternoon (12:00-17:00)\n0 Back',
    );
    expect(turns[4]!.screen.text).toBe('Type your name:');
    expect(turn.state).toBeNull();
    expect(ussdAnswer(turn.screen).text).toBe(
      'END You are on the waitlist for Wed, 2 Dec, number 1 in line. When a place frees we SMS you and hold it for you 15 minutes. Our SMS has your link to leave.',
    );
    expect(world.waits).toEqual([
      {
        businessId: 'b1',
        serviceId: 's1',
        staffId: null,
        date: TOMORROW,
        // the afternoon as the day has it: its one time
        window: { from: '14:30', to: '14:30' },
        name: 'Amina Wanjiku',
        phone: ussd.phone,
        locale: 'en',
      },
    ]);
    expect(world.bookings).toHaveLength(4);
  });

  it('joins from a chat in Kiswahili, with the link, the window and the minutes held', async () => {
    const world = new MemoryWorld({
      businesses: [salon({ offersStaffChoice: false })],
      holdMinutes: 30,
    });
    await fill(world, TOMORROW, TIMES);
    const peer: DialogPeer = { ...chat, locale: 'sw' };
    const { turns, turn } = await play(
      world,
      peer,
      { kind: 'start', code: '12345' },
      '1',
      '2',
      '1',
      '2',
      'Amina',
    );
    expect(optionLabels(turns[1]!)[1]).toBe('Kesho (imejaa)');
    expect(turns[2]?.screen.text).toBe('Nafasi zote za Braids zimejaa Jumatano, 2 Des.');
    expect(optionLabels(turns[2]!)).toEqual(['Jiunge na foleni', 'Chagua siku nyingine']);
    expect(optionLabels(turns[3]!)).toEqual([
      'Wakati wowote',
      'Asubuhi (kabla ya 12:00)',
      'Mchana (12:00-17:00)',
    ]);
    expect(turn.screen).toEqual({
      kind: 'end',
      text: 'Uko kwenye orodha ya kusubiri ya Braids kwa Amani Beauty Spa, Jumatano, 2 Des, 09:00-10:00: wewe ni wa 1 kwenye foleni. Nafasi ikiwa wazi tutakutumia ujumbe wa WhatsApp na kukushikilia dakika 30. Angalia nafasi yako au ondoka kwenye orodha: https://miadi.test/w/wait-1',
    });
    expect(world.waits[0]).toMatchObject({
      window: { from: '09:00', to: '10:00' },
      locale: 'sw',
      phone: chat.phone,
    });
  });

  it('offers the waitlist when the time was taken before the confirmation, the day now full', async () => {
    const world = new MemoryWorld({
      businesses: [salon({ offersStaffChoice: false })],
      times: ['09:00'],
    });
    const peer: DialogPeer = { ...chat, locale: 'en' };
    const mine = await play(world, peer, { kind: 'start', code: '12345' }, '1', '1', '1', 'Amina');
    expect(mine.turn.state?.step).toBe('confirm');
    await fill(world, '2026-12-01', ['09:00']);
    const confirmed = await advance(mine.turn.state, { kind: 'text', text: '1' }, world, peer);
    expect(confirmed.state?.step).toBe('wait');
    expect(confirmed.screen.text).toBe(
      'That time was just taken.\nBraids is fully booked on Tue, 1 Dec.',
    );
    // one part of the day only: no window to ask, and the name is the one just given
    const joined = await advance(confirmed.state, { kind: 'choice', id: 'wait' }, world, peer);
    expect(joined.state).toBeNull();
    expect(joined.screen.text).toBe(
      'You are on the waitlist for Braids at Amani Beauty Spa, Tue, 1 Dec: number 1 in line. When a place frees we send you a WhatsApp message and hold it for you 15 minutes. See your place or leave the waitlist: https://miadi.test/w/wait-1',
    );
    expect(world.waits).toMatchObject([{ name: 'Amina', date: '2026-12-01', window: null }]);
  });

  it('joins over the times left when the time was taken, and a place already free is held at once', async () => {
    const world = new MemoryWorld({
      businesses: [salon({ offersStaffChoice: false })],
      times: ['09:00', '10:00', '18:00'],
    });
    const mine = await play(world, ussd, { kind: 'start', code: '12345' }, '1', '1', '1', 'Amina');
    await fill(world, '2026-12-01', ['09:00']);
    const confirmed = await advance(mine.turn.state, { kind: 'text', text: '1' }, world, ussd);
    expect(ussdAnswer(confirmed.screen).text).toBe(
      'CON That time was just taken.\nToday: choose another time, or join the waitlist\n' +
        '1. Join the waitlist\n2. 10:00\n3. 18:00\n0 Back',
    );
    const windows = await advance(confirmed.state, { kind: 'text', text: '1' }, world, ussd);
    expect(optionLabels(windows)).toEqual([
      'Any time',
      'Morning (before 12:00)',
      'Evening (after 17:00)',
    ]);
    // back returns to the times with the waitlist still offered, and on again
    const back = await advance(windows.state, { kind: 'text', text: '0' }, world, ussd);
    expect(optionLabels(back)).toEqual(['Join the waitlist', '10:00', '18:00']);
    const again = await advance(back.state, { kind: 'text', text: '1' }, world, ussd);
    const evening = await advance(again.state, { kind: 'text', text: '3' }, world, ussd);
    // 18:00 is free in the evening chosen: held for them now, its SMS has the link
    expect(evening.screen).toEqual({
      kind: 'end',
      text: 'A place is free: Tue, 1 Dec 18:00, held for you until 10:15. Our SMS has the link to take it.',
    });
    expect(world.waits).toMatchObject([{ window: { from: '18:00', to: '18:00' } }]);
  });

  it("shows the waitlist's refusal in its words over the days, and the dialog goes on", async () => {
    const world = new MemoryWorld({ businesses: [salon({ offersStaffChoice: false })] });
    await fill(world, TOMORROW, TIMES);
    const toWait = ['1', '2', '1', '1', 'Amina'];
    const first = await play(world, ussd, { kind: 'start', code: '12345' }, ...toWait);
    expect(first.turn.screen.text).toMatch(/^You are on the waitlist for Wed, 2 Dec/);
    // the same day again: refused, said over the days
    const twice = await play(world, ussd, { kind: 'start', code: '12345' }, ...toWait);
    expect(twice.turn.state?.step).toBe('day');
    const screen = ussdAnswer(twice.turn.screen).text;
    expect(screen).toMatch(
      /^CON You are already on the waitlist for this service on that day\.\nBraids: choose a day\n1\. Today\n/,
    );
    expect(screen.length).toBeLessThanOrEqual(182);
    expect(world.waits).toHaveLength(1);
    // the dialog still books another day
    const booked = await play(
      world,
      ussd,
      { kind: 'start', code: '12345' },
      '1',
      '1',
      '1',
      'Amina',
      '1',
    );
    expect(booked.turn.screen.text).toMatch(/^Booked: Braids at Amani Beauty Spa/);

    // a plan that lapsed: its words, and the days to choose from again
    world.waitRefusal = 'Amani Beauty Spa is not taking bookings right now.';
    const lapsed = await play(
      world,
      chat,
      { kind: 'start', code: '12345' },
      '1',
      '1',
      '2',
      '1',
      '1',
      'Baraka',
    );
    expect(lapsed.turn.state?.step).toBe('day');
    expect(lapsed.turn.screen.text).toBe(
      'Amani Beauty Spa is not taking bookings right now.\nBraids: choose a day',
    );
  });

  it('goes back from each waitlist step to the one before, and to another day', async () => {
    const world = new MemoryWorld({ businesses: [salon({ offersStaffChoice: false })] });
    await fill(world, TOMORROW, TIMES);
    const atName = await play(world, ussd, { kind: 'start', code: '12345' }, '1', '2', '1', '1');
    expect(atName.turn.state?.step).toBe('waitName');
    const steps = [];
    let state = atName.turn.state;
    for (let i = 0; i < 3; i++) {
      const back = await advance(state, { kind: 'text', text: '0' }, world, ussd);
      steps.push(back.state?.step);
      state = back.state;
    }
    expect(steps).toEqual(['window', 'wait', 'day']);
    const full = await advance(state, { kind: 'text', text: '2' }, world, ussd);
    const other = await advance(full.state, { kind: 'text', text: '2' }, world, ussd);
    expect(other.state).toMatchObject({ step: 'day' });
    expect(other.state?.wait).toBeUndefined();
    expect(world.waits).toEqual([]);
  });
});

describe('the windows a client may wait in', () => {
  it('are the parts of the day that have times, each from its first time to its last', () => {
    expect(waitWindows(['09:00', '11:30', '12:00', '16:30', '17:00', '20:00'])).toEqual([
      { part: 'morning', window: { from: '09:00', to: '11:30' } },
      { part: 'afternoon', window: { from: '12:00', to: '16:30' } },
      { part: 'evening', window: { from: '17:00', to: '20:00' } },
    ]);
    expect(waitWindows(['14:00', '13:00', '14:00'])).toEqual([
      { part: 'afternoon', window: { from: '13:00', to: '14:00' } },
    ]);
    expect(waitWindows([])).toEqual([]);
  });
});
