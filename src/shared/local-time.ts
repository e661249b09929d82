/**
 * Business-local dates ('yyyy-MM-dd') and times ('HH:mm'): parsing and calendar arithmetic, free of
 * any time zone (the instants they name are in zoned-time.ts).
 */

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The number written by `count` digits from `start`, or -1 when any is not a digit. */
function digitsAt(value: string, start: number, count: number): number {
  let number = 0;
  for (let i = start; i < start + count; i++) {
    const digit = value.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/**
 * 'YYYY-MM-DD' as its parts, or null for anything else or a day the month does not have (years
 * before 100 too, which Date reads as 19xx). Read by hand rather than by a pattern: the
 * availability of a month parses dates thousands of times, and a match allocates each time.
 */
export function parseLocalDate(value: string): { year: number; month: number; day: number } | null {
  if (value.length !== 10 || value[4] !== '-' || value[7] !== '-') return null;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  if (year < 100 || month < 1 || month > 12 || day < 1) return null;
  const isLeap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && isLeap ? 29 : MONTH_DAYS[month - 1]!)) return null;
  return { year, month, day };
}

/** Minutes after midnight for 'HH:mm' (or 'HH:mm:00' as PostgreSQL returns a time). */
export function parseLocalTime(value: string): number | null {
  const match = TIME_PATTERN.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Calendar arithmetic on a local date, free of any time zone. */
export function addDays(date: string, days: number): string {
  const d = parseLocalDate(date);
  if (!d) throw new RangeError(`Invalid local date: ${date}`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday, as in business_hours.weekday. */
export function weekdayOf(date: string): number {
  const d = parseLocalDate(date);
  if (!d) throw new RangeError(`Invalid local date: ${date}`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

/** Days since the week's Monday: 0 for a Monday, 6 for a Sunday. */
export function daysIntoWeek(date: string): number {
  return (weekdayOf(date) + 6) % 7;
}

/** The Monday of a date's week: the week starts on Monday everywhere (docs/decisions/0063). */
export function startOfWeek(date: string): string {
  return addDays(date, -daysIntoWeek(date));
}
