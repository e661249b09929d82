import { CalendarOff } from 'lucide-react';
import { Link } from 'wouter';
import { PLAN_LIMIT_MESSAGES } from '@shared/plan-limits';
import { buttonClass } from '../../components/ui/button-styles';
import { useOwnerBusiness } from '../business/use-business';

/**
 * Shown across the owner area while the subscription is not active: the booking page takes no
 * online bookings until the owner renews, and everything else keeps working (nothing is removed).
 */
export function LapsedBanner() {
  const query = useOwnerBusiness();
  const business = query.data?.business;
  if (!business || business.isSubscriptionActive) return null;
  return (
    <div
      role="status"
      className="border-b border-yellow-200 bg-yellow-50 px-4 py-3 text-sm text-yellow-950 sm:px-6 dark:border-yellow-900 dark:bg-yellow-900/30 dark:text-yellow-50"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2">
        <CalendarOff className="size-5 shrink-0" aria-hidden />
        <div className="grid min-w-0 flex-1 basis-60 gap-0.5">
          <p className="font-semibold">{PLAN_LIMIT_MESSAGES.banner}</p>
          <p>{PLAN_LIMIT_MESSAGES.bannerDetail}</p>
        </div>
        <Link href="~/app/subscription" className={buttonClass('accent', 'md')}>
          {PLAN_LIMIT_MESSAGES.bannerAction}
        </Link>
      </div>
    </div>
  );
}
