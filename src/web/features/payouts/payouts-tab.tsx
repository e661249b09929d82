import { Banknote } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { PayoutForm } from './payout-form';
import { SetupBadge, VerifiedBadge } from './payout-status';
import { PAYOUT_TOASTS, usePayouts, type PayoutsView } from './use-payouts';
import { payoutsText } from './messages/payouts-screens';

function paystackNote({ payouts, paystack }: PayoutsView): string {
  if (payouts.hasPaystackSubaccount) return payoutsText('status.splitActive');
  if (paystack.enabled) return payoutsText('status.splitOnSave');
  return payoutsText('status.adminChecks');
}

function StatusCard({ view }: { view: PayoutsView }) {
  return (
    <Card>
      <CardContent className="flex gap-4">
        <div className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 sm:inline-flex dark:bg-brand-900/50 dark:text-brand-300">
          <Banknote className="size-6" aria-hidden />
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="mr-1 text-lg font-semibold">{payoutsText('status.title')}</h2>
            <SetupBadge view={view} />
            <VerifiedBadge view={view} />
          </div>
          <p className="text-sm text-muted">{payoutsText('status.share')}</p>
          <p className="text-sm text-muted">{paystackNote(view)}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function PayoutsSkeleton() {
  return (
    <div className="grid gap-6" aria-label={payoutsText('loading')}>
      <Skeleton className="h-32 rounded-card" />
      <Skeleton className="h-96 rounded-card" />
    </div>
  );
}

/** Where the business's 95% goes: M-Pesa, Airtel Money or a bank account, and whether it is checked. */
export function PayoutsTab() {
  const query = usePayouts();
  if (query.isPending) return <PayoutsSkeleton />;
  if (!query.data) {
    return (
      <Card>
        <CardContent className="grid justify-items-start gap-3">
          <p className="font-medium">{PAYOUT_TOASTS.loadFailed}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {payoutsText('tryAgain')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-6">
      <StatusCard view={query.data} />
      <Card>
        <CardHeader>
          <CardTitle>{payoutsText('details.title')}</CardTitle>
          <CardDescription>{payoutsText('details.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <PayoutForm view={query.data} />
        </CardContent>
      </Card>
    </div>
  );
}
