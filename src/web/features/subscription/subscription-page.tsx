import { useState } from 'react';
import { Building2, Hourglass } from 'lucide-react';
import { Link } from 'wouter';
import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions';
import { PlansTable } from '../../components/plans-table';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api-error';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { CurrentPlanCard } from './current-plan-card';
import { PaymentOptionsCard } from './payment-options-card';
import { PlanCheckout } from './plan-checkout';
import { PlanGrid } from './plan-grid';
import { subscriptionText } from './messages/subscription-screens';
import { usePaymentReturn } from './use-payment-follow';
import {
  useRefreshSubscription,
  useStartTrial,
  useSubscription,
  type PlanView,
  type SubscriptionPage as PageView,
} from './use-subscription';

function BusinessSetupRequired() {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-12 text-center">
        <Building2 className="size-10 text-muted" aria-hidden />
        <h2 className="text-lg font-semibold">{SUBSCRIPTION_MESSAGES.noBusiness}</h2>
        <p className="max-w-sm text-muted">{subscriptionText('setup.text')}</p>
        <Button asChild>
          <Link href="~/app/settings">{subscriptionText('setup.action')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function PageSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion className="grid gap-6" label={label}>
      <Skeleton className="h-52 rounded-card" />
      <Skeleton className="h-36 rounded-card" />
      <div className="grid gap-6 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-96 rounded-card" />
        ))}
      </div>
    </LoadingRegion>
  );
}

function OpenPaymentNote({ page }: { page: PageView }) {
  const open = page.openPayment;
  if (!open) return null;
  return (
    <Alert tone="info" title={subscriptionText('openPayment.title', { plan: open.planName })}>
      <span className="inline-flex items-center gap-1.5">
        <Hourglass className="size-4 shrink-0" aria-hidden />
        {subscriptionText('openPayment.text')}
      </span>
    </Alert>
  );
}

function Plans({ page }: { page: PageView }) {
  const [chosen, setChosen] = useState<PlanView | null>(null);
  const trial = useStartTrial();
  const refresh = useRefreshSubscription();
  const { subscription: sub } = page;
  const planOf = (id: string | null) => page.plans.find((plan) => plan.id === id) ?? null;
  const choose = (plan: PlanView) => {
    if (plan.choice.kind === 'start-trial') trial.mutate();
    else if (plan.choice.kind !== 'current' && plan.choice.kind !== 'unavailable') setChosen(plan);
  };
  const renewCurrent = () => {
    const current = planOf(sub.planId);
    if (current && current.choice.kind === 'renew') setChosen(current);
  };
  const reactivate = () => {
    const current = planOf(sub.planId);
    if (current && current.choice.kind === 'renew') return setChosen(current);
    document.getElementById('plans')?.scrollIntoView({ behavior: 'smooth' });
  };

  const isRunning = sub.phase === 'trial' || sub.phase === 'active';
  if (chosen) {
    return (
      <PlanCheckout
        plan={chosen}
        isPlanRunning={isRunning}
        businessPhone={page.business.phone}
        onBack={() => setChosen(null)}
        onSettled={() => {
          setChosen(null);
          void refresh();
        }}
      />
    );
  }
  return (
    <>
      <CurrentPlanCard page={page} onRenew={renewCurrent} onReactivate={reactivate} />
      <OpenPaymentNote page={page} />
      <PaymentOptionsCard isTestMode={page.isTestMode} />
      <PlanGrid
        plans={page.plans}
        currentPlanId={isRunning ? sub.planId : null}
        isBusy={trial.isPending}
        onChoose={choose}
      />
      <section aria-labelledby="plan-details-title" className="grid gap-4">
        <h2 id="plan-details-title" className="text-lg font-semibold tracking-tight">
          {subscriptionText('details')}
        </h2>
        <PlansTable className="bg-surface" />
      </section>
    </>
  );
}

/** /app/subscription: the plan, the trial, and paying for a plan by M-Pesa or card. */
export function SubscriptionPage() {
  const query = useSubscription();
  const isReturning = usePaymentReturn();
  const noBusiness = query.error instanceof ApiRequestError && query.error.code === 'no_business';
  return (
    <OwnerMain>
      <PageHeader title={subscriptionText('title')} subtitle={subscriptionText('subtitle')} />
      {query.isPending || isReturning ? (
        <PageSkeleton label={subscriptionText(isReturning ? 'confirming' : 'loading')} />
      ) : noBusiness ? (
        <BusinessSetupRequired />
      ) : !query.data ? (
        <Card>
          <CardContent className="grid justify-items-start gap-3">
            <p className="font-medium">{subscriptionText('loadFailed')}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              {subscriptionText('tryAgain')}
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Plans page={query.data} />
      )}
    </OwnerMain>
  );
}
