/**
 * The one way dates and times are written to a person (docs/decisions/0063): day first in
 * Kenyan English or Kiswahili (the current language, docs/decisions/0071), a 24-hour clock in
 * both, the business's time zone. Screens, mails, texts and invoices
 * all call these; nothing else builds a date formatter. Month and day names are written here
 * rather than read from Intl, whose words change with the browser's data ('Sep' or 'Sept').
 */
import { currentLocale } from '../i18n/current-locale';
import type { Locale } from '../i18n/locales';
import { parseLocalDate } from '../local-time';

/** Each language's month and weekday names, and how a day and a time are joined. */
const NAMES: Record<
  Locale,
  {
    months: string[];
    shortMonths: string[];
    weekdays: string[];
    shortWeekdays: string[];
    at: string;
  }
> = {
  en: {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    shortMonths: [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    shortWeekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    at: ' at ',
  },
  // Kenyan Kiswahili: no weekday is shortened (Jumanne and Jumatano would read alike), and a time
  // follows its day after a comma, never after 'saa', which would invite the hours counted from dawn
  sw: {
    months: [
      'Januari',
      'Februari',
      'Machi',
      'Aprili',
      'Mei',
      'Juni',
      'Julai',
      'Agosti',
      'Septemba',
      'Oktoba',
      'Novemba',
      'Desemba',
    ],
    shortMonths: [
      'Jan',
      'Feb',
      'Mac',
      'Apr',
      'Mei',
      'Jun',
      'Jul',
      'Ago',
      'Sep',
      'Okt',
      'Nov',
      'Des',
    ],
    weekdays: ['Jumapili', 'Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi'],
    shortWeekdays: [
      'Jumapili',
      'Jumatatu',
      'Jumanne',
      'Jumatano',
      'Alhamisi',
      'Ijumaa',
      'Jumamosi',
    ],
    at: ', ',
  },
};

const names = () => NAMES[currentLocale()];
const monthOf = (c: WallClock) => names().months[c.month - 1] ?? '';
const shortMonthOf = (c: WallClock) => names().shortMonths[c.month - 1] ?? '';
const weekdayOf = (c: WallClock) => names().weekdays[c.weekday] ?? '';
const shortWeekdayOf = (c: WallClock) => names().shortWeekdays[c.weekday] ?? '';

interface WallClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

/** One formatter per zone, made once: building one costs far more than using it. */
const zoneClocks = new Map<string, Intl.DateTimeFormat>();

/** The cached formatter that reads an instant's wall clock in a zone; throws for an unknown zone. */
export function zoneClock(timeZone: string): Intl.DateTimeFormat {
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    zoneClocks.set(timeZone, clock);
  }
  return clock;
}

function weekdayOfParts(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

function wallClockAt(instant: Date | string, timeZone: string): WallClock {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) throw new RangeError(`Invalid instant: ${String(instant)}`);
  const parts: Record<string, number> = {};
  for (const part of zoneClock(timeZone).formatToParts(at))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = parts;
  return { year, month, day, hour, minute, weekday: weekdayOfParts(year, month, day) };
}

/** A business-local 'yyyy-MM-dd', or an instant read on the clock of `timeZone`. */
function clockOf(value: Date | string, timeZone?: string): WallClock {
  if (timeZone !== undefined) return wallClockAt(value, timeZone);
  const date = typeof value === 'string' ? parseLocalDate(value) : null;
  if (!date) throw new RangeError(`Invalid local date: ${String(value)}; an instant needs a zone`);
  return { ...date, weekday: weekdayOfParts(date.year, date.month, date.day), hour: 0, minute: 0 };
}

const two = (n: number) => String(n).padStart(2, '0');

/*
 * Each takes a business-local date ('2026-12-01'), or an instant (a Date or an ISO timestamp)
 * with the business's time zone, which says which day it was there.
 */

/** '1 Dec 2026'. */
export function formatDate(value: Date | string, timeZone?: string): string {
  const c = clockOf(value, timeZone);
  return `${c.day} ${shortMonthOf(c)} ${c.year}`;
}

/** 'Tue, 1 Dec 2026': where the day of the week matters (bookings). */
export function formatDay(value: Date | string, timeZone?: string): string {
  const c = clockOf(value, timeZone);
  return `${shortWeekdayOf(c)}, ${formatDate(value, timeZone)}`;
}

/** 'Tue, 1 Dec': short texts (SMS, subjects, chart labels) where the year goes without saying. */
export function formatShortDay(value: Date | string, timeZone?: string): string {
  const c = clockOf(value, timeZone);
  return `${shortWeekdayOf(c)}, ${c.day} ${shortMonthOf(c)}`;
}

/** '1 December 2026': the long form where the weekday does not matter (plans, legal pages). */
export function formatLongDate(value: Date | string, timeZone?: string): string {
  const c = clockOf(value, timeZone);
  return `${c.day} ${monthOf(c)} ${c.year}`;
}

/** 'Tuesday, 1 December 2026': the long form of mails and confirmations. */
export function formatLongDay(value: Date | string, timeZone?: string): string {
  const c = clockOf(value, timeZone);
  return `${weekdayOf(c)}, ${c.day} ${monthOf(c)} ${c.year}`;
}

/** 'December 2026'. */
export function formatMonth(value: Date | string, timeZone?: string): string {
  const c = clockOf(value, timeZone);
  return `${monthOf(c)} ${c.year}`;
}

/** 'December' for a month number (1-12). */
export function monthName(month: number): string {
  return names().months[month - 1] ?? '';
}

/** 'Tue' for a weekday number (0 = Sunday, as business_hours.weekday). */
export function weekdayName(weekday: number, { long = false } = {}): string {
  const { weekdays, shortWeekdays } = names();
  return (long ? weekdays[weekday] : shortWeekdays[weekday]) ?? '';
}

/**
 * '14:30' on a 24-hour clock: a business-local 'HH:mm' (or 'HH:mm:ss' as PostgreSQL returns one),
 * or an instant read in `timeZone`.
 */
export function formatTime(value: Date | string, timeZone?: string): string {
  if (timeZone === undefined) {
    if (typeof value === 'string' && /^\d{2}:\d{2}/.test(value)) return value.slice(0, 5);
    throw new RangeError(`Invalid local time: ${String(value)}; an instant needs a zone`);
  }
  const c = wallClockAt(value, timeZone);
  return `${two(c.hour)}:${two(c.minute)}`;
}

/** '1 Dec 2026, 14:30' for an instant on the business's clock. */
export function formatDateTime(instant: Date | string, timeZone: string): string {
  return `${formatDate(instant, timeZone)}, ${formatTime(instant, timeZone)}`;
}

/** 'Tuesday, 1 December 2026 at 14:30' for a business-local date and time. */
export function formatLongDayTime(date: string, time: string): string {
  return `${formatLongDay(date)}${names().at}${formatTime(time)}`;
}

/**
 * An instant as HTTP writes it (RFC 9110 §5.6.7, IMF-fixdate), for Last-Modified and the like:
 * 'Tue, 01 Dec 2026 07:00:00 GMT', always in English and UTC, whatever the page's language.
 */
export function httpDate(instant: Date): string {
  return instant.toUTCString();
}
