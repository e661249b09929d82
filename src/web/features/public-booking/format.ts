import { formatMoney } from '@shared/money';

/** Prices and durations for the booking page (dates are src/shared/format/dates.ts). */
export function price(amountMinor: number, currency: string): string {
  return formatMoney({ amountMinor, currency });
}

export function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
