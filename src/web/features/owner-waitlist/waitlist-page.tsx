import { CalendarDays, ListOrdered, RotateCw } from 'lucide-react';
import { Link } from 'wouter';
import { localDateAt } from '@shared/zoned-time';
import { Button } from '../../components/ui/button';
import { Card, CenteredCard } from '../../components/ui/card';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { BusinessGate } from '../business/business-gate';
import type { OwnerBusinessView } from '../business/use-business';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { DayPicker, useChosenDay } from './day-picker';
import { useWaitlistDay, type WaitlistEntryView } from './use-waitlist';
import { isWaiting, WaitlistEntry } from './waitlist-entry';
import { waitlistText as t } from './messages/owner-waitlist-screens';

function Placeholders() {
  return (
    <LoadingRegion className="grid gap-3" label={t('loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-28" />
      ))}
    </LoadingRegion>
  );
}

function EmptyDay() {
  return (
    <CenteredCard>
      <div className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300">
        <ListOrdered className="size-7" aria-hidden />
      </div>
      <h3 className="text-lg font-semibold">{t('empty.title')}</h3>
      <p className="max-w-md text-muted">{t('empty.body')}</p>
    </CenteredCard>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold text-muted">{title}</h3>
      {children}
    </section>
  );
}

/** The day's queue, then those no longer waiting; numbers count only the clients still waiting. */
function DayList({ entries, timeZone }: { entries: WaitlistEntryView[]; timeZone: string }) {
  const inLine = entries.filter((entry) => isWaiting(entry.status) || entry.status === 'offered');
  const finished = entries.filter((entry) => !inLine.includes(entry));
  let waiting = 0;
  const positions = new Map(
    inLine.map((entry) => [entry.id, isWaiting(entry.status) ? ++waiting : null]),
  );
  return (
    <>
      <Section title={t('inLine', { count: inLine.length })}>
        {inLine.length ? (
          <Card>
            <ul className="divide-y divide-line" data-testid="waitlist-in-line">
              {inLine.map((entry) => (
                <WaitlistEntry
                  key={entry.id}
                  entry={entry}
                  position={positions.get(entry.id) ?? null}
                  timeZone={timeZone}
                />
              ))}
            </ul>
          </Card>
        ) : (
          <p className="rounded-card border border-dashed border-line p-4 text-sm text-muted">
            {t('inLine.none')}
          </p>
        )}
      </Section>
      {finished.length ? (
        <Section title={t('finished', { count: finished.length })}>
          <Card>
            <ul className="divide-y divide-line" data-testid="waitlist-finished">
              {finished.map((entry) => (
                <WaitlistEntry key={entry.id} entry={entry} position={null} timeZone={timeZone} />
              ))}
            </ul>
          </Card>
        </Section>
      ) : null}
    </>
  );
}

function WaitlistDay({ business }: { business: OwnerBusinessView }) {
  const timeZone = business.settings.timezone;
  const today = localDateAt(new Date(), timeZone);
  const [date, setDate] = useChosenDay(today);
  const day = useWaitlistDay(date);
  return (
    <OwnerMain>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button asChild variant="outline">
            <Link href={`/app/bookings?date=${date}`}>
              <CalendarDays />
              {t('day.bookings')}
            </Link>
          </Button>
        }
      />
      <DayPicker date={date} today={today} onChange={setDate} />
      {day.isPending ? (
        <Placeholders />
      ) : day.isError ? (
        <CenteredCard>
          <h3 className="text-lg font-semibold">{t('loadFailed')}</h3>
          <p className="max-w-sm text-muted">{t('loadFailedHint')}</p>
          <Button variant="outline" onClick={() => void day.refetch()} disabled={day.isFetching}>
            <RotateCw />
            {t('tryAgain')}
          </Button>
        </CenteredCard>
      ) : day.data.entries.length === 0 ? (
        <EmptyDay />
      ) : (
        <DayList entries={day.data.entries} timeZone={timeZone} />
      )}
    </OwnerMain>
  );
}

/** The waitlist (docs/decisions/0077): each day's queue, a place offered by hand, a client removed. */
export function OwnerWaitlistPage() {
  return (
    <BusinessGate title={t('title')} subtitle={t('subtitle')} placeholder={<Placeholders />}>
      {(business) => <WaitlistDay business={business} />}
    </BusinessGate>
  );
}
