import { Link } from 'wouter';
import {
  CalendarPlus,
  CreditCard,
  Receipt,
  Settings,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

interface QuickAction {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** docs/product/owner-area.md §2 Dashboard: the six quick actions, each opening its screen (and form, with ?action=new). */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'New Booking', href: '/app/bookings?action=new', icon: CalendarPlus },
  { label: 'Create Invoice', href: '/app/invoices?action=new', icon: Receipt },
  { label: 'View Clients', href: '/app/clients', icon: Users },
  { label: 'Manage Services', href: '/app/services?action=new', icon: Sparkles },
  { label: 'Subscription', href: '/app/subscription', icon: CreditCard },
  { label: 'Settings', href: '/app/settings', icon: Settings },
];

export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick actions</CardTitle>
      </CardHeader>
      <CardContent>
        <nav aria-label="Quick actions" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {QUICK_ACTIONS.map(({ label, href, icon: Icon }) => (
            <Link
              key={label}
              href={`~${href}`}
              className="flex min-h-16 flex-col items-start justify-center gap-1.5 rounded-xl border border-line bg-surface p-3 text-sm font-medium transition-colors hover:bg-raised sm:min-h-20"
            >
              <Icon className="size-5 text-brand-600 dark:text-brand-300" aria-hidden />
              {label}
            </Link>
          ))}
        </nav>
      </CardContent>
    </Card>
  );
}
