import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../../tests/support/ical';
import { feedCalendar, type FeedEvent } from './ics-feed';

const event = (overrides: Partial<FeedEvent>): FeedEvent => ({
  uid: 'ABCD2345@miadi.co.ke',
  start: new Date('2026-12-05T06:00:00Z'),
  end: new Date('2026-12-05T07:00:00Z'),
  summary: 'Braids · Mary Atieno',
  description: 'Client: Mary Atieno',
  location: 'Moi Avenue, Nairobi',
  status: 'CONFIRMED',
  url: 'https://miadi.test/app/bookings?view=all&q=ABCD2345',
  created: new Date('2026-11-01T00:00:00Z'),
  lastModified: new Date('2026-11-02T00:00:00Z'),
  ...overrides,
});

const now = new Date('2026-11-29T12:00:00Z');
const span = { from: new Date('2026-10-30T00:00:00Z'), to: new Date('2027-02-28T00:00:00Z') };

describe('a calendar feed file', () => {
  it("writes each time on the business's wall clock, right on both sides of a change of offset", () => {
    const text = feedCalendar({
      name: 'Salon: bookings',
      timeZone: 'America/New_York',
      ...span,
      now,
      events: [
        // 09:00 summer time (UTC-4), then 09:00 winter time (UTC-5): the clocks went back on 1 Nov
        event({
          uid: 'SUMMER22@miadi.co.ke',
          start: new Date('2026-10-31T13:00:00Z'),
          end: new Date('2026-10-31T14:00:00Z'),
        }),
        event({
          uid: 'WINTER22@miadi.co.ke',
          start: new Date('2026-12-05T14:00:00Z'),
          end: new Date('2026-12-05T15:30:00Z'),
        }),
      ],
    });
    expect(text).toContain('DTSTART;TZID=America/New_York:20261031T090000');
    expect(text).toContain('DTSTART;TZID=America/New_York:20261205T090000');
    const calendar = parseCalendar(text);
    expect(calendar.timeZones).toEqual(['America/New_York']);
    expect(
      calendar.events.map((one) => [one.uid, one.start.toISOString(), one.end.toISOString()]),
    ).toEqual([
      ['SUMMER22@miadi.co.ke', '2026-10-31T13:00:00.000Z', '2026-10-31T14:00:00.000Z'],
      ['WINTER22@miadi.co.ke', '2026-12-05T14:00:00.000Z', '2026-12-05T15:30:00.000Z'],
    ]);
  });

  it('keeps East Africa at +03:00 throughout', () => {
    const text = feedCalendar({
      name: 'Salon: bookings',
      timeZone: 'Africa/Nairobi',
      ...span,
      now,
      events: [event({})],
    });
    expect(text).toContain('TZOFFSETTO:+0300');
    expect(text).not.toContain('BEGIN:DAYLIGHT');
    const [parsed] = parseCalendar(text).events;
    expect(parsed).toMatchObject({ tzid: 'Africa/Nairobi', status: 'CONFIRMED' });
    expect(parsed?.start.toISOString()).toBe('2026-12-05T06:00:00.000Z');
  });

  it('keeps any text a client typed as text: separators, new lines and long names, no control characters', () => {
    const name = 'Wanjiku; "Shiku", Njeri\\ Kamau\r\nline two\u0007 Ñandú 🌺'.padEnd(120, 'x');
    const text = feedCalendar({
      name: 'Saluni ya Amani, Nairobi: miadi',
      timeZone: 'Africa/Nairobi',
      ...span,
      now,
      events: [event({ summary: `Braids · ${name}`, description: `Client: ${name}` })],
    });
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    const calendar = parseCalendar(text);
    expect(calendar.name).toBe('Saluni ya Amani, Nairobi: miadi');
    const expected = name.replace('\r\n', '\n').replace('\u0007', '');
    expect(calendar.events[0]?.summary).toBe(`Braids · ${expected}`);
    expect(calendar.events[0]?.description).toBe(`Client: ${expected}`);
  });

  it('marks a cancelled booking cancelled and leaves its time free', () => {
    const text = feedCalendar({
      name: 'Salon',
      timeZone: 'Africa/Nairobi',
      ...span,
      now,
      events: [
        event({ status: 'CANCELLED' }),
        event({ uid: 'PEND2345@miadi.co.ke', status: 'TENTATIVE' }),
      ],
    });
    expect(parseCalendar(text).events.map((one) => one.status)).toEqual(['CANCELLED', 'TENTATIVE']);
    expect(text).toContain('TRANSP:TRANSPARENT');
  });
});
