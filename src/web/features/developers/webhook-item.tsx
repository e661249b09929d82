import { useState } from 'react';
import {
  KeyRound,
  ListChecks,
  MoreVertical,
  Pencil,
  Power,
  PowerOff,
  Trash2,
  TriangleAlert,
  Webhook,
} from 'lucide-react';
import { WEBHOOK_EVENT_TYPES } from '@shared/webhooks';
import { formatDateTime } from '@shared/format/dates';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { failureText } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { controlText } from '../../components/messages/ui-controls';
import { useBusinessTimeZone } from '../business/use-business';
import { DeliveriesSheet } from './deliveries-sheet';
import { EditEndpointDialog } from './endpoint-dialog';
import { eventLabel } from './event-choices';
import { SecretDialog } from './secret-dialog';
import { useChangeEndpoint, useRemoveEndpoint, type Endpoint } from './use-webhooks';
import { developersText as t } from './messages/developers-screens';

/** Why the endpoint is off, or that it is failing, in a sentence; nothing when all is well. */
function StateLine({ endpoint, timeZone }: { endpoint: Endpoint; timeZone: string }) {
  let text: string | null = null;
  if (!endpoint.isEnabled) {
    const date = endpoint.disabledAt ? formatDateTime(endpoint.disabledAt, timeZone) : '';
    if (endpoint.disabledReason === 'failing') text = t('hooks.offFailing', { date });
    else if (endpoint.disabledReason === 'gone') text = t('hooks.offGone', { date });
    else text = t('hooks.offOwner');
  } else if (endpoint.failingSince) {
    text = t('hooks.failing', { date: formatDateTime(endpoint.failingSince, timeZone) });
  }
  if (!text) return null;
  const isWarning = endpoint.disabledReason !== 'owner';
  return (
    <p
      className={
        isWarning
          ? 'flex gap-2 rounded-xl bg-accent-50 p-3 text-sm text-accent-800 dark:bg-accent-700/20 dark:text-accent-100'
          : 'text-sm text-muted'
      }
      data-testid="webhook-state"
    >
      {isWarning ? <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> : null}
      {text}
    </p>
  );
}

function EventBadges({ endpoint }: { endpoint: Endpoint }) {
  if (endpoint.eventTypes.length === WEBHOOK_EVENT_TYPES.length)
    return <Badge tone="brand">{t('hooks.allEvents')}</Badge>;
  return (
    <>
      {endpoint.eventTypes.map((type) => (
        <Badge key={type}>{eventLabel(type)}</Badge>
      ))}
    </>
  );
}

type Panel = 'deliveries' | 'edit' | 'secret' | 'delete' | null;

/**
 * One endpoint: its address, note and events, whether it is on (and why not), and what can be
 * done with it: its deliveries, turning it on or off, editing, its secret, deleting.
 */
export function WebhookItem({ endpoint }: { endpoint: Endpoint }) {
  const timeZone = useBusinessTimeZone();
  const [panel, setPanel] = useState<Panel>(null);
  const change = useChangeEndpoint(endpoint.id);
  const remove = useRemoveEndpoint(endpoint.id);
  const openOnly = (which: Panel) => (open: boolean) => setPanel(open ? which : null);
  const switchTo = (isEnabled: boolean) =>
    change.mutate(
      { isEnabled },
      {
        onSuccess: () => toast.success(t(isEnabled ? 'hooks.turnedOn' : 'hooks.turnedOff')),
        onError: (error) => toast.error(t('hooks.changeFailed', { reason: failureText(error) })),
      },
    );
  return (
    <li
      className="grid gap-3 py-4 first:pt-0 last:pb-0 sm:flex sm:items-start sm:justify-between sm:gap-4"
      data-testid="webhook-endpoint"
    >
      <div className="flex min-w-0 gap-3 sm:flex-1">
        <span className="mt-0.5 hidden size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:inline-flex dark:bg-brand-900/50 dark:text-brand-300">
          <Webhook className="size-4" aria-hidden />
        </span>
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="min-w-0 font-mono text-sm font-medium break-all">{endpoint.url}</h4>
            <Badge tone={endpoint.isEnabled ? 'success' : 'neutral'}>
              {t(endpoint.isEnabled ? 'hooks.on' : 'hooks.off')}
            </Badge>
          </div>
          {endpoint.description ? (
            <p className="text-sm break-words">{endpoint.description}</p>
          ) : null}
          <div className="flex flex-wrap gap-1.5">
            <EventBadges endpoint={endpoint} />
          </div>
          <StateLine endpoint={endpoint} timeZone={timeZone} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:shrink-0 sm:justify-end">
        {endpoint.isEnabled ? null : (
          <Button
            disabled={change.isPending}
            aria-label={t('hooks.turnOnLabel', { url: endpoint.url })}
            onClick={() => switchTo(true)}
          >
            <Power />
            {t('hooks.turnOn')}
          </Button>
        )}
        <Button
          variant="outline"
          aria-label={t('hooks.deliveriesLabel', { url: endpoint.url })}
          onClick={() => setPanel('deliveries')}
        >
          <ListChecks />
          {t('hooks.deliveries')}
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('hooks.more', { url: endpoint.url })}
              disabled={change.isPending}
            >
              <MoreVertical />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => setPanel('edit')}>
              <Pencil />
              {t('hooks.edit')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setPanel('secret')}>
              <KeyRound />
              {t('hooks.secret')}
            </DropdownMenuItem>
            {endpoint.isEnabled ? (
              <DropdownMenuItem onSelect={() => switchTo(false)}>
                <PowerOff />
                {t('hooks.turnOff')}
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuSeparator />
            <DropdownMenuItem
              className="text-red-700 dark:text-red-400 [&_svg]:text-current"
              onSelect={() => setPanel('delete')}
            >
              <Trash2 />
              {t('hooks.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <DeliveriesSheet
        endpoint={endpoint}
        open={panel === 'deliveries'}
        onOpenChange={openOnly('deliveries')}
      />
      <EditEndpointDialog
        endpoint={endpoint}
        open={panel === 'edit'}
        onOpenChange={openOnly('edit')}
      />
      <SecretDialog
        endpoint={endpoint}
        open={panel === 'secret'}
        onOpenChange={openOnly('secret')}
      />
      <ConfirmDialog
        open={panel === 'delete'}
        onOpenChange={(open) => {
          openOnly('delete')(open);
          if (!open) remove.reset();
        }}
        title={controlText('delete.title', { name: endpoint.url })}
        description={t('hooks.deleteDescription')}
        confirmLabel={controlText('delete.confirm', { what: t('hooks.deleteWhat') })}
        pendingLabel={controlText('delete.pending')}
        icon={Trash2}
        isPending={remove.isPending}
        error={remove.error ? failureText(remove.error) : null}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setPanel(null);
              toast.success(t('hooks.deleted'));
            },
          })
        }
      />
    </li>
  );
}
