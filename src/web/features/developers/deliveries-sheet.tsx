import { useState } from 'react';
import { ChevronRight, RefreshCw } from 'lucide-react';
import { formatDateTime } from '@shared/format/dates';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Sheet, SheetContent } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { useBusinessTimeZone } from '../business/use-business';
import { DeliveryBadge } from './delivery-badge';
import { DeliveryDetailView } from './delivery-detail';
import { eventLabel } from './event-choices';
import { useDeliveries, type Delivery, type Endpoint } from './use-webhooks';
import { developersText as t } from './messages/developers-screens';

function DeliveryRow({
  delivery,
  timeZone,
  onOpen,
}: {
  delivery: Delivery;
  timeZone: string;
  onOpen: () => void;
}) {
  const when = formatDateTime(delivery.createdAt, timeZone);
  const facts = [
    t('log.tries', { count: delivery.attempts }),
    delivery.lastStatus === null ? null : `HTTP ${delivery.lastStatus}`,
    delivery.nextTryAt
      ? t('log.nextTry', { when: formatDateTime(delivery.nextTryAt, timeZone) })
      : null,
  ].filter(Boolean);
  return (
    <li data-testid="webhook-delivery">
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('log.open', { event: eventLabel(delivery.type), when })}
        className="flex min-h-11 w-full items-center gap-3 rounded-xl px-2 py-3 text-left hover:bg-raised"
      >
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{eventLabel(delivery.type)}</span>
            <DeliveryBadge status={delivery.status} />
          </span>
          <span className="text-sm text-muted">{when}</span>
          <span className="text-sm text-muted">{facts.join(' · ')}</span>
          {delivery.lastError ? (
            <span className="text-sm break-words text-red-700 dark:text-red-300">
              {delivery.lastError}
            </span>
          ) : null}
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden />
      </button>
    </li>
  );
}

function DeliveryList({
  endpointId,
  onOpen,
}: {
  endpointId: string;
  onOpen: (deliveryId: string) => void;
}) {
  const timeZone = useBusinessTimeZone();
  const query = useDeliveries(endpointId);
  if (query.isError && !query.data) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-muted">{t('log.loadFailed')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('log.retry')}
        </Button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  const deliveries = query.data.pages.flatMap((page) => page.deliveries);
  return (
    <div className="grid gap-4">
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        <RefreshCw />
        {t('log.refresh')}
      </Button>
      {deliveries.length ? (
        <ul className="grid divide-y divide-line" aria-label={t('log.listLabel')}>
          {deliveries.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              timeZone={timeZone}
              onOpen={() => onOpen(delivery.id)}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          {t('log.empty')}
        </p>
      )}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('log.loadingMore') : t('log.more')}
        </Button>
      ) : null}
      {query.isError ? <Alert tone="error">{t('log.loadFailed')}</Alert> : null}
    </div>
  );
}

/**
 * The endpoint's delivery log, newest first, in a panel from the side (the whole screen on a
 * phone); a delivery opens in the same panel, with the way back at the top.
 */
export function DeliveriesSheet({
  endpoint,
  open,
  onOpenChange,
}: {
  endpoint: Endpoint;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const openChange = (isOpen: boolean) => {
    onOpenChange(isOpen);
    if (!isOpen) setOpenId(null);
  };
  return (
    <Sheet open={open} onOpenChange={openChange}>
      <SheetContent
        className="sm:max-w-xl"
        title={t('log.title')}
        description={<span className="font-mono break-all">{endpoint.url}</span>}
      >
        {openId ? (
          <DeliveryDetailView
            endpointId={endpoint.id}
            deliveryId={openId}
            onBack={() => setOpenId(null)}
          />
        ) : (
          <DeliveryList endpointId={endpoint.id} onOpen={setOpenId} />
        )}
      </SheetContent>
    </Sheet>
  );
}
