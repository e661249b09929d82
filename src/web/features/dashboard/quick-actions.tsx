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
import { dashboardText } from './messages/owner-dashboard';

interface QuickAction {
  /** Its words, read when drawn. */
  label: () => string;
  href: string;
  icon: LucideIcon;
}

/** docs/product/owner-area.md §2 Dashboard: the six quick actions, each opening its screen (and form, with ?action=new). */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    label: () => dashboardText('quick.newBooking'),
    href: '/app/bookings?action=new',
    icon: CalendarPlus,
  },
  { label: () => dashboardText('quick.invoice'), href: '/app/invoices?action=new', icon: Receipt },
  { label: () => dashboardText('quick.clients'), href: '/app/clients', icon: Users },
  {
    label: () => dashboardText('quick.services'),
    href: '/app/services?action=new',
    icon: Sparkles,
  },
  { label: () => dashboardText('quick.subscription'), href: '/app/subscription', icon: CreditCard },
  { label: () => dashboardText('quick.settings'), href: '/app/settings', icon: Settings },
];

export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{dashboardText('quick.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <nav
          aria-label={dashboardText('quick.title')}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3"
        >
          {QUICK_ACTIONS.map(({ label, href, icon: Icon }) => (
            <Link
              key={href}
              href={`~${href}`}
              className="flex min-h-16 flex-col items-start justify-center gap-1.5 rounded-xl border border-line bg-surface p-3 text-sm font-medium transition-colors hover:bg-raised sm:min-h-20"
            >
              <Icon className="size-5 text-brand-600 dark:text-brand-300" aria-hidden />
              {label()}
            </Link>
          ))}
        </nav>
      </CardContent>
    </Card>
  );
}
