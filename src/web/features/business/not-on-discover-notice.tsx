import { ArrowRight, MapPinOff } from 'lucide-react';
import { Link } from 'wouter';
import { BRAND } from '@shared/brand';
import { notListedHeading, NOT_LISTED_TEXTS, type NotListedReason } from '@shared/discover-listing';
import { useOwnerBusiness } from './use-business';
import { businessSetupText } from './messages/business-setup';

const LOCATION_TAB = '~/app/settings?tab=location';

/** Where each reason is put right. */
const FIX_HREF: Record<NotListedReason, string> = {
  deactivated: `mailto:${BRAND.supportEmail}`,
  'no-location': LOCATION_TAB,
  'hidden-from-map': LOCATION_TAB,
};

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline dark:text-brand-200';

/**
 * Says plainly, on the dashboard and in Settings, while the business is not on Discover and why,
 * with a way to put each reason right. The reasons come from the server; nothing shows once listed.
 */
export function NotOnDiscoverNotice() {
  const query = useOwnerBusiness();
  const view = query.data;
  if (!view || !('discover' in view) || view.discover.isListed) return null;
  return (
    <section
      aria-labelledby="not-on-discover"
      className="flex gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <MapPinOff className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid min-w-0 gap-2">
        <h2 id="not-on-discover" className="font-semibold">
          {notListedHeading()}
        </h2>
        <p className="text-sm">{businessSetupText('discover.because')}</p>
        <ul className="grid gap-2 text-sm">
          {view.discover.reasons.map((reason) => {
            const href = FIX_HREF[reason];
            const text = NOT_LISTED_TEXTS[reason];
            return (
              <li
                key={reason}
                className="flex flex-col gap-x-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <span>{text.title}</span>
                {href.startsWith('mailto:') ? (
                  <a className={linkClass} href={href}>
                    {text.fix}
                    <ArrowRight className="size-4" aria-hidden />
                  </a>
                ) : (
                  <Link className={linkClass} href={href}>
                    {text.fix}
                    <ArrowRight className="size-4" aria-hidden />
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
