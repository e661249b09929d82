import { formatMoney } from './money';
import { planTexts } from './messages/plans';

/**
 * The one plan catalogue (docs/product/settled-rules.md §5 Plans). The landing page, the subscription screen, the legal
 * pages and the plan limits all read from here.
 */
export const PLAN_IDS = ['trial', 'starter', 'economy', 'medium', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Price in KES minor units (cents). */
  priceMinor: number;
  currency: 'KES';
  period: 'one_time' | 'monthly';
  periodDays: number;
  /** null means unlimited. */
  staffLimit: number | null;
  /** Bookings a month; null means unlimited. */
  bookingsLimit: number | null;
  /** Upgrade order: a higher rank is an upgrade. */
  rank: number;
  isPopular: boolean;
  /** In the current language: read when shown (a getter), never kept from the first reading. */
  summary: string;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'trial',
    // the trial is the one plan whose name is words, not a name: it is said in each language
    get name() {
      return planTexts('trialName');
    },
    priceMinor: 0,
    currency: 'KES',
    period: 'one_time',
    periodDays: 7,
    staffLimit: 3,
    bookingsLimit: 100,
    rank: 0,
    isPopular: false,
    get summary() {
      return planTexts('summary.trial');
    },
  },
  {
    id: 'starter',
    name: 'Starter',
    priceMinor: 399_00,
    currency: 'KES',
    period: 'monthly',
    periodDays: 30,
    staffLimit: 1,
    bookingsLimit: 500,
    rank: 1,
    isPopular: false,
    get summary() {
      return planTexts('summary.starter');
    },
  },
  {
    id: 'economy',
    name: 'Economy',
    priceMinor: 899_00,
    currency: 'KES',
    period: 'monthly',
    periodDays: 30,
    staffLimit: 5,
    bookingsLimit: 1000,
    rank: 2,
    isPopular: false,
    get summary() {
      return planTexts('summary.economy');
    },
  },
  {
    id: 'medium',
    name: 'Business',
    priceMinor: 2_900_00,
    currency: 'KES',
    period: 'monthly',
    periodDays: 30,
    staffLimit: 15,
    bookingsLimit: 5000,
    rank: 3,
    isPopular: true,
    get summary() {
      return planTexts('summary.medium');
    },
  },
  {
    id: 'premium',
    name: 'Enterprise',
    priceMinor: 8_900_00,
    currency: 'KES',
    period: 'monthly',
    periodDays: 30,
    staffLimit: null,
    bookingsLimit: null,
    rank: 4,
    isPopular: false,
    get summary() {
      return planTexts('summary.premium');
    },
  },
];

export function findPlan(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

export const TRIAL_DAYS = findPlan('trial').periodDays;

const countFormat = new Intl.NumberFormat('en-KE');

/** 'Free' for the trial (docs/product/settled-rules.md §5 Plans: it needs no payment), else the price: 'KES 399'. */
export function formatPlanPrice(plan: Plan): string {
  if (plan.priceMinor === 0) return planTexts('free');
  return formatMoney({ amountMinor: plan.priceMinor, currency: plan.currency });
}

/** A staff or booking limit for display: null in the catalogue means no limit. */
export function formatPlanLimit(limit: number | null): string {
  return limit === null ? planTexts('unlimited') : countFormat.format(limit);
}

/** 'one-time · 7 days' for the trial, 'per month' for the others. */
export function formatPlanPeriod(plan: Plan): string {
  return plan.period === 'one_time'
    ? planTexts('oneTime', { days: plan.periodDays })
    : planTexts('perMonth');
}

/**
 * '5,000 a month' or 'Unlimited'. The trial's limit is counted the same way as the others' (bookings
 * dated in one calendar month, docs/decisions/0029), so it reads the same.
 */
export function formatPlanBookings(plan: Plan): string {
  if (plan.bookingsLimit === null) return planTexts('unlimited');
  return planTexts('bookingsAMonth', { count: countFormat.format(plan.bookingsLimit) });
}

const INCLUDED = [
  'page',
  'payments',
  'reminders',
  'clientLink',
  'records',
  'staff',
  'figures',
  'app',
] as const;

/**
 * What every plan has, the trial included: plans differ only in price, active staff and bookings a
 * month (the limits the server enforces from this catalogue), never in features. Each line is
 * something the product does today (docs/decisions/0062). Read when shown, in the current language.
 */
export function everyPlanIncludes(): string[] {
  return INCLUDED.map((line) => planTexts(`includes.${line}`));
}

/**
 * The same lines as a list read where it is used (`EVERY_PLAN_INCLUDES.map(...)`): each reading
 * is in the language current at that moment. everyPlanIncludes() is the plain way.
 */
export const EVERY_PLAN_INCLUDES: { map<T>(each: (line: string, index: number) => T): T[] } = {
  map: (each) => everyPlanIncludes().map(each),
};
