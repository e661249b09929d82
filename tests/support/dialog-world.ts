import { advance, type DialogPeer, type Turn } from '../../src/server/dialog/dialog';
import type {
  BookResult,
  DialogInput,
  DialogBusiness,
  DialogService,
  DialogWorld,
  WaitResult,
  WaitWindow,
} from '../../src/server/dialog/types';

/**
 * A booking world in memory for the dialog's own tests: businesses found by code, their services
 * and staff, free times with a number of places each, bookings that take a place, and M-Pesa
 * prompts that can fail or be paid. The API tests run the dialog on the real engine instead.
 */
export interface MemoryBusiness extends DialogBusiness {
  code: string;
  /** Whether the client may pick who serves them. */
  offersStaffChoice: boolean;
  services: DialogService[];
  staff: { id: string; name: string }[];
  /** Null: not taking bookings. */
  isTaking?: boolean;
  requiresPayment?: boolean;
  confirmsItself?: boolean;
}

export interface MemoryWorldOptions {
  businesses: MemoryBusiness[];
  today?: string;
  /** Free times per day for the next days; each with this many places. */
  times?: string[];
  days?: number;
  places?: number;
  promptFails?: boolean;
  /** How long a place offered to the waitlist is held. */
  holdMinutes?: number;
}

export class MemoryWorld implements DialogWorld {
  readonly bookings: {
    id: string;
    businessId: string;
    serviceId: string;
    staffId: string | null;
    date: string;
    time: string;
    name: string;
    phone: string;
    locale: string;
    isPaid: boolean;
  }[] = [];
  readonly prompts: { bookingId: string; phone: string }[] = [];
  readonly waits: {
    businessId: string;
    serviceId: string;
    staffId: string | null;
    date: string;
    window: WaitWindow | null;
    name: string;
    phone: string;
    locale: string;
  }[] = [];
  /** What the waitlist says to every join, when set (a lapsed plan, a day too far). */
  waitRefusal: string | null = null;
  readonly names = new Map<string, string>();
  promptFails: boolean;
  private readonly today: string;
  private readonly times: string[];
  private readonly span: number;
  private readonly places: number;

  constructor(private readonly options: MemoryWorldOptions) {
    this.today = options.today ?? '2026-12-01';
    this.times = options.times ?? ['09:00', '09:30', '10:00', '14:30'];
    this.span = options.days ?? 7;
    this.places = options.places ?? 1;
    this.promptFails = options.promptFails ?? false;
  }

  private business(id: string): MemoryBusiness | undefined {
    return this.options.businesses.find((one) => one.id === id);
  }

  private taken(businessId: string, date: string, time: string): number {
    return this.bookings.filter(
      (one) => one.businessId === businessId && one.date === date && one.time === time,
    ).length;
  }

