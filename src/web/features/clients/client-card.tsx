import { formatPhone } from '@shared/phone';
import type { ReactNode } from 'react';
import { CalendarCheck, ChevronRight, Mail, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { formatDate } from '@shared/format/dates';
import { ClientAvatar } from './client-avatar';
import type { ClientSummary } from './use-clients';
import { clientsText } from './messages/clients-screens';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex min-w-0 items-center gap-2 text-sm text-muted [&_svg]:size-4 [&_svg]:shrink-0">
      {icon}
      <span className="min-w-0 truncate">{children}</span>
    </p>
  );
}

function visitsText(visits: number): string {
  if (visits === 0) return clientsText('card.noVisits');
  return clientsText('card.visits', { count: visits });
}

/** One client in the grid; the whole card opens the client page. */
export function ClientCard({ client }: { client: ClientSummary }) {
  const { stats } = client;
  return (
    <Link
      href={`/${client.id}`}
      data-testid="client-card"
      className="group flex h-full min-w-0 flex-col rounded-card border border-line bg-surface shadow-soft transition-colors hover:border-brand-300 dark:hover:border-brand-700"
    >
      <div className="flex items-center gap-3 p-4 pb-3">
        <ClientAvatar name={client.name} />
        <h3 className="min-w-0 flex-1 truncate font-semibold tracking-tight">{client.name}</h3>
        <ChevronRight
          aria-hidden
          className="size-5 shrink-0 text-muted transition-transform group-hover:translate-x-0.5"
        />
      </div>
      <div className="grid flex-1 content-start gap-1.5 px-4 pb-4">
        <Line icon={<Phone />}>
          {client.phone ? formatPhone(client.phone) : clientsText('card.noPhone')}
        </Line>
        <Line icon={<Mail />}>{client.email ?? clientsText('card.noEmail')}</Line>
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm">
        <span className="flex items-center gap-1.5 font-medium">
          <CalendarCheck aria-hidden className="size-4 text-brand-600 dark:text-brand-300" />
          {visitsText(stats.visits)}
        </span>
        <span className="truncate text-muted">
          {stats.lastVisit
            ? clientsText('card.lastVisit', { date: formatDate(stats.lastVisit) })
            : null}
        </span>
      </div>
    </Link>
  );
}
