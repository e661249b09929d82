import {
  BarChart3,
  CalendarDays,
  ClipboardCheck,
  CreditCard,
  LayoutDashboard,
  Map,
  Receipt,
  Settings,
  Sparkles,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';
import { PageHeader } from './page-header';
import type { OwnerPageId } from './owner-pages';
import { OwnerMain } from './owner-main';

export interface PagePlan {
  title: string;
  subtitle: string;
  icon: LucideIcon;
  /** What the finished screen lets the owner do. */
  capabilities: string[];
}

export const PAGE_PLANS: Record<OwnerPageId, PagePlan> = {
  dashboard: {
    title: 'Dashboard',
    subtitle: 'Your business at a glance',
    icon: LayoutDashboard,
    capabilities: [
      'Bookings and revenue for today, this week, month or year',
      'Quick actions: new booking, invoice, clients, services',
      'Export bookings, clients and staff to CSV',
      'Your current plan and how much of it you have used',
    ],
  },
  services: {
    title: 'Services',
    subtitle: 'Manage your services with global currency support',
    icon: Sparkles,
    capabilities: [
      'Publish services with prices, durations and up to 5 photos',
      'Switch services on and off without losing their bookings',
      'Set your business hours and payment setup',
      'Download, print or share your booking QR code',
    ],
  },
  bookings: {
    title: 'Booking Management',
    subtitle: 'Every booking, from request to completion',
    icon: CalendarDays,
    capabilities: [
      'See upcoming and past bookings in order of date and time',
      'Confirm, complete or cancel a booking in one tap',
      'Export bookings to CSV',
    ],
  },
  clients: {
    title: 'Clients',
    subtitle: 'Manage your client database',
    icon: Users,
    capabilities: [
      'Add and edit clients',
      'See each client’s booking history',
      'Export clients to CSV',
    ],
  },
  staff: {
    title: 'Staff Management',
    subtitle: 'Your team, their shifts and specialties',
    icon: UserCog,
    capabilities: [
      'Add staff members with shifts and specialties',
      'Mark staff active or inactive',
      'Export staff to CSV',
    ],
  },
  invoices: {
    title: 'Invoices',
    subtitle: 'Manage your business invoices and payments',
    icon: Receipt,
    capabilities: [
      'Create invoices for your clients',
      'Send them and mark them paid',
      'See overdue invoices at once',
    ],
  },
  settings: {
    title: 'Settings',
    subtitle: 'Your business profile, location, payouts and preferences',
    icon: Settings,
    capabilities: [
      'Business profile and logo',
      'Location on the map and service radius',
      'Payouts to M-Pesa or a bank account, and your earnings',
      'Booking rules and notification preferences',
    ],
  },
  subscription: {
    title: 'Subscription Plans',
    subtitle: 'Choose the plan that fits your business',
    icon: CreditCard,
    capabilities: [
      'See your current plan and its limits',
      'Upgrade or change plan, paid by M-Pesa or card',
    ],
  },
  'staff-dashboard': {
    title: 'Staff Dashboard',
    subtitle: 'Each team member’s upcoming bookings and attendance',
    icon: BarChart3,
    capabilities: [
      'A summary card for every active staff member',
      'Their next 5 bookings and last 5 attendance records',
    ],
  },
  'staff-attendance': {
    title: 'Staff Attendance',
    subtitle: 'Digital work attendance register for your team',
    icon: ClipboardCheck,
    capabilities: [
      'Sign staff in and out, even while offline',
      'Daily register and reports of hours worked',
      'Export attendance to CSV',
    ],
  },
  discover: {
    title: 'Discover',
    subtitle: 'See how your business appears on the map',
    icon: Map,
    capabilities: [
      'Browse businesses near you on the map',
      'Check how your own listing looks to clients',
    ],
  },
};

export function OwnerPlaceholder({ plan, children }: { plan: PagePlan; children?: ReactNode }) {
  const Icon = plan.icon;
  return (
    <OwnerMain>
      <PageHeader title={plan.title} subtitle={plan.subtitle} />
      <Card>
        <CardContent className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-start">
          <div className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300">
            <Icon className="size-7" />
          </div>
          <div className="grid gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-semibold">What you will do here</h2>
              <Badge tone="accent">In progress</Badge>
            </div>
            <ul className="grid gap-2 text-muted">
              {plan.capabilities.map((capability) => (
                <li key={capability} className="flex gap-2">
                  <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
                  {capability}
                </li>
              ))}
            </ul>
          </div>
        </CardContent>
      </Card>
      {children}
    </OwnerMain>
  );
}

export function OwnerPage({ id }: { id: OwnerPageId }) {
  return <OwnerPlaceholder plan={PAGE_PLANS[id]} />;
}
