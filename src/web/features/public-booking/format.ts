import { formatMoney } from '@shared/money';

/** Prices for the booking page (dates are src/shared/format/dates.ts, durations duration.ts). */
export function price(amountMinor: number, currency: string): string {
  return formatMoney({ amountMinor, currency });
}
