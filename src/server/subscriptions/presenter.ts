import { findPlan, PLANS } from '@shared/plans';
import { planChoice, type SubscriptionState } from '@shared/subscriptions';
import { localDateAt } from '@shared/zoned-time';
import type { paymentTransactions } from '../db/schema/payments';
import type { BusinessRow } from '../http/context';
import type { BusinessUsage } from './limits';
import type { SubscriptionRow } from './operations';

type PaymentRow = typeof paymentTransactions.$inferSelect;

export function presentSubscription(
  state: SubscriptionState,
  row: SubscriptionRow | null,
  timeZone: string,
) {
  return {
    phase: state.phase,
    planId: state.plan?.id ?? null,
    planName: state.plan?.name ?? null,
    /** The stored status (active, expired, ...); the phase is what it means now. */
    status: row?.status ?? null,
    daysLeft: state.daysLeft,
    isEndingSoon: state.isEndingSoon,
    canRenew: state.canRenew,
    endsAt: state.endsAt?.toISOString() ?? null,
    /** The last moment's date in the business's time zone, as the owner reads it. */
    endsOn: state.endsAt ? localDateAt(state.endsAt, timeZone) : null,
  };
}

export type SubscriptionView = ReturnType<typeof presentSubscription>;

/**
 * A payment still open, so the screen can follow it after a reload. The provider's page is given for
 * a card, and for M-Pesa only the test provider's stand-in prompt (a real prompt is on the phone).
 */
export function presentOpenPayment(payment: PaymentRow | null) {
  if (!payment?.reference || !payment.planType) return null;
  const url = payment.checkoutUrl;
  return {
    reference: payment.reference,
    planId: payment.planType,
    planName: findPlan(payment.planType).name,
    method: payment.channel ?? 'card',
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    checkoutUrl: url && !url.startsWith('prompt:') ? url : null,
    createdAt: payment.createdAt.toISOString(),
  };
}

export function presentSubscriptionPage({
  business,
  row,
  state,
  hasHadTrial,
  usage,
  openPayment,
  isTestMode,
  timeZone,
}: {
  business: BusinessRow;
  row: SubscriptionRow | null;
  state: SubscriptionState;
  hasHadTrial: boolean;
  usage: BusinessUsage;
  openPayment: PaymentRow | null;
  isTestMode: boolean;
  timeZone: string;
}) {
  const hasPlan = state.phase !== 'none';
  return {
    business: { name: business.name, phone: business.phone },
    subscription: presentSubscription(state, row, timeZone),
    hasHadTrial,
    usage: {
      month: usage.month,
      activeStaff: usage.activeStaff,
      bookingsThisMonth: usage.bookingsThisMonth,
      // the row's limits are the catalogue's, copied when the plan was set; none without a plan
      staffLimit: hasPlan ? (row?.staffLimit ?? null) : null,
      bookingsLimit: hasPlan ? (row?.bookingsLimit ?? null) : null,
    },
    plans: PLANS.map((plan) => ({ ...plan, choice: planChoice(plan.id, state, { hasHadTrial }) })),
    openPayment: presentOpenPayment(openPayment),
    isTestMode,
  };
}

export type SubscriptionPageView = ReturnType<typeof presentSubscriptionPage>;
