import { formatDateTime } from '@shared/format/dates';
import { PLATFORM_TIME_ZONE } from '@shared/format/time-zones';
import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { SECURITY_EVENT_TYPES } from '@shared/security-events';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { EventBadge } from './event-badge';
import { useSecurityEvents, type EventFilters, type SecurityEvent } from './use-admin';
import { useSettled } from '../../lib/use-settled';
import { adminText } from './messages/admin-screens';

// made when shown, in the language of that moment; the types are the log's own names
const typeOptions = () => [
  { value: 'all', label: adminText('events.all') },
  ...SECURITY_EVENT_TYPES.map((type) => ({ value: type, label: type })),
];

interface Values {
  type: string;
  from: string;
  to: string;
  address: string;
  user: string;
}
const NONE: Values = { type: 'all', from: '', to: '', address: '', user: '' };

function filtersOf(values: Values): EventFilters {
  const chosen = (value: string) =>
    value.trim() === '' || value === 'all' ? undefined : value.trim();
  return {
    type: chosen(values.type) as EventFilters['type'],
    from: chosen(values.from),
    to: chosen(values.to),
    address: chosen(values.address),
    user: chosen(values.user),
  };
}

function EventRow({ event }: { event: SecurityEvent }) {
  return (
    <li className="grid gap-1.5 p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start sm:gap-3">
      <div className="flex flex-wrap items-center gap-1.5">
        <EventBadge type={event.type} />
        {event.occurrences > 1 ? (
          <Badge title={adminText('events.times', { count: event.occurrences })}>
            ×{event.occurrences}
          </Badge>
        ) : null}
      </div>
      <div className="grid min-w-0 gap-0.5">
        <span className="text-sm break-words">{event.description}</span>
        <span className="text-xs break-words text-muted">
          {[event.ipAddress, event.userEmail].filter(Boolean).join(' · ') ||
            adminText('events.noAddress')}
        </span>
      </div>
      <time className="text-xs text-muted tabular-nums" dateTime={event.createdAt}>
        {formatDateTime(event.createdAt, PLATFORM_TIME_ZONE)}
      </time>
    </li>
  );
}

/** The audit log's security events, filtered on the server and read a page at a time. */
export function EventsPanel() {
  const [values, setValues] = useState(NONE);
  const filters = filtersOf(useSettled(values));
  const events = useSecurityEvents(filters);
  const set = (key: keyof Values) => (value: string) => setValues({ ...values, [key]: value });
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <div className="col-span-2 sm:col-span-1">
          <Field label={adminText('events.event')}>
            <Select value={values.type} onValueChange={set('type')} options={typeOptions()} />
          </Field>
        </div>
        <Field label={adminText('from')}>
          <Input type="date" value={values.from} onChange={(e) => set('from')(e.target.value)} />
        </Field>
        <Field label={adminText('to')}>
          <Input type="date" value={values.to} onChange={(e) => set('to')(e.target.value)} />
        </Field>
        <Field label={adminText('events.address')}>
          <Input
            value={values.address}
            maxLength={45}
            inputMode="decimal"
            placeholder={adminText('events.addressPlaceholder')}
            onChange={(e) => set('address')(e.target.value)}
          />
        </Field>
        <Field label={adminText('events.user')}>
          <Input
            value={values.user}
            maxLength={254}
            placeholder={adminText('emailPlaceholder')}
            onChange={(e) => set('user')(e.target.value)}
          />
        </Field>
      </div>
      {events.isPending ? (
        <Skeleton className="h-64" />
      ) : events.isError ? (
        <p className="text-muted">{events.error.message}</p>
      ) : rows.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-2 py-12 text-center">
            <ShieldCheck className="size-10 text-muted" aria-hidden />
            <h3 className="text-lg font-semibold">{adminText('events.emptyTitle')}</h3>
            <p className="max-w-sm text-muted">{adminText('events.emptyBody')}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
            {rows.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
          {events.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={events.isFetchingNextPage}
              onClick={() => void events.fetchNextPage()}
            >
              {events.isFetchingNextPage ? adminText('events.loading') : adminText('events.older')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
