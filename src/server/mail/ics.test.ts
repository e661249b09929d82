import { describe, expect, it } from 'vitest';
import { calendarEvent } from './ics';

describe('calendarEvent', () => {
  const ics = calendarEvent({
    uid: 'ABCD2345@miadi.co.ke',
    start: new Date('2026-12-01T07:00:00Z'),
    end: new Date('2026-12-01T08:30:00Z'),
    summary: 'Swedish Massage, Amani Beauty Spa',
    description: 'Ticket ABCD2345; pay after the service.\nSee you soon!',
    location: 'Sarit Centre, 2nd Floor, Westlands, Nairobi',
    organizerName: 'Amani Beauty Spa',
    now: new Date('2026-11-20T10:00:00Z'),
  });

  it('holds one event with UTC times and CRLF line ends', () => {
    expect(ics).toContain('DTSTART:20261201T070000Z\r\n');
    expect(ics).toContain('DTEND:20261201T083000Z\r\n');
    expect(ics).toContain('UID:ABCD2345@miadi.co.ke');
    expect(ics.split('\r\n').filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas, semicolons and new lines in text', () => {
    expect(ics).toContain('SUMMARY:Swedish Massage\\, Amani Beauty Spa');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Ticket ABCD2345\\; pay after the service.\\nSee you soon!',
    );
  });

  it('folds lines at 75 octets', () => {
    for (const line of ics.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });
});
