/**
 * Business-local dates ('yyyy-MM-dd') and times ('HH:mm'): parsing and calendar arithmetic, free of
 * any time zone (the instants they name are in zoned-time.ts).
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/;

export function parseLocalDate(value: string): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  ) {
    return null;
  }
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
