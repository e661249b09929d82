import { Alert } from '../../components/ui/alert';
import type { SavedPayouts } from './use-payouts';
import { payoutsText } from './messages/payouts-screens';

/**
 * What became of the details just saved. They are kept whatever the payment provider said, so a
 * refusal is shown as a problem to fix, not as a failed save.
 */
export function VerificationResult({
  saved,
  className,
}: {
  saved: SavedPayouts;
  className?: string;
}) {
  const { payouts, verification } = saved;
  if (verification.status === 'verified')
    return (
      <Alert tone="success" title={payoutsText('result.verified')} className={className}>
        {payoutsText('result.verifiedBody')}
      </Alert>
    );
  if (verification.status === 'failed')
    return (
      <Alert tone="error" title={payoutsText('result.failed')} className={className}>
        {payoutsText('result.failedBody', { reason: verification.message })}
      </Alert>
    );
  return (
    <Alert tone="info" title={payoutsText('result.awaiting')} className={className}>
      {verification.message ??
        (payouts.isSetupComplete
          ? payoutsText('result.checkedFirst')
          : payoutsText('result.addDetails'))}
    </Alert>
  );
}
