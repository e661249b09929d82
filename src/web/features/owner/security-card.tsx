import { formatDateTime } from '@shared/format/dates';
import { useBusinessTimeZone } from '../business/use-business';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { AUTH_TOASTS } from '@shared/auth-messages';
import { severityOf } from '@shared/security-events';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';
import type { Me } from '../../lib/session';
import { toast } from '../../lib/toast';
import { shellText } from './messages/owner-shell';

const SHOWN = 5;

function useSecurityEvents() {
  return useQuery({
    queryKey: ['security-events'],
    queryFn: async () => {
      try {
        return await readJson<{
          events: { id: string; type: string | null; description: string; createdAt: string }[];
        }>(await api['security-events'].$get());
      } catch (error) {
        toast.error(shellText('security.loadFailed'));
        throw error;
      }
    },
  });
}

function GrantAdminForm() {
  const [email, setEmail] = useState('');
  const grant = useMutation({
    mutationFn: async (value: string) =>
      readJson(await api.roles.admin.$post({ json: { email: value } })),
    onSuccess: () => {
      toast.success(AUTH_TOASTS.adminAssigned);
      setEmail('');
    },
    onError: () => toast.error(AUTH_TOASTS.adminFailed),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    grant.mutate(email);
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <Field label={shellText('security.grantLabel')}>
        <Input
          type="email"
          placeholder={shellText('security.emailPlaceholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
      </Field>
      <Button type="submit" disabled={grant.isPending || !email}>
        {shellText(grant.isPending ? 'security.assigning' : 'security.assign')}
      </Button>
    </form>
  );
}

function EventList() {
  const timeZone = useBusinessTimeZone();
  const events = useSecurityEvents();
  if (events.isPending) return <Skeleton className="h-40" />;
  if (events.isError)
    return <p className="text-sm text-muted">{shellText('security.eventsFailed')}</p>;
  const recent = events.data.events.slice(0, SHOWN);
  if (!recent.length) return <p className="text-sm text-muted">{shellText('security.noEvents')}</p>;
  return (
    <ul className="divide-y divide-line rounded-xl border border-line">
      {recent.map((event) => (
        <li
          key={event.id}
          className="grid gap-1 p-3 sm:grid-cols-[auto_1fr_auto] sm:items-center sm:gap-3"
        >
          <Badge tone={severityOf(event.type) ?? 'neutral'}>{event.type}</Badge>
          <span className="min-w-0 text-sm break-words">{event.description}</span>
          <time className="text-xs text-muted" dateTime={event.createdAt}>
            {formatDateTime(event.createdAt, timeZone)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/** The dashboard's Security Monitoring card: real events from the audit log, for admins only. */
export function SecurityCard({ me }: { me: Me }) {
  const isAdmin = me.roles.includes('admin');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {isAdmin ? (
            <ShieldCheck className="size-5 text-brand-600" />
          ) : (
            <ShieldAlert className="size-5 text-muted" />
          )}
          {shellText('security.title')}
        </CardTitle>
        {isAdmin ? <CardDescription>{shellText('security.description')}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-5">
        {isAdmin ? (
          <>
            <EventList />
            <Button asChild variant="link" className="h-auto justify-self-start px-0">
              <Link href="/app/admin?tab=security">{shellText('security.all')}</Link>
            </Button>
            <GrantAdminForm />
          </>
        ) : (
          <p className="text-sm text-muted">{shellText('security.adminsOnly')}</p>
        )}
      </CardContent>
    </Card>
  );
}
