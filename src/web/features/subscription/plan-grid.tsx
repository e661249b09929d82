import { Loader2 } from 'lucide-react';
import { PlanCard } from '../../components/plan-card';
import { Button, type ButtonProps } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { subscriptionText } from './messages/subscription-screens';
import type { PlanView } from './use-subscription';

const LOOK: Record<PlanView['choice']['kind'], ButtonProps['variant']> = {
  'start-trial': 'primary',
  subscribe: 'primary',
  upgrade: 'accent',
  renew: 'accent',
  downgrade: 'outline',
  current: 'secondary',
  unavailable: 'secondary',
};

function ChoiceButton({
  plan,
  isWide,
  isBusy,
  onChoose,
}: {
  plan: PlanView;
  isWide: boolean;
  isBusy: boolean;
  onChoose: (plan: PlanView) => void;
}) {
  const { kind, label } = plan.choice;
  const isDisabled = kind === 'current' || kind === 'unavailable' || isBusy;
  return (
    <Button
      variant={LOOK[kind]}
      size="lg"
      disabled={isDisabled}
      // the plan's name is read with a bare 'Subscribe Now', so each button says which plan it is
      aria-describedby={`plan-${plan.id}`}
      onClick={() => onChoose(plan)}
      className={cx('w-full', isWide && 'md:w-auto')}
    >
      {isBusy && kind === 'start-trial' ? <Loader2 className="animate-spin" /> : null}
      {label}
    </Button>
  );
}

/** The five plans from the catalogue, each with its button by rank (the trial across the top). */
export function PlanGrid({
  plans,
  currentPlanId,
  isBusy,
  onChoose,
}: {
  plans: PlanView[];
  currentPlanId: string | null;
  isBusy: boolean;
  onChoose: (plan: PlanView) => void;
}) {
  const card = (plan: PlanView, isWide = false) => (
    <PlanCard
      key={plan.id}
      plan={plan}
      isWide={isWide}
      isCurrent={plan.id === currentPlanId}
      action={<ChoiceButton plan={plan} isWide={isWide} isBusy={isBusy} onChoose={onChoose} />}
    />
  );
  return (
    <section id="plans" aria-labelledby="plans-title" className="grid scroll-mt-20 gap-6">
      <h2 id="plans-title" className="text-lg font-semibold tracking-tight">
        {subscriptionText('plans')}
      </h2>
      {plans.filter((plan) => plan.period === 'one_time').map((plan) => card(plan, true))}
      <div className="grid gap-6 pt-2 sm:grid-cols-2">
        {plans.filter((plan) => plan.period === 'monthly').map((plan) => card(plan))}
      </div>
    </section>
  );
}
