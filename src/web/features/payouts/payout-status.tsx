import { Badge } from '../../components/ui/badge';
import type { PayoutsView } from './use-payouts';
import { payoutsText } from './messages/payouts-screens';

/** 'Setup Complete' once the business can be paid somewhere (docs/product/owner-area.md §4 States). */
export function SetupBadge({ view }: { view: PayoutsView }) {
  return view.payouts.isSetupComplete ? (
    <Badge tone="success">{payoutsText('badge.complete')}</Badge>
  ) : (
    <Badge tone="warning">{payoutsText('badge.required')}</Badge>
  );
}

/** Details are checked before money is sent to them; saving new ones starts the check again. */
export function VerifiedBadge({ view }: { view: PayoutsView }) {
  return view.payouts.isVerified ? (
    <Badge tone="success">{payoutsText('badge.verified')}</Badge>
  ) : (
    <Badge tone="neutral">{payoutsText('badge.awaiting')}</Badge>
  );
}
