import { Loader2, RefreshCw } from 'lucide-react';
import { useLocation } from 'wouter';
import { cx } from '../../components/ui/cx';
import { TAB_BAR } from './owner-nav';
import { GESTURES, useTouchGestures } from './touch-gestures';
import { shellText } from './messages/owner-shell';

const TAB_PATHS = TAB_BAR.map((item) => item.to);

/**
 * Swipe between the five tabs and pull down to reload (docs/product/owner-area.md §2 Screens); shows how far the
 * page is pulled, and 'Refreshing...' once released past the threshold.
 */
export function TouchNavigation() {
  const [path, navigate] = useLocation();
  const { pull, isRefreshing } = useTouchGestures({ tabs: TAB_PATHS, path, navigate });
  if (pull === 0 && !isRefreshing) return null;
  const isArmed = pull > GESTURES.pullPx;
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-40 flex justify-center md:hidden"
      style={{ transform: `translateY(${Math.round(pull / 2)}px)` }}
    >
      <p
        role="status"
        className="mt-3 flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium shadow-soft"
      >
        {isRefreshing ? (
          <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden />
        ) : (
          <RefreshCw
            className={cx('size-4 transition-transform', isArmed && 'rotate-180 text-brand-600')}
            aria-hidden
            style={{ transform: `rotate(${Math.round((pull / GESTURES.pullMaxPx) * 180)}deg)` }}
          />
        )}
        {shellText(isRefreshing ? 'pull.refreshing' : isArmed ? 'pull.release' : 'pull.pull')}
      </p>
    </div>
  );
}
