import type { ReactNode } from 'react';
import { CalendarCheck, CalendarX, Clock, Wallet } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { formatDate } from '@shared/format/dates';
import { formatSpent } from './format';
import type { ClientPage } from './use-clients';
import { clientsText } from './messages/clients-screens';

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
    <section
      aria-label={clientsText('stats.label')}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
    >
      <Stat
        icon={<CalendarCheck aria-hidden />}
        label={clientsText('stats.visits')}
        value={String(stats.visits)}
        note={clientsText('stats.visitsNote')}
      />
      <Stat
        icon={<Clock aria-hidden />}
        label={clientsText('stats.lastVisit')}
        value={stats.lastVisit ? formatDate(stats.lastVisit) : clientsText('stats.notYet')}
        note={clientsText('stats.bookings', { count: stats.bookings })}
      />
      <Stat
        icon={<Wallet aria-hidden />}
        label={clientsText('stats.spent')}
        value={formatSpent(stats.totalSpent, currency)}
        note={clientsText('stats.spentNote')}
      />
      <Stat
        icon={<CalendarX aria-hidden />}
        label={clientsText('stats.noShows')}
        value={String(stats.noShows)}
        note={clientsText('stats.noShowsNote')}
      />
    </section>
  );
}
