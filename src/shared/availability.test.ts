import { describe, expect, it } from 'vitest';
import {
  bookingsByDay,
  dateStatus,
  dayAvailability,
  type DayAvailabilityInput,
  type LiveBooking,
} from './availability';
import { addDays, weekdayOf } from './local-time';
import { zonedInstant } from './zoned-time';

const DATE = '2026-11-20';
const ZONE = 'Africa/Nairobi';

/** A Nairobi instant on DATE (UTC+3, no daylight saving). */
function at(time: string, date = DATE): number {
  return zonedInstant(date, time, ZONE).getTime();
}

function booking(from: string, to: string, staffId: string | null = null): LiveBooking {
  return { startMs: at(from), endMs: at(to), staffId };
}

function day(overrides: Partial<DayAvailabilityInput> = {}): DayAvailabilityInput {
  const date = overrides.date ?? DATE;
  return {
    date,
    timeZone: ZONE,
    hours: { weekday: weekdayOf(date), opensAt: '09:00', closesAt: '17:00', isOpen: true },
    slotMinutes: 30,
    serviceMinutes: 60,
    capacity: 1,
    advanceDays: 30,
    nowMs: at('08:00', '2026-11-19'),
    bookings: [],
    blockedTimes: [],
    ...overrides,
  };
}

function withHours(opensAt: string, closesAt: string): Pick<DayAvailabilityInput, 'hours'> {
  return { hours: { weekday: weekdayOf(DATE), opensAt, closesAt, isOpen: true } };
}

const times = (input: DayAvailabilityInput) => dayAvailability(input).map((slot) => slot.time);

/** Slot time -> status, for the slots whose status is not 'available'. */
function unavailable(input: DayAvailabilityInput): Record<string, string> {
  const slots = dayAvailability(input).filter((slot) => slot.status !== 'available');
  return Object.fromEntries(slots.map((slot) => [slot.time, slot.status]));
}

describe('slots from the hours', () => {
  it('offers 09:00 to 16:00 every 30 minutes for a 60-minute service in 09:00-17:00', () => {
    const slots = dayAvailability(day());
    expect(slots.map((slot) => slot.time)).toEqual(
      '09:00 09:30 10:00 10:30 11:00 11:30 12:00 12:30 13:00 13:30 14:00 14:30 15:00 15:30 16:00'.split(
        ' ',
      ),
    );
    expect(slots.every((slot) => slot.status === 'available')).toBe(true);
    expect(slots[0]).toEqual({
      time: '09:00',
      startMs: Date.parse('2026-11-20T06:00:00Z'),
      endMs: Date.parse('2026-11-20T07:00:00Z'),
      status: 'available',
    });
  });

  it('steps by a slot length that does not divide the day, stopping when the service would overrun', () => {
    const steps45 = { slotMinutes: 45, serviceMinutes: 30 };
    expect(times(day(steps45))).toEqual(
      '09:00 09:45 10:30 11:15 12:00 12:45 13:30 14:15 15:00 15:45 16:30'.split(' '),
    );
    // 16:30 + 31 minutes would end after 17:00
    expect(times(day({ ...steps45, serviceMinutes: 31 })).at(-1)).toBe('15:45');
  });

  it('offers a slot that ends exactly at closing time, and not one a minute longer', () => {
    const hourly = { ...withHours('09:00', '12:00'), slotMinutes: 60, serviceMinutes: 60 };
    expect(times(day(hourly))).toEqual(['09:00', '10:00', '11:00']);
    expect(times(day({ ...hourly, serviceMinutes: 61 }))).toEqual(['09:00', '10:00']);
  });

  it('offers nothing for a service longer than the opening hours, and one slot for a day-long step', () => {
    expect(times(day({ serviceMinutes: 481 }))).toEqual([]);
    expect(times(day({ slotMinutes: 1440, serviceMinutes: 480 }))).toEqual(['09:00']);
  });

  it('offers no slots on a closed day or a day without an hours row', () => {
    const closed = day({
      hours: { weekday: 5, opensAt: '09:00', closesAt: '17:00', isOpen: false },
    });
    expect(dayAvailability(closed)).toEqual([]);
    expect(dateStatus(closed)).toBe('closed');
    expect(dayAvailability(day({ hours: undefined }))).toEqual([]);
    expect(dateStatus(day({ hours: undefined }))).toBe('closed');
  });

  it('calls a day open even when every slot is full', () => {
    const input = day({ bookings: [booking('08:00', '18:00')] });
    expect(dayAvailability(input).every((slot) => slot.status === 'full')).toBe(true);
    expect(dateStatus(input)).toBe('open');
  });

  it('refuses hours meant for another weekday and impossible settings', () => {
    expect(() => dayAvailability(day({ hours: { ...day().hours!, weekday: 4 } }))).toThrow(
      RangeError,
    );
    expect(() => dayAvailability(day({ slotMinutes: 20 }))).toThrow(RangeError);
    expect(() => dayAvailability(day({ capacity: 0 }))).toThrow(RangeError);
    expect(() => dayAvailability(day({ timeZone: 'Africa/Atlantis' }))).toThrow(RangeError);
    expect(() => dayAvailability(day({ blockedTimes: ['9am'] }))).toThrow(RangeError);
  });
});

