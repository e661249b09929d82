import { formatDateTime } from '@shared/format/dates';
import { PLATFORM_TIME_ZONE } from '@shared/format/time-zones';
import { ShieldCheck, Wallet } from 'lucide-react';
import { canDo } from '@shared/roles';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { CardsLoading } from '../../components/load-state';
import { usePendingPayouts, useVerifyPayouts, type PendingPayouts } from './use-admin';
import { adminText } from './messages/admin-screens';

type Pending = PendingPayouts['payouts'][number];

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-medium break-words tabular-nums">{value}</dd>
    </div>
  );
}

function PayoutCard({ payouts, canVerify }: { payouts: Pending; canVerify: boolean }) {
  const verify = useVerifyPayouts();
  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="text-base font-semibold break-words">{payouts.businessName}</h3>
            <p className="text-sm break-words text-muted">{payouts.ownerEmail}</p>
            <p className="text-xs text-muted">
              {adminText('payouts.saved', {
                date: formatDateTime(payouts.updatedAt, PLATFORM_TIME_ZONE),
              })}
            </p>
          </div>
          {payouts.businessIsActive ? null : (
            <Badge tone="danger">{adminText('payouts.businessInactive')}</Badge>
          )}
        </div>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          <Detail label={adminText('payouts.mpesa')} value={payouts.mpesaNumber} />
          <Detail label={adminText('payouts.airtel')} value={payouts.airtelNumber} />
          <Detail label={adminText('payouts.bank')} value={payouts.bankName} />
          <Detail label={adminText('payouts.account')} value={payouts.bankAccountNumber} />
          <Detail label={adminText('payouts.holder')} value={payouts.accountHolderName} />
        </dl>
        {canVerify ? (
          <Button
            className="justify-self-start"
            disabled={verify.isPending}
            onClick={() =>
              verify.mutate({ businessId: payouts.businessId, version: payouts.version })
            }
          >
            <ShieldCheck />
            {verify.isPending ? adminText('payouts.verifying') : adminText('payouts.markVerified')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Payout details owners saved and nobody has checked yet, the longest waiting first. */
export function PayoutsPanel({ roles }: { roles: readonly string[] }) {
  const query = usePendingPayouts();
  if (query.isPending) return <CardsLoading />;
  if (query.isError) return <p className="text-muted">{adminText('payouts.loadFailed')}</p>;
  const { payouts, total, isPaystack } = query.data;
  return (
    <div className="grid gap-4">
      {isPaystack ? (
        <Alert tone="info" title={adminText('payouts.paystackTitle')}>
          {adminText('payouts.paystackBody')}
        </Alert>
      ) : (
        <p className="text-sm text-muted">{adminText('payouts.howTo')}</p>
      )}
      {payouts.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-2 py-12 text-center">
            <Wallet className="size-10 text-muted" aria-hidden />
            <h3 className="text-lg font-semibold">{adminText('payouts.emptyTitle')}</h3>
            <p className="max-w-sm text-muted">{adminText('payouts.emptyBody')}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {total === payouts.length
              ? adminText('payouts.waiting', { total })
              : adminText('payouts.waitingLongest', { shown: payouts.length, total })}
          </p>
          <div className="grid gap-3">
            {payouts.map((row) => (
              <PayoutCard
                key={row.businessId}
                payouts={row}
                canVerify={canDo(roles, 'verify') && !isPaystack}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