  dates(): string[] {
    return Array.from({ length: this.span }, (_, i) => {
      const day = new Date(`${this.today}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + i);
      return day.toISOString().slice(0, 10);
    });
  }

  businessByCode(code: string): Promise<DialogBusiness | null> {
    const found = this.options.businesses.find((one) => one.code === code);
    return Promise.resolve(found ? { id: found.id, name: found.name } : null);
  }

  services(businessId: string): Promise<DialogService[] | null> {
    const business = this.business(businessId);
    if (!business || business.isTaking === false) return Promise.resolve(null);
    return Promise.resolve(business.services);
  }

  staff(businessId: string): Promise<{ id: string; name: string }[]> {
    const business = this.business(businessId);
    return Promise.resolve(business?.offersStaffChoice ? business.staff : []);
  }

  private freeTimes(businessId: string, date: string): string[] {
    return this.times.filter((time) => this.taken(businessId, date, time) < this.places);
  }

  freeDays(input: { businessId: string }) {
    const days = this.dates().map((date) => {
      const times = this.freeTimes(input.businessId, date);
      return { date, times, held: this.times.filter((time) => !times.includes(time)) };
    });
    return Promise.resolve({
      today: this.today,
      days: days.filter((day) => day.times.length > 0 || day.held.length > 0),
      span: this.span,
    });
  }

  /** As the waitlist answers: one wait per service and day, three per client, a free place offered. */
  joinWaitlist(input: Parameters<DialogWorld['joinWaitlist']>[0]): Promise<WaitResult> {
    const refused = (message: string) => Promise.resolve({ kind: 'refused' as const, message });
    if (this.waitRefusal) return refused(this.waitRefusal);
    const mine = this.waits.filter(
      (one) => one.businessId === input.business.id && one.phone === input.phone,
    );
    if (mine.some((one) => one.serviceId === input.service.id && one.date === input.date)) {
      return refused('You are already on the waitlist for this service on that day.');
    }
    if (mine.length >= 3) {
      return refused(
        'You are already waiting for 3 places at this business. Leave one of those waits to join another.',
      );
    }
    const { window } = input;
    const free = this.freeTimes(input.business.id, input.date).find(
      (time) => !window || (time >= window.from && time <= window.to),
    );
    this.waits.push({
      businessId: input.business.id,
      serviceId: input.service.id,
      staffId: input.staffId,
      date: input.date,
      window,
      name: input.name,
      phone: input.phone,
      locale: input.locale,
    });
    const link = `https://miadi.test/w/wait-${this.waits.length}`;
    if (free) return Promise.resolve({ kind: 'offered', time: free, until: '10:15', link });
    const position = this.waits.filter(
      (one) => one.businessId === input.business.id && one.date === input.date,
    ).length;
    return Promise.resolve({
      kind: 'joined',
      position,
      holdMinutes: this.options.holdMinutes ?? 15,
      link,
    });
  }

  knownName(businessId: string, phone: string): Promise<string | null> {
    return Promise.resolve(this.names.get(`${businessId}|${phone}`) ?? null);
  }

  book(input: Parameters<DialogWorld['book']>[0]): Promise<BookResult> {
    const business = this.business(input.business.id);
    if (!business || business.isTaking === false) {
      return Promise.resolve({
        kind: 'refused',
        message: 'Not taking bookings',
        canChooseAgain: false,
      });
    }
    if (this.taken(business.id, input.date, input.time) >= this.places) {
      return Promise.resolve({ kind: 'taken' });
    }
    const id = `booking-${this.bookings.length + 1}`;
    this.bookings.push({
      id,
      businessId: business.id,
      serviceId: input.service.id,
      staffId: input.staffId,
      date: input.date,
      time: input.time,
      name: input.name,
      phone: input.phone,
      locale: input.locale,
      isPaid: false,
    });
    this.names.set(`${business.id}|${input.phone}`, input.name);
    return Promise.resolve({
      kind: 'booked',
      id,
      ticket: `T${String(this.bookings.length).padStart(5, '0')}`,
      link: `https://miadi.test/b/${id}`,
      requiresPayment: business.requiresPayment ?? false,
      isConfirmed: business.confirmsItself ?? true,
      amountMinor: input.service.priceMinor,
      currency: input.service.currency,
    });
  }

  promptPayment(bookingId: string, phone: string): Promise<boolean> {
    if (this.promptFails) return Promise.resolve(false);
    this.prompts.push({ bookingId, phone });
    return Promise.resolve(true);
  }

  /** Prompts sent once their USSD session closed. */
  readonly promptsSoon: { bookingId: string; phone: string }[] = [];

  promptPaymentSoon(bookingId: string, phone: string): void {
    this.promptsSoon.push({ bookingId, phone });
  }

  pay(bookingId: string): void {
    const booking = this.bookings.find((one) => one.id === bookingId);
    if (booking) booking.isPaid = true;
  }

  bookingNow(bookingId: string) {
    const booking = this.bookings.find((one) => one.id === bookingId);
    return Promise.resolve(
      booking ? { isPaid: booking.isPaid, link: `https://miadi.test/b/${bookingId}` } : null,
    );
  }
}

/** A salon with two services and two staff members who may be chosen, code 12345. */
export function salon(overrides: Partial<MemoryBusiness> = {}): MemoryBusiness {
  return {
    id: 'b1',
    code: '12345',
    name: 'Amani Beauty Spa',
    offersStaffChoice: true,
    services: [
      { id: 's1', name: 'Braids', priceMinor: 150_000, currency: 'KES', durationMinutes: 90 },
      { id: 's2', name: 'Manicure', priceMinor: 80_000, currency: 'KES', durationMinutes: 45 },
    ],
    staff: [
      { id: 'st1', name: 'Wanjiru' },
      { id: 'st2', name: 'Achieng' },
    ],
    ...overrides,
  };
}

export const chat: DialogPeer = { phone: '+254712345678', channel: 'whatsapp', locale: null };
export const ussd: DialogPeer = { phone: '+254712345678', channel: 'ussd', locale: 'en' };

/** Plays a dialog: the inputs one after another, each answered as the channel would send it. */
export async function play(
  world: MemoryWorld,
  peer: DialogPeer,
  start: DialogInput,
  ...inputs: string[]
) {
  let turn: Turn = await advance(null, start, world, peer);
  const turns = [turn];
  for (const text of inputs) {
    turn = await advance(turn.state, { kind: 'text', text }, world, peer);
    turns.push(turn);
  }
  return { turn, turns };
}

/** The labels of what a screen offers. */
export const optionLabels = (turn: Turn) =>
  turn.screen.kind === 'end' ? [] : turn.screen.options.map((option) => option.label);