describe('capacity: people in the building at once, on the step grid', () => {
  it('fills every slot that covers a step already at capacity', () => {
    const twoAtTen = day({
      capacity: 2,
      bookings: [booking('10:00', '11:00'), booking('10:00', '11:00')],
    });
    // the 10:00 and 10:30 steps hold two people: slots 09:30, 10:00 and 10:30 cover one of them
    expect(unavailable(twoAtTen)).toEqual({ '09:30': 'full', '10:00': 'full', '10:30': 'full' });
    expect(unavailable({ ...twoAtTen, bookings: twoAtTen.bookings.slice(1) })).toEqual({});
  });

  it('counts overlapping bookings step by step, not in total', () => {
    const input = day({
      capacity: 2,
      bookings: [booking('10:00', '11:00'), booking('10:30', '11:30')],
    });
    // only the 10:30 step holds two
    expect(unavailable(input)).toEqual({ '10:00': 'full', '10:30': 'full' });
  });

  it('lets an unaligned booking occupy every step it touches, and no step it only meets', () => {
    expect(unavailable(day({ bookings: [booking('10:10', '10:40')] }))).toEqual({
      '09:30': 'full',
      '10:00': 'full',
      '10:30': 'full',
    });
    expect(unavailable(day({ bookings: [booking('10:00', '10:30')] }))).toEqual({
      '09:30': 'full',
      '10:00': 'full',
    });
  });

  it('judges a slot by its steps, so a short service shares a step with a later booking', () => {
    // a 45-minute service at 09:00 covers the 09:00 and 09:30 steps; 09:50-10:00 sits in the latter
    const input = day({ serviceMinutes: 45, bookings: [booking('09:50', '10:00')] });
    expect(unavailable(input)).toEqual({ '09:00': 'full', '09:30': 'full' });
  });

  it('lets a multi-step booking fill every slot that overlaps it', () => {
    expect(unavailable(day({ bookings: [booking('12:00', '15:00')] }))).toEqual(
      Object.fromEntries(
        ['11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30'].map((t) => [t, 'full']),
      ),
    );
  });

  it('ignores bookings outside the hours and clips ones that run past them', () => {
    const bookings = [
      booking('07:00', '09:00'),
      booking('10:00', '11:00', null),
      {
        ...booking('10:00', '11:00'),
        startMs: at('10:00', '2026-11-19'),
        endMs: at('11:00', '2026-11-19'),
      },
      booking('16:30', '18:00'),
    ];
    expect(unavailable(day({ capacity: 2, bookings }))).toEqual({});
    expect(unavailable(day({ capacity: 1, bookings }))).toEqual({
      '09:30': 'full',
      '10:00': 'full',
      '10:30': 'full',
      '16:00': 'full',
    });
  });
});

