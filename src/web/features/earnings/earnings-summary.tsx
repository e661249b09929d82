import type { ReactNode } from 'react';
import { formatMoney } from '@shared/money';
import { Card } from '../../components/ui/card';
import { cx } from '../../components/ui/cx';
import type { EarningsTotals, EarningsView } from './use-earnings';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function Stat({
  label,
  value,
  hint,
  isStrong = false,
}: {
  label: string;
  value: ReactNode;
  hint: string;
  isStrong?: boolean;
}) {
  return (
    <Card
      className={cx(
        'grid content-start gap-1 p-4 sm:p-5',
        isStrong && 'border-brand-200 bg-brand-50/60 dark:border-brand-800 dark:bg-brand-950/40',
      )}
    >
      <p className="text-sm text-muted">{label}</p>
      <p
        className={cx(
          'text-xl font-semibold tracking-tight break-words tabular-nums sm:text-2xl',
          isStrong && 'text-brand-800 dark:text-brand-200',
        )}
      >
        {value}
      </p>
      <p className="text-xs text-muted">{hint}</p>
    </Card>
  );
}

/** The period's money in one currency: what clients paid, the 5% fee and the 95% that is yours. */
export function EarningsSummary({ totals }: { totals: EarningsTotals }) {
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: totals.currency });
  return (
    <div
      role="group"
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      aria-label="Earnings summary"
    >
      <Stat
        label="Total received"
        value={money(totals.grossMinor)}
        hint={plural(totals.completedCount, 'payment')}
      />
      <Stat label="Platform fee (5%)" value={money(totals.platformFeeMinor)} hint="Kept by Miadi" />
      <Stat label="Net to you" value={money(totals.netMinor)} hint="95% of each payment" isStrong />
      <Stat label="Pending" value={totals.pendingCount} hint="Started, not yet paid" />
    </div>
  );
}

/** The period's other outcomes, and money in other currencies, which is never added to the cards. */
function notesOf({ totals, otherCurrencies }: EarningsView): string[] {
  const notes: string[] = [];
  const refunded = formatMoney({ amountMinor: totals.refundedMinor, currency: totals.currency });
  const outcomes = [
    totals.failedCount ? `${totals.failedCount} failed` : null,
    totals.refundDueCount ? `${totals.refundDueCount} to refund` : null,
    totals.refundingCount ? `${totals.refundingCount} being refunded` : null,
    totals.refundedCount ? `${totals.refundedCount} refunded (${refunded})` : null,
    totals.cancelledCount ? `${totals.cancelledCount} cancelled` : null,
    totals.notCompletedCount ? `${totals.notCompletedCount} not completed` : null,
  ].filter(Boolean);
  if (outcomes.length) notes.push(`Also in this period: ${outcomes.join(', ')}.`);
  for (const other of otherCurrencies) {
    if (!other.completedCount) continue;
    const money = (amountMinor: number) => formatMoney({ amountMinor, currency: other.currency });
    notes.push(
      `Received in ${other.currency}: ${money(other.grossMinor)}, ${money(other.netMinor)} net to you (${plural(other.completedCount, 'payment')}).`,
    );
  }
  return notes;
}

export function EarningsNotes({ view }: { view: EarningsView }) {
  const notes = notesOf(view);
  if (!notes.length) return null;
  return (
    <ul className="grid gap-1 text-sm text-muted">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
