import { Alert } from '../../components/ui/alert';
import type { SavedPayouts } from './use-payouts';

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
      <Alert tone="success" title="Verified" className={className}>
        Your payout details are verified: client payments are split automatically.
      </Alert>
    );
  if (verification.status === 'failed')
    return (
      <Alert tone="error" title="Saved, but not verified" className={className}>
        {verification.message} Check your details and save again.
      </Alert>
    );
  return (
    <Alert tone="info" title="Saved, awaiting verification" className={className}>
      {verification.message ??
        (payouts.isSetupComplete
          ? 'Your details are checked before the first payout.'
          : 'Add an M-Pesa number, or a bank name and account number, to receive payouts.')}
    </Alert>
  );
}
