import { useId, useState } from 'react';
import { CalendarDays, CalendarPlus, Copy, Link2, PowerOff, RefreshCw } from 'lucide-react';
import { formatDateTime } from '@shared/format/dates';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { failureText } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { useBusinessTimeZone } from '../business/use-business';
import { settingsText as t } from './messages/settings-screens';
import {
  useCalendarFeeds,
  useChangeCalendarFeed,
  useNewCalendarFeed,
  useTurnOffCalendarFeed,
  type CalendarFeed,
} from './use-calendar-feeds';

// a whole cell of the two-column grid on a phone, its label wrapping in a longer language; inline from sm
const ACTION = 'sm:w-auto';

async function copyFeedLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(t('feeds.copied'));
  } catch {
    toast.error(t('feeds.copyFailed'));
  }
}

/** A new link in place of the live one, asked first: calendars on the old link stop updating. */
function NewLinkButton({ feed }: { feed: CalendarFeed }) {
  const [isOpen, setOpen] = useState(false);
  const renew = useNewCalendarFeed();
  const openChange = (open: boolean) => {
    setOpen(open);
    if (!open) renew.reset();
  };
  const confirm = () =>
    renew.mutate(feed.staffId, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('feeds.resetDone'));
      },
    });
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={openChange}
      title={t('feeds.resetTitle')}
      description={t('feeds.resetDescription')}
      confirmLabel={t('feeds.resetConfirm')}
      pendingLabel={t('feeds.resetting')}
      icon={RefreshCw}
      isPending={renew.isPending}
      error={renew.error ? failureText(renew.error) : null}
      onConfirm={confirm}
      trigger={
        <Button variant="outline" size="block" className={ACTION} onClick={() => setOpen(true)}>
          <RefreshCw />
          {t('feeds.reset')}
        </Button>
      }
    />
  );
}

/** Turns the link off for good, asked first; a new one can be made afterwards. */
function TurnOffButton({ feed }: { feed: CalendarFeed }) {
  const [isOpen, setOpen] = useState(false);
  const turnOff = useTurnOffCalendarFeed();
  const openChange = (open: boolean) => {
    setOpen(open);
    if (!open) turnOff.reset();
  };
  const confirm = () =>
    turnOff.mutate(feed, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('feeds.turnedOff'));
      },
    });
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={openChange}
      title={t('feeds.turnOffTitle')}
      description={t('feeds.turnOffDescription')}
      confirmLabel={t('feeds.turnOffConfirm')}
      pendingLabel={t('feeds.turningOff')}
      icon={PowerOff}
      isPending={turnOff.isPending}
      error={turnOff.error ? failureText(turnOff.error) : null}
      onConfirm={confirm}
      trigger={
        <Button variant="outline" size="block" className={ACTION} onClick={() => setOpen(true)}>
          <PowerOff />
          {t('feeds.turnOff')}
        </Button>
      }
    />
  );
}

function ShowClientsSwitch({ feed }: { feed: CalendarFeed }) {
  const id = useId();
  const change = useChangeCalendarFeed();
  // the switch moves at once; the cache takes the server's answer, or is read again on failure
  const isOn = change.isPending ? change.variables.showClients : feed.showClients;
  const toggle = (showClients: boolean) =>
    change.mutate(
      { feedId: feed.id, showClients },
      {
        onSuccess: (changed) =>
          toast.success(t(changed.showClients ? 'feeds.clientsShown' : 'feeds.clientsHidden')),
        onError: (error) => toast.error(failureText(error)),
      },
    );
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {t('feeds.showClients')}
        </label>
        <p className="text-sm text-muted">{t('feeds.showClientsHint')}</p>
      </div>
      <Switch
        id={id}
        checked={isOn}
        disabled={change.isPending}
        onCheckedChange={toggle}
        className="mt-0.5"
      />
    </div>
  );
}

function LiveFeed({ feed }: { feed: CalendarFeed }) {
  const timeZone = useBusinessTimeZone();
  return (
    <div className="grid gap-3">
      <p
        className="rounded-xl bg-raised px-3 py-2.5 font-mono text-sm break-all"
        data-testid="calendar-feed-link"
      >
        {feed.url}
      </p>
      <p className="text-sm text-muted">
        {feed.lastReadAt
          ? t('feeds.lastRead', { when: formatDateTime(feed.lastReadAt, timeZone) })
          : t('feeds.notRead')}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button
          variant="outline"
          size="block"
          className={ACTION}
          onClick={() => void copyFeedLink(feed.url)}
        >
          <Copy />
          {t('feeds.copy')}
        </Button>
        <Button asChild variant="outline" size="block" className={ACTION}>
          <a href={feed.webcalUrl}>
            <CalendarPlus />
            {t('feeds.open')}
          </a>
        </Button>
        <NewLinkButton feed={feed} />
        <TurnOffButton feed={feed} />
      </div>
      <ShowClientsSwitch feed={feed} />
    </div>
  );
}

function CreateLinkButton({ staffId }: { staffId: string | null }) {
  const create = useNewCalendarFeed();
  const onClick = () =>
    create.mutate(staffId, {
      onSuccess: () => toast.success(t('feeds.created')),
      onError: (error) => toast.error(failureText(error)),
    });
  return (
    <Button
      variant="outline"
      disabled={create.isPending}
      onClick={onClick}
      className="justify-self-start"
    >
      <Link2 />
      {create.isPending ? t('feeds.creating') : t('feeds.create')}
    </Button>
  );
}

/** One person's calendar: its heading, then its live link and what can be done with it, or a way to make one. */
function FeedSection({
  title,
  hint,
  staffId,
  feed,
}: {
  title: string;
  hint?: string;
  staffId: string | null;
  feed: CalendarFeed | null;
}) {
  return (
    <section className="grid gap-3 py-5 first:pt-0 last:pb-0" data-testid="calendar-feed">
      <div className="grid gap-0.5">
        <h4 className="font-medium">{title}</h4>
        {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      </div>
      {feed ? <LiveFeed feed={feed} /> : <CreateLinkButton staffId={staffId} />}
    </section>
  );
}

/**
 * Calendar feeds: a private link per person that Google Calendar, Apple Calendar or Outlook
 * subscribes to; the owner's shows every booking, a staff member's only theirs.
 */
export function CalendarFeedsCard() {
  const query = useCalendarFeeds();
  const feeds = query.data;
  return (
    <Card data-testid="calendar-feeds">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays className="size-5 text-brand-600 dark:text-brand-300" aria-hidden />
          {t('feeds.title')}
        </CardTitle>
        <CardDescription>{t('feeds.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {feeds ? (
          <div className="grid divide-y divide-line">
            <FeedSection title={t('feeds.owner')} staffId={null} feed={feeds.owner} />
            {feeds.staff.map((member) => (
              <FeedSection
                key={member.staffId}
                title={t('feeds.staff', { name: member.name })}
                hint={t('feeds.staffHint')}
                staffId={member.staffId}
                feed={member.feed}
              />
            ))}
          </div>
        ) : query.isError ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm text-muted">{t('feeds.loadFailed')}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('feeds.retry')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-4" aria-busy="true">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-12" />
            <Skeleton className="h-24" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
