import type { ReactNode } from 'react';
import { Plus, RefreshCw, SearchX, Users } from 'lucide-react';
import { CLIENT_TOASTS } from '@shared/clients';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { ClientCard } from './client-card';
import type { ClientSummary } from './use-clients';
import { clientsText } from './messages/clients-screens';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The spec's 6 loading placeholders, shaped like the cards. */
export function ClientGridSkeleton() {
  return (
    <div className={GRID} aria-label={clientsText('loading')} data-testid="clients-loading">
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} className="grid gap-3 p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-11 rounded-full" />
            <Skeleton className="h-5 w-1/2" />
          </div>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
        </Card>
      ))}
    </div>
  );
}

function Message({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-12 text-center">
        <div className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300 [&_svg]:size-7">
          {icon}
        </div>
        <h2 className="text-lg font-semibold">{title}</h2>
        {children}
      </CardContent>
    </Card>
  );
}

export function NoClients({ onAdd }: { onAdd: () => void }) {
  return (
    <Message icon={<Users aria-hidden />} title={clientsText('empty.title')}>
      <p className="max-w-sm text-muted">{clientsText('empty.body')}</p>
      <Button onClick={onAdd} className="mt-2">
        <Plus />
        {clientsText('empty.add')}
      </Button>
    </Message>
  );
}

export function NoMatch({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <Message icon={<SearchX aria-hidden />} title={clientsText('noMatch.title')}>
      <p className="max-w-sm break-words text-muted">{clientsText('noMatch.body', { search })}</p>
      <Button variant="outline" onClick={onClear} className="mt-2">
        {clientsText('noMatch.clear')}
      </Button>
    </Message>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Message icon={<RefreshCw aria-hidden />} title={CLIENT_TOASTS.loadFailed}>
      <p className="max-w-sm text-muted">{clientsText('loadFailed.body')}</p>
      <Button onClick={onRetry} className="mt-2">
        <RefreshCw />
        {clientsText('loadFailed.retry')}
      </Button>
    </Message>
  );
}

export function ClientGrid({ clients }: { clients: ClientSummary[] }) {
  return (
    <ul className={GRID}>
      {clients.map((client) => (
        <li key={client.id} className="grid min-w-0">
          <ClientCard client={client} />
        </li>
      ))}
    </ul>
  );
}
