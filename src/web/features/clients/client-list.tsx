import { useState } from 'react';
import { Plus, Search } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { CLIENT_SEARCH_MAX_LENGTH } from '@shared/clients';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Pager } from '../../components/ui/pager';
import { ExportButton } from '../exports/export-button';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { ClientDialog } from './client-dialog';
import { ClientGrid, ClientGridSkeleton, LoadFailed, NoClients, NoMatch } from './client-grid';
import { useClientList } from './use-clients';
import { useSettled } from '../../lib/use-settled';
import { FloatingAction } from '../owner/floating-action';
import { clientsText } from './messages/clients-screens';

// absolute ('~'): inside its nested route, '/' would be written /app/clients/ with a trailing slash
export const LIST_PATH = '~/app/clients';

/** The client list: search, the grid of cards, pages, and the Add Client dialog. */
export function ClientListPage() {
  const [, navigate] = useLocation();
  // the quick action /app/clients?action=new opens the Add Client form
  const isNewRequested = new URLSearchParams(useSearch()).get('action') === 'new';
  const [isAdding, setAdding] = useState(false);
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim());
  // a new search starts again on its first page
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const list = useClientList({ q, page });
  const close = () => {
    setAdding(false);
    if (isNewRequested) navigate(LIST_PATH, { replace: true });
  };
  const add = () => setAdding(true);

  return (
    // room below the last card for the floating Add Client button on phones
    <OwnerMain className="pb-16 md:pb-8">
      <PageHeader
        title={clientsText('title')}
        subtitle={clientsText('subtitle')}
        actions={
          <>
            <ExportButton type="clients" />
            <Button onClick={add} className="max-md:hidden">
              <Plus />
              {clientsText('addClient')}
            </Button>
          </>
        }
      />
      <label className="relative block">
        <span className="sr-only">{clientsText('searchLabel')}</span>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          type="search"
          value={search}
          maxLength={CLIENT_SEARCH_MAX_LENGTH}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={clientsText('searchPlaceholder')}
          className="pl-10"
        />
      </label>
      {list.isPending ? (
        <ClientGridSkeleton />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : list.data.clients.length === 0 ? (
        q ? (
          <NoMatch search={q} onClear={() => setSearch('')} />
        ) : (
          <NoClients onAdd={add} />
        )
      ) : (
        <>
          <ClientGrid clients={list.data.clients} />
          <Pager list={list.data} onPage={(next) => setPaging({ q, page: next })} />
        </>
      )}
      <FloatingAction label={clientsText('addClient')} onClick={add} />
      <ClientDialog isOpen={isAdding || isNewRequested} client={null} onClose={close} />
    </OwnerMain>
  );
}