describe('blocked times', () => {
  it('blocks every slot covering a step that starts at a blocked time', () => {
    expect(unavailable(day({ blockedTimes: ['10:00'] }))).toEqual({
      '09:30': 'blocked',
      '10:00': 'blocked',
    });
    expect(unavailable(day({ blockedTimes: ['16:30:00'] }))).toEqual({ '16:00': 'blocked' });
  });

  it('reports blocked rather than full when both apply', () => {
    const input = day({ blockedTimes: ['10:00'], bookings: [booking('10:00', '11:00')] });
    expect(unavailable(input)).toEqual({ '09:30': 'blocked', '10:00': 'blocked', '10:30': 'full' });
  });

  it('blocks nothing with a time that is not a step start', () => {
    expect(unavailable(day({ blockedTimes: ['10:15', '08:30', '17:00'] }))).toEqual({});
  });
});

describe('a chosen staff member', () => {
  const roomy = { capacity: 5, staffId: 'amina' };

  it('is busy for slots that overlap their own booking in real time, not by step', () => {
    const input = day({ ...roomy, bookings: [booking('10:40', '10:50', 'amina')] });
    // 09:30-10:30 shares the 10:30 step with the booking but not a minute of it
    expect(unavailable(input)).toEqual({ '10:00': 'full', '10:30': 'full' });
    expect(unavailable({ ...input, staffId: undefined })).toEqual({});
  });

  it('is free right before and right after their booking', () => {
    const input = day({ ...roomy, bookings: [booking('10:00', '10:30', 'amina')] });
    expect(unavailable(input)).toEqual({ '09:30': 'full', '10:00': 'full' });
  });

  it("is not held up by another staff member's booking or by one for nobody in particular", () => {
    const bookings = [booking('10:00', '11:00', 'baraka'), booking('12:00', '13:00', null)];
    expect(unavailable(day({ ...roomy, bookings }))).toEqual({});
  });

  it('still counts every booking toward capacity', () => {
    const bookings = [booking('10:00', '10:30', 'baraka'), booking('12:00', '12:30', null)];
    expect(unavailable(day({ capacity: 1, staffId: 'amina', bookings }))).toEqual({
      '09:30': 'full',
      '10:00': 'full',
      '11:30': 'full',
      '12:00': 'full',
    });
  });

  it('is busy across several of their own bookings, in any order, one inside another', () => {
    const bookings = [
      booking('15:00', '15:10', 'amina'),
      booking('09:00', '11:00', 'amina'),
      booking('09:15', '09:45', 'amina'),
    ];
    expect(unavailable(day({ ...roomy, bookings }))).toEqual({
      '09:00': 'full',
      '09:30': 'full',
      '10:00': 'full',
      '10:30': 'full',
      '14:30': 'full',
      '15:00': 'full',
    });
  });
});

describe('bookingsByDay', () => {
  it('gives each day the slots all of the span’s bookings give it, in zones far apart and across a clock change', () => {
    for (const timeZone of [ZONE, 'Europe/London', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const dates = Array.from({ length: 40 }, (_, i) => addDays('2026-10-05', i));
      let seed = 7;
      const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
      const bookings: LiveBooking[] = Array.from({ length: 1500 }, () => {
        const date = dates[Math.floor(random() * dates.length)]!;
        const startMs = zonedInstant(date, '00:00', timeZone).getTime() + random() * 30 * 3_600_000;
        // mostly short, a few running over midnight or for days
        const hours = random() < 0.05 ? 20 + random() * 60 : 0.25 + random() * 3;
        return {
          startMs,
          endMs: startMs + hours * 3_600_000,
          staffId: random() < 0.5 ? 'ann' : null,
        };
      });
      const bookingsOf = bookingsByDay(bookings);
      for (const date of dates) {
        for (const staffId of [null, 'ann']) {
          const input = day({
            date,
            timeZone,
            hours: { weekday: weekdayOf(date), opensAt: '00:00', closesAt: '23:45', isOpen: true },
            slotMinutes: 15,
            serviceMinutes: 45,
            capacity: 3,
            advanceDays: 365,
            nowMs: Date.parse('2026-10-01T00:00:00Z'),
            staffId,
          });
          expect(dayAvailability({ ...input, bookings: bookingsOf(date) })).toEqual(
            dayAvailability({ ...input, bookings }),
          );
        }
      }
    }
  });
});
