import { CalendarDays } from 'lucide-react';
import { formatMoney } from '@shared/money';
import { ChannelBadge } from '../../components/channel-badge';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDay } from '@shared/format/dates';
import type { HistoryItem } from './use-clients';
import { clientsText } from './messages/clients-screens';

// the spec's colours: confirmed green, pending yellow, cancelled red, completed blue
const STATUS_TONES = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'danger',
  completed: 'info',
} as const;

function HistoryRow({ item }: { item: HistoryItem }) {
  return (
    <li className="grid gap-2 px-5 py-4 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-center sm:gap-4 sm:px-6">
      <div>
        <p className="font-semibold tabular-nums">{item.time}</p>
        <p className="text-sm text-muted">{formatDay(item.date)}</p>
      </div>
      <div className="min-w-0">
        <p className="font-medium break-words">{item.serviceName}</p>
        <p className="text-sm break-words text-muted">
          {item.staffName ? `${clientsText('history.with', { name: item.staffName })} · ` : ''}
          <span className="font-mono text-xs">{item.ticketCode}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <span className="flex flex-wrap items-center gap-1.5">
          <ChannelBadge source={item.source} />
          <Badge tone={STATUS_TONES[item.status]}>{clientsText(`status.${item.status}`)}</Badge>
        </span>
        <span className="text-sm tabular-nums">
          {formatMoney({ amountMinor: item.amountMinor, currency: item.currency })}
          <span className="text-muted"> · {clientsText(`payment.${item.paymentStatus}`)}</span>
        </span>
      </div>
    </li>
  );
}

/** The client's bookings, newest first. */
export function ClientHistory({ history, total }: { history: HistoryItem[]; total: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{clientsText('history.title')}</CardTitle>
        {total > history.length ? (
          <p className="text-sm text-muted">
            {clientsText('history.latest', { shown: history.length, total })}
          </p>
        ) : null}
      </CardHeader>
      {history.length ? (
        <ul className="mt-3 divide-y divide-line border-t border-line">
          {history.map((item) => (
            <HistoryRow key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <CardContent className="grid justify-items-center gap-2 py-10 text-center">
          <CalendarDays className="size-10 text-muted" aria-hidden />
          <p className="font-semibold">{clientsText('history.empty')}</p>
          <p className="max-w-sm text-sm text-muted">{clientsText('history.emptyBody')}</p>
        </CardContent>
      )}
    </Card>
  );
}
