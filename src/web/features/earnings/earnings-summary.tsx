import type { ReactNode } from 'react';
import { formatMoney } from '@shared/money';
import { Card } from '../../components/ui/card';
import { cx } from '../../components/ui/cx';
import type { EarningsTotals, EarningsView } from './use-earnings';
import { earningsText } from './messages/earnings-screens';

function payments(count: number): string {
  return earningsText('summary.payments', { count });
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
      aria-label={earningsText('summary.label')}
    >
      <Stat
        label={earningsText('summary.received')}
        value={money(totals.grossMinor)}
        hint={payments(totals.completedCount)}
      />
      <Stat
        label={earningsText('summary.fee')}
        value={money(totals.platformFeeMinor)}
        hint={earningsText('summary.feeHint')}
      />
      <Stat
        label={earningsText('summary.net')}
        value={money(totals.netMinor)}
        hint={earningsText('summary.netHint')}
        isStrong
      />
      <Stat
        label={earningsText('summary.pending')}
        value={totals.pendingCount}
        hint={earningsText('summary.pendingHint')}
      />
    </div>
  );
}

/** The period's other outcomes, and money in other currencies, which is never added to the cards. */
function notesOf({ totals, otherCurrencies }: EarningsView): string[] {
  const notes: string[] = [];
  const refunded = formatMoney({ amountMinor: totals.refundedMinor, currency: totals.currency });
  const outcomes = [
    totals.failedCount ? earningsText('notes.failed', { count: totals.failedCount }) : null,
    totals.refundDueCount
      ? earningsText('notes.refundDue', { count: totals.refundDueCount })
      : null,
    totals.refundingCount
      ? earningsText('notes.refunding', { count: totals.refundingCount })
      : null,
    totals.refundedCount
      ? earningsText('notes.refunded', { count: totals.refundedCount, amount: refunded })
      : null,
    totals.cancelledCount
      ? earningsText('notes.cancelled', { count: totals.cancelledCount })
      : null,
    totals.notCompletedCount
      ? earningsText('notes.notCompleted', { count: totals.notCompletedCount })
      : null,
  ].filter(Boolean);
  if (outcomes.length) notes.push(earningsText('notes.also', { outcomes: outcomes.join(', ') }));
  for (const other of otherCurrencies) {
    if (!other.completedCount) continue;
    const money = (amountMinor: number) => formatMoney({ amountMinor, currency: other.currency });
    notes.push(
      earningsText('notes.otherCurrency', {
        currency: other.currency,
        gross: money(other.grossMinor),
        net: money(other.netMinor),
        payments: payments(other.completedCount),
      }),
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
