import { ListOrdered } from 'lucide-react';
import { CHANNEL_ICONS, CHANNELS, channelLabel } from '../../components/channel-badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCount } from './format';
import type { DashboardView } from './use-dashboard';
import { dashboardText } from './messages/owner-dashboard';

/**
 * The period's bookings by the channel they came from: the web page, the desk, WhatsApp and USSD,
 * each with its share of the period's bookings as a bar; and how many were places offered to the
 * waitlist and taken.
 */
export function ChannelCounts({ view }: { view: DashboardView }) {
  const total = CHANNELS.reduce((sum, source) => sum + view.channels[source], 0);
  return (
    <Card data-testid="channel-counts">
      <CardHeader>
        <CardTitle>{dashboardText('channels.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-4">
          {CHANNELS.map((source) => {
            const Icon = CHANNEL_ICONS[source];
            const count = view.channels[source];
            const share = total ? Math.round((count / total) * 100) : 0;
            return (
              <li key={source} className="grid gap-1.5" data-channel={source}>
                <p className="flex items-center justify-between gap-2 text-sm text-muted">
                  <span className="flex min-w-0 items-center gap-1.5">
                    <Icon
                      className="size-4 shrink-0 text-brand-600 dark:text-brand-300"
                      aria-hidden
                    />
                    {channelLabel(source)}
                  </span>
                  <span className="text-lg font-semibold text-fg tabular-nums">
                    {formatCount(count)}
                  </span>
                </p>
                <div className="h-1.5 overflow-hidden rounded-full bg-raised" aria-hidden>
                  <div
                    className="h-full rounded-full bg-brand-600"
                    style={{ width: `${share}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
        <p
          className="mt-4 flex items-center gap-1.5 text-sm text-muted"
          data-testid="from-waitlist"
        >
          <ListOrdered className="size-4 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden />
          {dashboardText('channels.fromWaitlist', { count: view.fromWaitlist })}
        </p>
      </CardContent>
    </Card>
  );
}

/** Its place while the figures load, the height it will have. */
export function ChannelCountsLoading() {
  return <Skeleton className="h-40 rounded-card lg:h-32" />;
}
