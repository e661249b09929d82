import { formatMoney } from '@shared/money';
import { Badge } from '../../components/ui/badge';
import { formatDate } from '@shared/format/dates';
import { methodLabel, paidAt, statusBadge } from './format';
import { rich } from '../../lib/rich-text';
import { RefundButton } from './refund-button';
import type { TransactionView } from './use-earnings';
import { earningsText } from './messages/earnings-screens';

interface RowProps {
  row: TransactionView;
  timeZone: string;
}

// a fee and a net amount only where money arrived: '-' for a failed or unfinished payment
const money = (row: TransactionView, amountMinor: number | null) =>
  amountMinor === null ? '-' : formatMoney({ amountMinor, currency: row.currency });

function StatusBadge({ status }: { status: string }) {
  const { label, tone } = statusBadge(status);
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      {label}
    </Badge>
  );
}

/** The appointment the payment was for: '14 Feb 2030, 14:30'. */
function bookedFor({ booking }: TransactionView): string | null {
  return booking ? `${formatDate(booking.date)}, ${booking.time}` : null;
}

const HEAD = 'px-3 py-2 text-left text-xs font-medium tracking-wide text-muted uppercase';
const CELL = 'px-3 py-3 align-top';
const FIGURE = `${CELL} text-right whitespace-nowrap tabular-nums`;

function TableRow({ row, timeZone }: RowProps) {
  const { day, time } = paidAt(row.createdAt, timeZone);
  return (
    <tr>
      <td className={`${CELL} whitespace-nowrap`}>
        <p>{day}</p>
        <p className="text-xs text-muted">{time}</p>
      </td>
      <td className={CELL}>{row.booking?.customerName ?? '-'}</td>
      <td className={CELL}>
        <p>{row.booking?.serviceName ?? '-'}</p>
        {bookedFor(row) ? <p className="text-xs text-muted">{bookedFor(row)}</p> : null}
      </td>
      <td className={FIGURE}>{money(row, row.amountMinor)}</td>
      <td className={`${FIGURE} text-muted`}>{money(row, row.platformFeeMinor)}</td>
      <td className={`${FIGURE} font-medium`}>{money(row, row.businessAmountMinor)}</td>
      <td className={`${CELL} whitespace-nowrap`}>{methodLabel(row.method)}</td>
      <td className={CELL}>
        <StatusBadge status={row.status} />
      </td>
      <td className={`${CELL} py-2 text-right`}>
        {row.status === 'refund_due' ? <RefundButton transaction={row} /> : null}
      </td>
    </tr>
  );
}

/** Wide screens: one row per payment, every figure in its own column. */
function TransactionTable({ rows, timeZone }: { rows: TransactionView[]; timeZone: string }) {
  return (
    // a long name or service scrolls the table sideways rather than squeezing the figures
    <div className="-mx-3 overflow-x-auto max-md:hidden">
      <table className="w-full text-sm" aria-label={earningsText('recent.title')}>
        <thead className="border-b border-line">
          <tr>
            <th className={HEAD}>{earningsText('table.date')}</th>
            <th className={HEAD}>{earningsText('table.client')}</th>
            <th className={HEAD}>{earningsText('table.service')}</th>
            <th className={`${HEAD} text-right`}>{earningsText('table.amount')}</th>
            <th className={`${HEAD} text-right`}>{earningsText('table.fee')}</th>
            <th className={`${HEAD} text-right`}>{earningsText('table.net')}</th>
            <th className={HEAD}>{earningsText('table.method')}</th>
            <th className={HEAD}>{earningsText('table.status')}</th>
            <th className={HEAD}>
              <span className="sr-only">{earningsText('table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <TableRow key={row.id} row={row} timeZone={timeZone} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Item({ row, timeZone }: RowProps) {
  const { day, time } = paidAt(row.createdAt, timeZone);
  const what = [row.booking?.serviceName, bookedFor(row)].filter(Boolean).join(' · ');
  return (
    <li className="grid gap-1.5 py-3 first:pt-0 last:pb-0">
      {/* min-w-0: a long service and date is cut short here rather than widening the row */}
      <div className="flex min-w-0 items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium">
            {row.booking?.customerName ?? earningsText('item.payment')}
          </p>
          <p className="truncate text-sm text-muted">{what || '-'}</p>
        </div>
        <p className="font-semibold whitespace-nowrap tabular-nums">
          {money(row, row.amountMinor)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
        <StatusBadge status={row.status} />
        <span>
          {day}, {time}
        </span>
        <span aria-hidden>·</span>
        <span>{methodLabel(row.method)}</span>
      </div>
      {row.businessAmountMinor === null ? null : (
        <p className="text-xs text-muted tabular-nums">
          {rich(
            earningsText,
            'item.feeNet',
            {
              net: (
                <span className="font-medium text-fg">{money(row, row.businessAmountMinor)}</span>
              ),
            },
            { fee: money(row, row.platformFeeMinor) },
          )}
        </p>
      )}
      {row.status === 'refund_due' ? (
        <RefundButton transaction={row} className="mt-1 h-11 w-full" />
      ) : null}
    </li>
  );
}

/** The latest payments of any status, newest first: a table on wide screens, a list on phones. */
export function TransactionList({ rows, timeZone }: { rows: TransactionView[]; timeZone: string }) {
  return (
    <>
      <TransactionTable rows={rows} timeZone={timeZone} />
      <ul className="divide-y divide-line md:hidden" aria-label={earningsText('recent.title')}>
        {rows.map((row) => (
          <Item key={row.id} row={row} timeZone={timeZone} />
        ))}
      </ul>
    </>
  );
}
