import { formatPhone } from '@shared/phone';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Search, UserPlus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';
import { bookingsText } from './messages/owner-bookings-screens';

export interface PickedClient {
  id: string;
  name: string;
  phone: string | null;
}

interface ClientHit {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
}

/** Clients of the business matching what the desk typed (name, phone or e-mail), a few at a time. */
function useClientSearch(q: string) {
  const [debounced, setDebounced] = useState(q);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(q.trim()), 250);
    return () => clearTimeout(timer);
  }, [q]);
  return useQuery({
    queryKey: ['client-search', debounced],
    // clients are added and edited on another screen: always ask again
    staleTime: 0,
    enabled: debounced.length >= 2,
    queryFn: async () =>
      readJson<{ clients: ClientHit[] }>(
        await api.clients.$get({ query: { q: debounced, pageSize: 6 } }),
      ),
  });
}

/** Finds a client already on the list, or switches to entering a new one. */
export function ClientPicker({
  picked,
  onPick,
  onNew,
}: {
  picked: PickedClient | null;
  onPick: (client: PickedClient | null) => void;
  onNew: () => void;
}) {
  const [q, setQ] = useState('');
  const search = useClientSearch(q);
  const hits = search.data?.clients ?? [];
  if (picked) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl border border-brand-300 bg-brand-50 p-3 dark:border-brand-700 dark:bg-brand-950/40">
        <div className="min-w-0">
          <p className="truncate font-medium">{picked.name}</p>
          <p className="text-sm text-muted">
            {picked.phone ? formatPhone(picked.phone) : bookingsText('picker.noPhone')}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => onPick(null)}>
          {bookingsText('picker.change')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <Field label={bookingsText('picker.client')}>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <Input
            type="search"
            placeholder={bookingsText('picker.search')}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            className="w-full pl-9"
          />
        </div>
      </Field>
      {hits.length ? (
        <ul className="grid gap-1" aria-label={bookingsText('picker.matches')}>
          {hits.map((hit) => (
            <li key={hit.id}>
              <button
                type="button"
                onClick={() => onPick({ id: hit.id, name: hit.name, phone: hit.phone })}
                className={cx(
                  'flex min-h-11 w-full items-center justify-between gap-3 rounded-xl px-3 py-2 text-left hover:bg-raised',
                )}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{hit.name}</span>
                  <span className="block truncate text-sm text-muted">
                    {[hit.phone && formatPhone(hit.phone), hit.email].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <Check className="size-4 text-muted" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : q.trim().length >= 2 && search.isSuccess ? (
        <p className="text-sm text-muted">{bookingsText('picker.none')}</p>
      ) : null}
      <Button variant="outline" onClick={onNew} className="w-fit">
        <UserPlus />
        {bookingsText('picker.new')}
      </Button>
    </div>
  );
}
