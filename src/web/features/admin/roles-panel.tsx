import { formatDate } from '@shared/format/dates';
import { PLATFORM_TIME_ZONE } from '@shared/format/time-zones';
import { useState, type FormEvent } from 'react';
import { UserMinus } from 'lucide-react';
import { ROLE_LABELS, ROLES, type Role } from '@shared/roles';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import type { Me } from '../../lib/session';
import { reasonOr, useRoleChange, useRoleHolders } from './use-admin';
import { adminText } from './messages/admin-screens';

// read when shown: the labels are in the page's language, whose words arrive with the page
const roleOptions = () => ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const roleLabel = (role: Role) => ROLE_LABELS[role];

function GrantForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('admin');
  const change = useRoleChange();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { change: { email: email.trim().toLowerCase(), role }, isGrant: true },
      { onSuccess: () => setEmail('') },
    );
  };
  const error = change.isError ? reasonOr(change.error, '') || undefined : undefined;
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
      aria-label={adminText('roles.assignLabel')}
    >
      <Field label={adminText('roles.email')} error={error}>
        <Input
          type="email"
          value={email}
          required
          placeholder={adminText('emailPlaceholder')}
          onChange={(event) => {
            setEmail(event.target.value);
            change.reset();
          }}
        />
      </Field>
      <Field label={adminText('roles.role')}>
        <Select
          value={role}
          onValueChange={(value) => setRole(value as Role)}
          options={roleOptions()}
        />
      </Field>
      <Button type="submit" className="sm:mt-7" disabled={change.isPending || !email.trim()}>
        {change.isPending ? adminText('roles.assigning') : adminText('roles.assign')}
      </Button>
    </form>
  );
}

/** Who holds a role; an admin grants and removes them by e-mail (the last admin stays). */
export function RolesPanel({ me }: { me: Me }) {
  const holders = useRoleHolders();
  const remove = useRoleChange();
  return (
    <div className="grid gap-5">
      <GrantForm />
      {remove.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {reasonOr(remove.error, adminText('roles.removeFailed'))}
        </p>
      ) : null}
      {holders.isPending ? (
        <Skeleton className="h-40" />
      ) : holders.isError ? (
        <p className="text-muted">{adminText('roles.loadFailed')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
          {holders.data.holders.map((holder) => (
            <li
              key={`${holder.userId}-${holder.role}`}
              className="flex flex-wrap items-center justify-between gap-3 p-3"
            >
              <div className="min-w-0">
                <p className="text-sm font-medium break-words">
                  {holder.userId === me.user.id
                    ? adminText('roles.you', { email: holder.email })
                    : holder.email}
                </p>
                <p className="text-xs text-muted">
                  {adminText('roles.since', {
                    name: holder.name,
                    date: formatDate(holder.grantedAt, PLATFORM_TIME_ZONE),
                  })}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge tone={holder.role === 'admin' ? 'brand' : 'info'}>
                  {roleLabel(holder.role)}
                </Badge>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={adminText(
                    holder.role === 'admin' ? 'roles.removeAdmin' : 'roles.removeModerator',
                    { email: holder.email },
                  )}
                  onClick={() =>
                    remove.mutate({
                      change: { email: holder.email, role: holder.role },
                      isGrant: false,
                    })
                  }
                >
                  <UserMinus />
                  {adminText('roles.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
