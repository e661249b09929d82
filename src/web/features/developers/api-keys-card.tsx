import type { ReactNode } from 'react';
import { KeyRound } from 'lucide-react';
import { API_KEY_RULES } from '@shared/api-keys';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { cx } from '../../components/ui/cx';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiKeyItem } from './api-key-item';
import { NewKeyDialog } from './new-key-dialog';
import { useApiKeys, type ApiKey } from './use-api-keys';
import { developersText as t } from './messages/developers-screens';

function NoKeys() {
  return (
    <>
      <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300">
        <KeyRound className="size-5" aria-hidden />
      </span>
      <div className="grid max-w-md gap-1">
        <p className="font-medium">{t('keys.emptyTitle')}</p>
        <p className="text-sm text-muted">{t('keys.emptyHint')}</p>
      </div>
    </>
  );
}

/**
 * The keys, or what to do when there are none, and the New key button. The button (and the dialog
 * it opens) stays in one place in the tree either way: the first key made must not unmount the
 * dialog that is showing it.
 */
function KeyList({ keys, now }: { keys: ApiKey[]; now: number }) {
  const hasKeys = keys.length > 0;
  return (
    <div
      className={cx(
        'grid gap-5',
        !hasKeys &&
          'justify-items-center rounded-xl border border-dashed border-line px-4 py-8 text-center',
      )}
    >
      {hasKeys ? (
        <ul className="grid divide-y divide-line" aria-label={t('keys.listLabel')}>
          {keys.map((key) => (
            <ApiKeyItem key={key.id} apiKey={key} now={now} />
          ))}
        </ul>
      ) : (
        <NoKeys />
      )}
      <div
        className={cx(
          'flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between',
          hasKeys ? 'border-t border-line pt-5' : 'w-full sm:w-auto',
        )}
      >
        {hasKeys ? (
          <p className="text-sm text-muted">
            {t('keys.count', { count: keys.length, max: API_KEY_RULES.maxLiveKeys })}
          </p>
        ) : null}
        <NewKeyDialog className="w-full sm:w-auto" />
      </div>
    </div>
  );
}

/**
 * API keys: what lets the owner's own tools (a spreadsheet, a website, a script) read the
 * business's records and make and change its bookings, clients and services through the public API.
 */
export function ApiKeysCard() {
  const query = useApiKeys();
  const keys = query.data?.keys;
  let body: ReactNode;
  if (keys) {
    body = <KeyList keys={keys} now={query.dataUpdatedAt} />;
  } else if (query.isError) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-muted">{t('keys.loadFailed')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('keys.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  return (
    <Card data-testid="api-keys">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-brand-600 dark:text-brand-300" aria-hidden />
          {t('keys.title')}
        </CardTitle>
        <CardDescription>{t('keys.description')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
