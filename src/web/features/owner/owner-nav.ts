import {
  CalendarDays,
  ClipboardCheck,
  CreditCard,
  Home,
  LayoutDashboard,
  ListOrdered,
  Receipt,
  Settings,
  ShieldCheck,
  Sparkles,
  Star,
  UserCog,
  UsersRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { shellText } from './messages/owner-shell';

export interface NavItem {
  to: string;
  /** Its words, read when the menu is drawn (so in the language of that moment). */
  label: () => string;
  icon: LucideIcon;
}

/** The side menu (Sign out is added by the menu itself). */
export const SIDE_MENU: readonly NavItem[] = [
  { to: '/app/dashboard', label: () => shellText('nav.dashboard'), icon: LayoutDashboard },
  { to: '/app/services', label: () => shellText('nav.services'), icon: Sparkles },
  { to: '/app/bookings', label: () => shellText('nav.bookings'), icon: CalendarDays },
  { to: '/app/waitlist', label: () => shellText('nav.waitlist'), icon: ListOrdered },
  { to: '/app/clients', label: () => shellText('nav.clients'), icon: Users },
  { to: '/app/staff', label: () => shellText('nav.staff'), icon: UserCog },
  { to: '/app/staff-attendance', label: () => shellText('nav.attendance'), icon: ClipboardCheck },
  { to: '/app/staff-dashboard', label: () => shellText('nav.staffDashboard'), icon: UsersRound },
  { to: '/app/invoices', label: () => shellText('nav.invoices'), icon: Receipt },
  { to: '/app/reviews', label: () => shellText('nav.reviews'), icon: Star },
  { to: '/app/settings', label: () => shellText('nav.settings'), icon: Settings },
  { to: '/app/subscription', label: () => shellText('nav.subscription'), icon: CreditCard },
];

/** The bottom tab bar on screens narrower than 768 px. */
export const TAB_BAR: readonly NavItem[] = [
  { to: '/app/dashboard', label: () => shellText('nav.home'), icon: Home },
  { to: '/app/services', label: () => shellText('nav.services'), icon: Sparkles },
  { to: '/app/bookings', label: () => shellText('nav.bookings'), icon: CalendarDays },
  { to: '/app/clients', label: () => shellText('nav.clients'), icon: Users },
  { to: '/app/settings', label: () => shellText('nav.settings'), icon: Settings },
];

/** Added to the side menu for admins and moderators only (the server guards the area itself). */
export const ADMIN_ITEM: NavItem = {
  to: '/app/admin',
  label: () => shellText('nav.admin'),
  icon: ShieldCheck,
};
