import { subscriptionRules } from './messages/subscription-rules';
import { findPlan, PLANS, type Plan, type PlanId } from './plans';

const DAY_MS = 24 * 60 * 60 * 1000;
/** From this many days before its end a subscription warns, and renewal is offered. */
export const WARNING_DAYS = 3;

/** Each message is read when asked for (a getter or function), in the current language. */
export const SUBSCRIPTION_MESSAGES = {
  get failed() {
    return subscriptionRules('failed');
  },
  get trialStarted() {
    return subscriptionRules('trialStarted');
  },
  get trialUsed() {
    return subscriptionRules('trialUsed');
  },
  upgraded: (plan: string) => subscriptionRules('upgraded', { plan }),
  changed: (plan: string) => subscriptionRules('changed', { plan }),
  subscribed: (plan: string) => subscriptionRules('subscribed', { plan }),
  get current() {
    return subscriptionRules('current');
  },
  get noBusiness() {
    return subscriptionRules('noBusiness');
  },
  get lapsed() {
    return subscriptionRules('lapsed');
  },
};

/** What the server keeps of a business's subscription, as the rules need it. */
export interface SubscriptionFacts {
  planType: PlanId;
  status: 'active' | 'pending' | 'expired' | 'cancelled';
  currentPeriodEnd: Date;
  trialEndsAt: Date | null;
}

export type SubscriptionPhase = 'none' | 'trial' | 'active' | 'expired';

export interface SubscriptionState {
  phase: SubscriptionPhase;
  plan: Plan | null;
  /** Whole days left, rounded up (a trial with 2 h left has 1 day left); 0 once ended. */
  daysLeft: number;
  /** 3 days or fewer, above 0. */
  isEndingSoon: boolean;
  /** Whether paying for the current plan again is offered (the last 3 days, or after it ended). */
  canRenew: boolean;
  endsAt: Date | null;
}

/** Counts as active when its status is active and its period has not ended (the spec's rule). */
/** When the subscription's paid or trial time ends. */
export function subscriptionEnd(sub: SubscriptionFacts): Date {
  return sub.planType === 'trial'
    ? (sub.trialEndsAt ?? sub.currentPeriodEnd)
    : sub.currentPeriodEnd;
}

export function isSubscriptionActive(sub: SubscriptionFacts | null, now: Date): boolean {
  if (!sub || sub.status !== 'active') return false;
  return subscriptionEnd(sub).getTime() > now.getTime();
}

export function subscriptionState(sub: SubscriptionFacts | null, now: Date): SubscriptionState {
  if (!sub) {
    return {
      phase: 'none',
      plan: null,
      daysLeft: 0,
      isEndingSoon: false,
      canRenew: false,
      endsAt: null,
    };
  }
  const plan = findPlan(sub.planType);
  const endsAt = subscriptionEnd(sub);
  const daysLeft = Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));
  const isActive = isSubscriptionActive(sub, now);
  const phase: SubscriptionPhase = !isActive
    ? 'expired'
    : sub.planType === 'trial'
      ? 'trial'
      : 'active';
  const isEndingSoon = isActive && daysLeft <= WARNING_DAYS;
  return {
    phase,
    plan,
    daysLeft: isActive ? daysLeft : 0,
    isEndingSoon,
    canRenew: sub.planType !== 'trial' && (isEndingSoon || !isActive),
    endsAt,
  };
}

/**
 * Where a verified payment for a plan puts the period's end: its period from the payment, so an
 * upgrade (or any change) takes effect at once; a renewal of the same plan while it still runs adds
 * the period to its current end, so paying early loses no days.
 */
export function periodEndAfterPayment(
  sub: SubscriptionFacts | null,
  planId: PlanId,
  paidAt: Date,
): Date {
  const days = findPlan(planId).periodDays;
  const isRenewal = sub !== null && sub.planType === planId && isSubscriptionActive(sub, paidAt);
  const from = isRenewal ? sub.currentPeriodEnd : paidAt;
  return new Date(from.getTime() + days * DAY_MS);
}

/** A plan button's action, and its label in the language of the request that asked. */
export type PlanChoice = {
  kind: 'start-trial' | 'subscribe' | 'upgrade' | 'downgrade' | 'renew' | 'current' | 'unavailable';
  label: string;
};

/**
 * What a plan card's button does for this business (the spec's ranking: a higher rank is an upgrade).
 * The trial is once per business and owner; an ended plan is renewed, and a lapsed business chooses
 * again as one without a plan.
 */
export function planChoice(
  target: PlanId,
  state: SubscriptionState,
  { hasHadTrial }: { hasHadTrial: boolean },
): PlanChoice {
  const plan = findPlan(target);
  if (target === 'trial') {
    if (state.phase === 'trial')
      return { kind: 'current', label: subscriptionRules('choice.current') };
    if (hasHadTrial) return { kind: 'unavailable', label: subscriptionRules('choice.trialUsed') };
    // a trial would cut short a paid period the business already has
    if (state.phase === 'active')
      return { kind: 'unavailable', label: subscriptionRules('choice.trialUnavailable') };
    return { kind: 'start-trial', label: subscriptionRules('choice.startTrial') };
  }
  const current = state.plan;
  if (!current || state.phase === 'expired' || state.phase === 'none') {
    if (current && current.id === target)
      return { kind: 'renew', label: subscriptionRules('choice.reactivate') };
    return { kind: 'subscribe', label: subscriptionRules('choice.subscribe') };
  }
  if (current.id === target) {
    return state.canRenew
      ? { kind: 'renew', label: subscriptionRules('choice.renew', { plan: plan.name }) }
      : { kind: 'current', label: subscriptionRules('choice.current') };
  }
  if (current.id === 'trial' || plan.rank > current.rank) {
    return { kind: 'upgrade', label: subscriptionRules('choice.upgrade', { plan: plan.name }) };
  }
  return { kind: 'downgrade', label: subscriptionRules('choice.downgrade', { plan: plan.name }) };
}

/** The toast after a paid plan's payment is verified. */
export function paidPlanMessage(choice: PlanChoice['kind'], planName: string): string {
  if (choice === 'upgrade') return SUBSCRIPTION_MESSAGES.upgraded(planName);
  if (choice === 'downgrade') return SUBSCRIPTION_MESSAGES.changed(planName);
  return SUBSCRIPTION_MESSAGES.subscribed(planName);
}

export const PAID_PLANS: readonly Plan[] = PLANS.filter((plan) => plan.id !== 'trial');
