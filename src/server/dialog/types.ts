import type { Locale } from '@shared/i18n/locales';

/**
 * The booking dialog, whatever the channel (docs/decisions/0074): a client on WhatsApp or on a
 * USSD menu answers one screen at a time, and the same steps book them as the web page does.
 */

/** The channels the dialog runs on; each booking records the one it came from. */
export const DIALOG_CHANNELS = ['whatsapp', 'ussd'] as const;
export type DialogChannel = (typeof DIALOG_CHANNELS)[number];

export const DIALOG_STEPS = [
  'language',
  'business',
  'service',
  'staff',
  'day',
  'time',
  'name',
  'confirm',
  'paying',
  // joining the day's waitlist, where the day is full or the time was just taken
  'wait',
  'window',
  'waitName',
] as const;
export type DialogStep = (typeof DIALOG_STEPS)[number];

/** One thing the client can pick: what the dialog knows it by, and what the client reads. */
export interface Choice {
  id: string;
  label: string;
  /** A second line where the channel has one (a WhatsApp list row's description). */
  detail?: string;
}

/**
 * What the client is shown next. `choose` lists what can be picked (numbered on every channel);
 * `ask` waits for typed text, perhaps with a shortcut to pick; `end` closes the dialog.
 */
export type Screen =
  | { kind: 'choose'; text: string; options: Choice[]; canGoBack: boolean }
  | { kind: 'ask'; text: string; options: Choice[]; canGoBack: boolean }
  | { kind: 'end'; text: string };

/** What the client did, as the channel read it. */
export type DialogInput =
  | { kind: 'start'; code?: string }
  | { kind: 'choice'; id: string }
  | { kind: 'text'; text: string };

/** What a chat message asks: a dialog input, or the next rows of the list shown. */
export type ChatInput = DialogInput | { kind: 'more' };

/** A service as the dialog offers it. */
export interface DialogService {
  id: string;
  name: string;
  priceMinor: number;
  currency: string;
  durationMinutes: number;
}

export interface DialogBusiness {
  id: string;
  name: string;
}

/** Where the dialog has got to: everything chosen so far, kept between messages. */
export interface DialogState {
  step: DialogStep;
  locale: Locale | null;
  /** The business's code the dialog came with (a link, the USSD string): starting again keeps it. */
  linkCode?: string;
  business?: DialogBusiness;
  service?: DialogService;
  /** Null: anyone available. */
  staff?: { id: string; name: string } | null;
  /** Whether the staff step was shown (else going back from the days skips it). */
  staffAsked?: boolean;
  date?: string;
  time?: string;
  name?: string;
  /** The ids of the options last shown, in their numbers' order: a typed number picks among them. */
  shown: string[];
  /** A line said above the next screen (a refusal, a time just taken). */
  notice?: string;
  /**
   * On the way to the day's waitlist: why it was offered (the day is full, or the time chosen was
   * just taken), whether the window was asked, and the window chosen (null: any time).
   */
  wait?: { reason: 'full' | 'taken'; windowAsked?: boolean; window?: WaitWindow | null };
  booking?: { id: string; ticket: string; amountMinor: number; currency: string };
}

/** The start times a client on the waitlist can come at, from and to (both included). */
export interface WaitWindow {
  from: string;
  to: string;
}

/** What joining the waitlist came to. */
export type WaitResult =
  | {
      kind: 'joined';
      /** Their place in the day's line, 1 first. */
      position: number;
      /** How long a place offered to them is held (the business's setting). */
      holdMinutes: number;
      /** Their own page of the wait: follow it or leave. */
      link: string;
    }
  /** A place was free already: it is held for them now, and the offer's message is on its way. */
  | { kind: 'offered'; time: string; until: string; link: string }
  | { kind: 'refused'; message: string };

/** Why the booking engine refused, as the dialog answers it. */
export type BookRefusal =
  { kind: 'taken' } | { kind: 'refused'; message: string; canChooseAgain: boolean };

export type BookResult =
  | {
      kind: 'booked';
      id: string;
      ticket: string;
      link: string;
      /** Paid on booking: the M-Pesa prompt follows. */
      requiresPayment: boolean;
      /** Confirmed at once, or waiting for the business to confirm it. */
      isConfirmed: boolean;
      amountMinor: number;
      currency: string;
    }
  | BookRefusal;

/**
 * What the dialog reads and writes, over the booking engine: the same availability, holds,
 * payments and limits as the web page. Tests give it an in-memory one.
 */
export interface DialogWorld {
  businessByCode(code: string): Promise<DialogBusiness | null>;
  /** Null: the business takes no bookings now (its plan, or it is inactive). */
  services(businessId: string): Promise<DialogService[] | null>;
  /** Who the client may pick to do the service: none where the business offers no choice. */
  staff(businessId: string, serviceId: string): Promise<{ id: string; name: string }[]>;
  /**
   * The business's today, and the coming days open for the service: each with its free times, and
   * the times whose places are all held (a day with none free is full: its clients may wait).
   */
  freeDays(input: { businessId: string; serviceId: string; staffId: string | null }): Promise<{
    today: string;
    days: { date: string; times: string[]; held: string[] }[];
    span: number;
  }>;
  /** The name this phone booked with at this business before, if any. */
  knownName(businessId: string, phone: string): Promise<string | null>;
  book(input: {
    business: DialogBusiness;
    service: DialogService;
    staffId: string | null;
    date: string;
    time: string;
    name: string;
    phone: string;
    locale: Locale;
    /** The answer that books: the same one again books once. */
    turnKey?: string;
  }): Promise<BookResult>;
  /**
   * Puts the client on the day's waitlist for the service, in their language and with the
   * channel as where they joined; the engine's refusals come back in words.
   */
  joinWaitlist(input: {
    business: DialogBusiness;
    service: DialogService;
    staffId: string | null;
    date: string;
    window: WaitWindow | null;
    name: string;
    phone: string;
    locale: Locale;
    /** The answer that joins: the same one again joins once. */
    turnKey?: string;
  }): Promise<WaitResult>;
  /** Sends the M-Pesa prompt for a booking; false when it could not be sent. */
  promptPayment(bookingId: string, phone: string): Promise<boolean>;
  /**
   * Sends the M-Pesa prompt a moment from now, once the USSD session that made the booking has
   * closed: a phone shows no prompt while a USSD session is open on it.
   */
  promptPaymentSoon(bookingId: string, phone: string): void;
  /** The link the client keeps for the booking, and whether it is paid (confirmed) yet. */
  bookingNow(bookingId: string): Promise<{ isPaid: boolean; link: string } | null>;
}
