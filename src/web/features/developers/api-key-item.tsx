import { useState } from 'react';
import { Ban, KeyRound } from 'lucide-react';
import { formatDate, formatDateTime } from '@shared/format/dates';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { failureText } from '../../lib/api-error';
import { useBusinessTimeZone } from '../business/use-business';
import { useRevokeApiKey, type ApiKey } from './use-api-keys';
import { developersText as t } from './messages/developers-screens';

/** Revokes the key after asking: whatever uses it stops working at once. */
function RevokeButton({ apiKey }: { apiKey: ApiKey }) {
  const [isOpen, setOpen] = useState(false);
  const revoke = useRevokeApiKey();
  const openChange = (open: boolean) => {
    setOpen(open);
    if (!open) revoke.reset();
  };
  const confirm = () => revoke.mutate(apiKey, { onSuccess: () => setOpen(false) });
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={openChange}
      title={t('revoke.title', { name: apiKey.name })}
      description={t('revoke.description')}
      confirmLabel={t('revoke.confirm')}
      pendingLabel={t('revoke.revoking')}
      icon={Ban}
      isPending={revoke.isPending}
      error={revoke.error ? failureText(revoke.error) : null}
      onConfirm={confirm}
      trigger={
        <Button
          variant="outline"
          size="block"
          className="sm:w-auto"
          aria-label={t('revoke.label', { name: apiKey.name })}
          onClick={() => setOpen(true)}
        >
          <Ban />
          {t('revoke.button')}
        </Button>
      }
    />
  );
}

/**
 * One key: its name, its first characters, what it may do, when it was last used and when it
 * expires. `now` is when the list was read, which says whether the key has expired.
 */
export function ApiKeyItem({ apiKey, now }: { apiKey: ApiKey; now: number }) {
  const timeZone = useBusinessTimeZone();
  const hasExpired = Date.parse(apiKey.expiresAt) <= now;
  const expiry = formatDate(apiKey.expiresAt, timeZone);
  return (
    <li
      className="grid gap-3 py-4 first:pt-0 last:pb-0 sm:flex sm:items-start sm:justify-between sm:gap-4"
      data-testid="api-key"
    >
      <div className="flex min-w-0 gap-3">
        <span className="mt-0.5 hidden size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:inline-flex dark:bg-brand-900/50 dark:text-brand-300">
          <KeyRound className="size-4" aria-hidden />
        </span>
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-medium break-words">{apiKey.name}</h4>
            <Badge tone={apiKey.scope === 'read' ? 'neutral' : 'brand'}>
              {t(`scope.${apiKey.scope}`)}
            </Badge>
            {hasExpired ? <Badge tone="danger">{t('keys.expiredBadge')}</Badge> : null}
          </div>
          <p className="font-mono text-sm break-all text-muted">{`${apiKey.shown}…`}</p>
          {/* a line each on a phone, so no date is cut in two; one line from sm */}
          <p className="grid text-sm text-muted sm:block">
            <span>
              {apiKey.lastUsedAt
                ? t('keys.lastUsed', { when: formatDateTime(apiKey.lastUsedAt, timeZone) })
                : t('keys.neverUsed')}
            </span>
            <span className="hidden sm:inline" aria-hidden>
              {' · '}
            </span>
            <span>{t(hasExpired ? 'keys.expired' : 'keys.expires', { date: expiry })}</span>
          </p>
        </div>
      </div>
      <RevokeButton apiKey={apiKey} />
    </li>
  );
}
