import { ArrowLeft, Send } from 'lucide-react';
import { formatDateTime } from '@shared/format/dates';
import type { WebhookAttemptView } from '@shared/webhooks';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { failureText } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { useBusinessTimeZone } from '../business/use-business';
import { DeliveryBadge } from './delivery-badge';
import { eventLabel } from './event-choices';
import { useDelivery, useSendAgain, type DeliveryDetail } from './use-webhooks';
import { developersText as t } from './messages/developers-screens';

/** The body as it was signed, laid out to read; left as it is if it is not JSON. */
function readable(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

const codeClass =
  'max-h-64 overflow-auto rounded-xl border border-line bg-raised p-3 font-mono text-xs whitespace-pre-wrap break-all';

function Attempt({ attempt, timeZone }: { attempt: WebhookAttemptView; timeZone: string }) {
  const isOk =
    attempt.responseStatus !== null &&
    attempt.responseStatus >= 200 &&
    attempt.responseStatus < 300;
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0" data-testid="webhook-attempt">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={isOk ? 'success' : 'danger'}>
          {attempt.responseStatus === null
            ? t('detail.noAnswer')
            : `HTTP ${attempt.responseStatus}`}
        </Badge>
        <span>{formatDateTime(attempt.startedAt, timeZone)}</span>
        <span className="text-muted">{t('detail.took', { ms: attempt.durationMs })}</span>
        {attempt.isManual ? <Badge tone="brand">{t('detail.manual')}</Badge> : null}
      </div>
      {attempt.error ? (
        <p className="text-sm break-words text-red-700 dark:text-red-300">{attempt.error}</p>
      ) : null}
      <div className="grid gap-1">
        <p className="text-xs font-medium text-muted">{t('detail.responseBody')}</p>
        {/* a long answer scrolls inside its box, which the keyboard can reach to scroll it */}
        <pre className={codeClass} tabIndex={0} aria-label={t('detail.responseBody')}>
          {attempt.responseBody || t('detail.emptyBody')}
        </pre>
      </div>
    </li>
  );
}

function DetailBody({
  detail,
  endpointId,
  timeZone,
}: {
  detail: DeliveryDetail;
  endpointId: string;
  timeZone: string;
}) {
  const { delivery, payload, attempts } = detail;
  const send = useSendAgain(endpointId, delivery.id);
  const resend = () =>
    send.mutate(undefined, {
      onSuccess: ({ attempts: [latest] }) => {
        const status = latest?.responseStatus;
        if (status !== null && status !== undefined && status >= 200 && status < 300)
          toast.success(t('detail.sentOk', { status }));
        else
          toast.error(t('detail.sentFailed', { reason: latest?.error ?? `HTTP ${status ?? '?'}` }));
      },
    });
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{eventLabel(delivery.type)}</h3>
          <DeliveryBadge status={delivery.status} />
        </div>
        <dl className="grid gap-1 text-sm">
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted">{t('detail.event')}</dt>
            <dd className="font-mono">{delivery.type}</dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted">{t('detail.id')}</dt>
            <dd className="font-mono break-all">{delivery.eventId}</dd>
          </div>
        </dl>
      </div>
      {send.error ? <Alert tone="error">{failureText(send.error)}</Alert> : null}
      <Button
        size="block"
        className="sm:w-auto sm:justify-self-start"
        disabled={send.isPending}
        onClick={resend}
      >
        <Send />
        {send.isPending ? t('detail.sending') : t('detail.sendAgain')}
      </Button>
      <section className="grid gap-2">
        <h4 className="text-sm font-medium">{t('detail.attempts')}</h4>
        {attempts.length ? (
          <ul className="grid divide-y divide-line" aria-label={t('detail.attempts')}>
            {attempts.map((attempt) => (
              <Attempt key={attempt.startedAt} attempt={attempt} timeZone={timeZone} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t('detail.noAttempts')}</p>
        )}
      </section>
      <section className="grid gap-2">
        <h4 className="text-sm font-medium">{t('detail.payload')}</h4>
        <pre
          className={codeClass}
          tabIndex={0}
          aria-label={t('detail.payload')}
          data-testid="webhook-payload"
        >
          {readable(payload)}
        </pre>
      </section>
    </div>
  );
}

/** One delivery: what was sent, each try's answer, and 'Send again'. */
export function DeliveryDetailView({
  endpointId,
  deliveryId,
  onBack,
}: {
  endpointId: string;
  deliveryId: string;
  onBack: () => void;
}) {
  const timeZone = useBusinessTimeZone();
  const query = useDelivery(endpointId, deliveryId);
  let body;
  if (query.data) {
    body = <DetailBody detail={query.data} endpointId={endpointId} timeZone={timeZone} />;
  } else if (query.isError) {
    body = <Alert tone="error">{t('detail.loadFailed')}</Alert>;
  } else {
    body = (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-10" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <Button variant="ghost" className="justify-self-start" onClick={onBack}>
        <ArrowLeft />
        {t('log.back')}
      </Button>
      {body}
    </div>
  );
}
