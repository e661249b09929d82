import * as z from 'zod/mini';
import type { TransactionStatus } from './payments';
import { earningsRules } from './messages/earnings-rules';

/** The Earnings tab: how far back its totals reach. 'all' has no start. */
export const EARNINGS_PERIODS = ['7d', '30d', '90d', '365d', 'all'] as const;
export type EarningsPeriod = (typeof EARNINGS_PERIODS)[number];
export const DEFAULT_EARNINGS_PERIOD: EarningsPeriod = '30d';

/** Days each period reaches back from now (a rolling window, not calendar days). */
export const EARNINGS_PERIOD_DAYS: Record<EarningsPeriod, number | null> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '365d': 365,
  all: null,
};

/** The spec's 'Recent transactions shown: 10' (docs/product/owner-area.md §9 Limits). */
export const RECENT_TRANSACTIONS_LIMIT = 10;

/** Read from the catalogue when said, in the language of that moment. */
export const EARNINGS_MESSAGES = {
  get period() {
    return earningsRules('period');
  },
  get loadFailed() {
    return earningsRules('loadFailed');
  },
};

export const EarningsQuerySchema = z.object({
  period: z.optional(z.enum(EARNINGS_PERIODS, { error: () => EARNINGS_MESSAGES.period })),
});
export type EarningsQuery = z.output<typeof EarningsQuerySchema>;

/** Where the period starts, or null for all time. */
export function periodStart(period: EarningsPeriod, now: Date): Date | null {
  const days = EARNINGS_PERIOD_DAYS[period];
  return days === null ? null : new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

/**
 * How Earnings names a payment: its own status, except a checkout whose booking's hold ran out before
 * it was paid (abandoned, or ended when the hold lapsed), which is 'not_completed': neither pending
 * nor a cancellation (docs/decisions/0059).
 */
export type EarningsStatus = TransactionStatus | 'not_completed';

/** The statuses in which money reached the business: only these carry a fee and a net amount. */
export const MONEY_RECEIVED_STATUSES: readonly EarningsStatus[] = [
  'completed',
  'refund_due',
  'refunding',
  'refunded',
];
