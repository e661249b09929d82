import { formatMoney } from '@shared/money';

/** Dates and prices for the booking page, with the browser's own Intl (no date library here). */
const longDate = new Intl.DateTimeFormat('en-KE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function formatLongDate(date: string): string {
  return longDate.format(utcDate(date));
}

export function price(amountMinor: number, currency: string): string {
  return formatMoney({ amountMinor, currency });
}

export function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
