import { formatDate } from '@shared/format/dates';
import { PLATFORM_TIME_ZONE } from '@shared/format/time-zones';
import { EyeOff } from 'lucide-react';
import { BRAND } from '@shared/brand';
import { useOwnerBusiness } from '../business/use-business';
import { rich } from '../../lib/rich-text';
import { deactivatedText } from './messages/deactivated-banner';

/**
 * Tells an owner whose business the platform deactivated why, and what it means: the owner area
 * still works, the public booking page and Discover listing are hidden.
 */
export function DeactivatedBanner() {
  const query = useOwnerBusiness();
  const business = query.data?.business;
  if (!business || business.isActive) return null;
  return (
    <div
      role="status"
      className="border-b border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 sm:px-6 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100"
    >
      <div className="mx-auto flex max-w-5xl gap-3">
        <EyeOff className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="grid min-w-0 gap-1">
          <p className="font-semibold">
            {business.deactivatedAt
              ? deactivatedText('titleOn', {
                  date: formatDate(business.deactivatedAt, PLATFORM_TIME_ZONE),
                })
              : deactivatedText('title')}
          </p>
          {business.deactivatedReason ? (
            <p className="break-words whitespace-pre-line">
              {deactivatedText('reason', { reason: business.deactivatedReason })}
            </p>
          ) : null}
          <p>
            {rich(deactivatedText, 'body', {
              email: (
                <a className="font-medium underline" href={`mailto:${BRAND.supportEmail}`}>
                  {BRAND.supportEmail}
                </a>
              ),
            })}
          </p>
        </div>
      </div>
    </div>
  );
}
