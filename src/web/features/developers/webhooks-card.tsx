import type { ReactNode } from 'react';
import { Webhook } from 'lucide-react';
import { WEBHOOK_RULES } from '@shared/webhooks';
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
import { AddEndpointDialog } from './endpoint-dialog';
import { WebhookItem } from './webhook-item';
import { useWebhookEndpoints, type Endpoint } from './use-webhooks';
import { developersText as t } from './messages/developers-screens';

function NoEndpoints() {
  return (
    <>
      <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300">
        <Webhook className="size-5" aria-hidden />
      </span>
      <div className="grid max-w-md gap-1">
        <p className="font-medium">{t('hooks.emptyTitle')}</p>
        <p className="text-sm text-muted">{t('hooks.emptyHint')}</p>
      </div>
    </>
  );
}

/**
 * The endpoints, or what to do when there are none, and the Add button, which stays in one place
 * in the tree either way: the first endpoint added must not unmount the dialog showing its secret.
 */
function EndpointList({ endpoints }: { endpoints: Endpoint[] }) {
  const hasAny = endpoints.length > 0;
  const isFull = endpoints.length >= WEBHOOK_RULES.maxEndpoints;
  return (
    <div
      className={cx(
        'grid gap-5',
        !hasAny &&
          'justify-items-center rounded-xl border border-dashed border-line px-4 py-8 text-center',
      )}
    >
      {hasAny ? (
        <ul className="grid divide-y divide-line" aria-label={t('hooks.listLabel')}>
          {endpoints.map((endpoint) => (
            <WebhookItem key={endpoint.id} endpoint={endpoint} />
          ))}
        </ul>
      ) : (
        <NoEndpoints />
      )}
      <div
        className={cx(
          'flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between',
          hasAny ? 'border-t border-line pt-5' : 'w-full sm:w-auto',
        )}
      >
        {hasAny ? (
          <p className="text-sm text-muted">
            {t('hooks.count', { count: endpoints.length, max: WEBHOOK_RULES.maxEndpoints })}
          </p>
        ) : null}
        {isFull ? null : <AddEndpointDialog className="w-full sm:w-auto" />}
      </div>
    </div>
  );
}

/** Webhooks: the addresses Miadi tells of each event, signed, with their delivery logs. */
export function WebhooksCard() {
  const query = useWebhookEndpoints();
  const endpoints = query.data?.endpoints;
  let body: ReactNode;
  if (endpoints) {
    body = <EndpointList endpoints={endpoints} />;
  } else if (query.isError) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-muted">{t('hooks.loadFailed')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('hooks.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-20" />
      </div>
    );
  }
  return (
    <Card data-testid="webhooks">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Webhook className="size-5 text-brand-600 dark:text-brand-300" aria-hidden />
          {t('hooks.title')}
        </CardTitle>
        <CardDescription>{t('hooks.description')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
