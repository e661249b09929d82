import type { ReactNode } from 'react';
import { CalendarCheck, CalendarX, Clock, Wallet } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { formatDate } from '@shared/format/dates';
import { formatSpent } from './format';
import type { ClientPage } from './use-clients';

function Stat({
  icon,
  label,
  value,
  note,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  note: string;
}) {
  return (
    <Card className="grid content-start gap-1 p-4">
      <p className="flex items-center gap-2 text-sm font-medium text-muted [&_svg]:size-4">
        {icon}
        {label}
      </p>
      <p className="text-xl font-semibold tracking-tight break-words tabular-nums">{value}</p>
      <p className="text-xs text-muted">{note}</p>
    </Card>
  );
}

/** Visits, last visit, total spent and no-shows (their meaning: docs/decisions/0021-clients.md). */
export function ClientStats({
  stats,
  currency,
}: {
  stats: ClientPage['client']['stats'];
  /** The business's currency, for a client who has spent nothing yet. */
  currency: string;
}) {
  return (
    <section aria-label="Client figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        icon={<CalendarCheck aria-hidden />}
        label="Visits"
        value={String(stats.visits)}
        note="Completed bookings"
      />
      <Stat
        icon={<Clock aria-hidden />}
        label="Last visit"
        value={stats.lastVisit ? formatDate(stats.lastVisit) : 'Not yet'}
        note={`${stats.bookings} ${stats.bookings === 1 ? 'booking' : 'bookings'} in all`}
      />
      <Stat
        icon={<Wallet aria-hidden />}
        label="Total spent"
        value={formatSpent(stats.totalSpent, currency)}
        note="Completed and paid"
      />
      <Stat
        icon={<CalendarX aria-hidden />}
        label="No-shows"
        value={String(stats.noShows)}
        note="Past, never completed"
      />
    </section>
  );
}
