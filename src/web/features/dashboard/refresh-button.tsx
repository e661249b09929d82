import { formatTime } from '@shared/format/dates';
import { useBusinessTimeZone } from '../business/use-business';
import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { DASHBOARD_MESSAGES } from '@shared/dashboard';
import { Button } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { toast } from '../../lib/toast';
import { dashboardText } from './messages/owner-dashboard';

/** Refresh Data: fetches the figures again, busy until they are back, and says when they were. */
export function RefreshButton({
  updatedAt,
  onRefresh,
}: {
  /** When the shown figures were fetched (ms), 0 before the first answer. */
  updatedAt: number;
  onRefresh: () => Promise<{ isError: boolean }>;
}) {
  // busy for this button's own request, not for a period being switched or a background refetch
  const [isBusy, setBusy] = useState(false);
  const timeZone = useBusinessTimeZone();
  const refresh = async () => {
    setBusy(true);
    try {
      const result = await onRefresh();
      if (result.isError) toast.error(DASHBOARD_MESSAGES.loadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex items-center gap-3">
      {/* as wide before the first answer as after, so nothing beside it moves when the time shows */}
      <p
        className="min-w-[4.75rem] text-right text-xs text-muted tabular-nums max-sm:hidden"
        aria-live="polite"
      >
        {updatedAt
          ? dashboardText('refresh.updated', { time: formatTime(new Date(updatedAt), timeZone) })
          : null}
      </p>
      <Button variant="outline" onClick={() => void refresh()} disabled={isBusy} aria-busy={isBusy}>
        <RefreshCw className={cx(isBusy && 'animate-spin')} aria-hidden />
        {dashboardText(isBusy ? 'refresh.busy' : 'refresh.label')}
      </Button>
    </div>
  );
}
