import { formatMoney } from './money';

/**
 * The one plan catalogue (DECISIONS.md 'Plans'). The landing page, the subscription screen, the legal
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
  summary: string;
  features: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'trial',
    name: 'Free Trial',
    priceMinor: 0,
    currency: 'KES',
    period: 'one_time',
    periodDays: 7,
    staffLimit: 3,
    bookingsLimit: 100,
    rank: 0,
    isPopular: false,
    summary: 'Try everything for 7 days. No card needed.',
    features: [
      'Up to 3 staff',
      '100 bookings',
      'Public booking page and QR code',
      'M-Pesa and card payments',
    ],
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
    summary: 'For a one-person business getting organised.',
    features: [
      '1 staff member',
      '500 bookings a month',
      'Booking page and QR code',
      'Client list and invoices',
    ],
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
    summary: 'For a small team with a steady flow of clients.',
    features: ['Up to 5 staff', '1,000 bookings a month', 'Staff attendance register', 'Reminders'],
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
    summary: 'For busy businesses that want every tool.',
    features: [
      'Up to 15 staff',
      '5,000 bookings a month',
      'Custom branding',
      'Advanced analytics',
      'Priority support',
    ],
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
    summary: 'For groups with several branches.',
    features: [
      'Unlimited staff',
      'Unlimited bookings',
      'Multi-location',
      'API access',
      'White-label',
    ],
  },
];

export function findPlan(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

export const TRIAL_DAYS = findPlan('trial').periodDays;

const countFormat = new Intl.NumberFormat('en-KE');

/** 'Free' for the trial (DECISIONS.md: it needs no payment), else the price: 'KES 399'. */
export function formatPlanPrice(plan: Plan): string {
  if (plan.priceMinor === 0) return 'Free';
  return formatMoney({ amountMinor: plan.priceMinor, currency: plan.currency });
}

/** A staff or booking limit for display: null in the catalogue means no limit. */
export function formatPlanLimit(limit: number | null): string {
  return limit === null ? 'Unlimited' : countFormat.format(limit);
}

/** 'one-time · 7 days' for the trial, 'per month' for the others. */
export function formatPlanPeriod(plan: Plan): string {
  return plan.period === 'one_time' ? `one-time · ${plan.periodDays} days` : 'per month';
}

/** '5,000 a month', '100 in 7 days' or 'Unlimited'. */
export function formatPlanBookings(plan: Plan): string {
  if (plan.bookingsLimit === null) return 'Unlimited';
  const period = plan.period === 'one_time' ? `in ${plan.periodDays} days` : 'a month';
  return `${countFormat.format(plan.bookingsLimit)} ${period}`;
}
