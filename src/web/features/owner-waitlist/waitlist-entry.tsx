import { CircleCheck, Clock, Hourglass, Minus, Send } from 'lucide-react';
import { formatTime } from '@shared/format/dates';
import { formatPhone } from '@shared/phone';
import { CHANNEL_ICONS } from '../../components/channel-badge';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { failureText } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { RemoveEntryButton } from './remove-entry-button';
import { useOfferPlace, type WaitlistEntryView } from './use-waitlist';
import { waitlistText as t } from './messages/owner-waitlist-screens';

type Status = WaitlistEntryView['status'];

const TONES = {
  waiting: 'info',
  offering: 'info',
  offered: 'warning',
  booked: 'success',
  expired: 'danger',
  removed: 'neutral',
  ended: 'neutral',
} as const satisfies Record<Status, string>;

/** Still in line: 'offering' is a waiting client a process is making an offer to this moment. */
export const isWaiting = (status: Status) => status === 'waiting' || status === 'offering';

function statusText(entry: WaitlistEntryView, timeZone: string): string {
  const until = entry.offerExpiresAt ? formatTime(entry.offerExpiresAt, timeZone) : '';
  return t('entry.status', { status: entry.status, until });
}

/** Where the client stands: their number in line, or a sign of how their wait went. */
function Marker({ status, position }: { status: Status; position: number | null }) {
  const base = 'inline-flex size-11 items-center justify-center rounded-full [&_svg]:size-5';
  if (position !== null) {
    return (
      <span
        className={cx(
          base,
          'bg-brand-50 text-lg font-semibold text-brand-800 tabular-nums dark:bg-brand-900/50 dark:text-brand-200',
        )}
        aria-label={t('entry.position', { position })}
        data-testid="waitlist-position"
      >
        {position}
      </span>
    );
  }
  if (status === 'offered') {
    return (
      <span
        className={cx(
          base,
          'bg-accent-100 text-accent-800 dark:bg-accent-700/30 dark:text-accent-200',
        )}
      >
        <Hourglass aria-hidden />
      </span>
    );
  }
  if (status === 'booked') {
    return (
      <span
        className={cx(base, 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200')}
      >
        <CircleCheck aria-hidden />
      </span>
    );
  }
  return (
    <span className={cx(base, 'bg-raised text-muted')}>
      <Minus aria-hidden />
    </span>
  );
}

function windowText(entry: WaitlistEntryView): string {
  if (!entry.from || !entry.to) return t('entry.anyTime');
  return entry.from === entry.to ? entry.from : `${entry.from}–${entry.to}`;
}

function OfferButton({ entry, timeZone }: { entry: WaitlistEntryView; timeZone: string }) {
  const offer = useOfferPlace();
  const name = entry.customerName;
  const onClick = () =>
    offer.mutate(entry.id, {
      onSuccess: (offered) =>
        toast.success(
          offered?.offerExpiresAt
            ? t('offered', { name, until: formatTime(offered.offerExpiresAt, timeZone) })
            : t('offeredNoTime', { name }),
        ),
      onError: (error) => toast.error(failureText(error)),
    });
  return (
    <Button onClick={onClick} disabled={offer.isPending} className="flex-1 sm:flex-none">
      <Send />
      {offer.isPending ? t('entry.offering') : t('entry.offer')}
    </Button>
  );
}

/**
 * One client on the day's waitlist: where they stand, who they are, what and when they want, where
 * they joined, how their wait stands; Offer a place while they wait, Remove while they are in line.
 */
export function WaitlistEntry({
  entry,
  position,
  timeZone,
}: {
  entry: WaitlistEntryView;
  /** Their number among those still waiting; null once they are not. */
  position: number | null;
  timeZone: string;
}) {
  const SourceIcon = CHANNEL_ICONS[entry.source];
  const channel = t('entry.source', { source: entry.source });
  const isInLine = isWaiting(entry.status) || entry.status === 'offered';
  return (
    <li
      className="grid grid-cols-[2.75rem_minmax(0,1fr)] gap-x-3 gap-y-3 p-4 sm:grid-cols-[2.75rem_minmax(0,1fr)_auto] sm:items-center sm:gap-x-4"
      data-testid="waitlist-entry"
    >
      <Marker status={entry.status} position={position} />
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="font-semibold">{entry.customerName}</p>
          <Badge tone={TONES[entry.status]} data-testid="waitlist-status">
            {statusText(entry, timeZone)}
          </Badge>
        </div>
        <a
          href={`tel:${entry.customerPhone}`}
          className="justify-self-start text-sm text-muted tabular-nums hover:text-fg hover:underline"
        >
          {formatPhone(entry.customerPhone)}
        </a>
        <p className="text-sm">
          <span className="font-medium">{entry.serviceName}</span>
          <span className="text-muted">
            {' · '}
            {entry.staffName ? t('entry.with', { name: entry.staffName }) : t('entry.anyone')}
          </span>
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span
            className="inline-flex items-center gap-1.5"
            title={t('entry.window', { window: windowText(entry) })}
          >
            <Clock className="size-4" aria-hidden />
            <span className="tabular-nums">{windowText(entry)}</span>
          </span>
          <span
            className="inline-flex items-center gap-1.5"
            title={t('entry.joinedFrom', { channel })}
          >
            <SourceIcon className="size-4" aria-hidden />
            {channel}
          </span>
        </p>
      </div>
      {isInLine ? (
        <div className="col-span-2 flex gap-2 sm:col-span-1">
          {isWaiting(entry.status) ? <OfferButton entry={entry} timeZone={timeZone} /> : null}
          <RemoveEntryButton entry={entry} />
        </div>
      ) : null}
    </li>
  );
}
