import { useEffect, useId, useRef, useState } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { Link } from 'wouter';
import { BRAND } from '@shared/brand';
import { EVERY_PLAN_INCLUDES, formatPlanPrice, PLANS, type Plan } from '@shared/plans';
import { PlanCard } from '../../components/plan-card';
import { Button } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { useBrowserValue } from './use-hydrated';
import { SectionHeading } from './section-heading';
import { landingText } from './messages/landing-page';

const oneTimePlans = PLANS.filter((plan) => plan.period === 'one_time');
const monthlyPlans = PLANS.filter((plan) => plan.period === 'monthly');
const cheapestMonthly = monthlyPlans.reduce<(typeof PLANS)[number] | undefined>(
  (cheapest, plan) => (!cheapest || plan.priceMinor < cheapest.priceMinor ? plan : cheapest),
  undefined,
);

function GetStarted({ plan, isWide = false }: { plan: Plan; isWide?: boolean }) {
  return (
    <Button
      asChild
      variant={plan.isPopular ? 'accent' : 'outline'}
      className={cx('w-full', isWide && 'md:w-auto')}
    >
      <Link href="/auth" aria-label={landingText('pricing.getStartedWith', { plan: plan.name })}>
        {landingText('pricing.getStarted')}
      </Link>
    </Button>
  );
}

const isPricingLink = () => window.location.hash === '#pricing';

/** The plans stay folded until asked for, so the page reads as a story first and a price list second. */
export function PricingSection() {
  // a link to /#pricing (the terms page has one) arrives with the plans open and in view; the
  // server never sees the hash, so the page opens them once hydrated
  const isAskedFor = useBrowserValue(isPricingLink, false);
  const [choice, setOpen] = useState<boolean | null>(null);
  const isOpen = choice ?? isAskedFor;
  const regionId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (isAskedFor) sectionRef.current?.scrollIntoView();
  }, [isAskedFor]);
  return (
    <section
      ref={sectionRef}
      id="pricing"
      aria-labelledby="pricing-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6 sm:py-24"
    >
      <SectionHeading
        id="pricing-title"
        eyebrow={landingText('pricing.eyebrow')}
        title={landingText('pricing.title')}
      >
        {cheapestMonthly
          ? landingText('pricing.leadFrom', { price: formatPlanPrice(cheapestMonthly) })
          : landingText('pricing.lead')}
      </SectionHeading>
      <div className="mt-8 flex justify-center">
        <Button
          variant="outline"
          size="lg"
          aria-expanded={isOpen}
          aria-controls={regionId}
          onClick={() => setOpen(!isOpen)}
        >
          {landingText(isOpen ? 'pricing.hide' : 'pricing.show')}
          <ChevronDown className={cx('transition-transform', isOpen && 'rotate-180')} aria-hidden />
        </Button>
      </div>
      <div
        id={regionId}
        role="region"
        aria-label={landingText('pricing.label')}
        hidden={!isOpen}
        className="mt-10"
      >
        <div className="grid gap-6">
          {oneTimePlans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} isWide action={<GetStarted plan={plan} isWide />} />
          ))}
          <div className="grid gap-6 pt-2 sm:grid-cols-2 lg:grid-cols-4">
            {monthlyPlans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} action={<GetStarted plan={plan} />} />
            ))}
          </div>
        </div>
        <div className="mt-10 rounded-card border border-line bg-surface p-6">
          <h3 className="font-semibold">
            {landingText('pricing.everyPlan', { brand: BRAND.name })}
          </h3>
          <p className="mt-1 text-sm text-muted">{landingText('pricing.differ')}</p>
          <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
            {EVERY_PLAN_INCLUDES.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check
                  className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300"
                  aria-hidden
                />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-8 text-center text-sm text-muted">
          {landingText('pricing.fee', { brand: BRAND.name })}
        </p>
      </div>
    </section>
  );
}
