import { formatMoney, type Money } from '@shared/money';

// the business's locale: Kenyan English, as money is shown (src/shared/money.ts)
const LOCALE = 'en-KE';

const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekdayFormat = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A booking's local date (yyyy-MM-dd) as the business reads it: '3 Nov 2026'. */
export function formatDay(date: string, { withWeekday = false } = {}): string {
  const instant = new Date(`${date}T00:00:00Z`);
  return (withWeekday ? weekdayFormat : dayFormat).format(instant);
}

/** The calendar day of an instant in the business's time zone. */
export function formatInstantDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/** 'KES 4,500 + $15.50': one amount per currency, or nothing spent in the business's own. */
export function formatSpent(spent: Money[], currency: string): string {
  if (!spent.length) return formatMoney({ amountMinor: 0, currency });
  return spent.map((money) => formatMoney(money, LOCALE)).join(' + ');
}

/** Up to two initials for the avatar: 'Mary Atieno' -> 'MA'. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((part) => Array.from(part.replace(/[^\p{L}\p{N}]/gu, ''))[0] ?? '')
    .filter(Boolean);
  return (letters.slice(0, 2).join('') || '?').toUpperCase();
}
