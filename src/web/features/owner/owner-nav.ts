import {
  CalendarDays,
  ClipboardCheck,
  CreditCard,
  Home,
  LayoutDashboard,
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

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The side menu (Sign out is added by the menu itself). */
export const SIDE_MENU: readonly NavItem[] = [
  { to: '/app/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/app/services', label: 'Services', icon: Sparkles },
  { to: '/app/bookings', label: 'Bookings', icon: CalendarDays },
  { to: '/app/clients', label: 'Clients', icon: Users },
  { to: '/app/staff', label: 'Staff', icon: UserCog },
  { to: '/app/staff-attendance', label: 'Staff Attendance', icon: ClipboardCheck },
  { to: '/app/staff-dashboard', label: 'Staff Dashboard', icon: UsersRound },
  { to: '/app/invoices', label: 'Invoices', icon: Receipt },
  { to: '/app/reviews', label: 'Reviews', icon: Star },
  { to: '/app/settings', label: 'Settings', icon: Settings },
  { to: '/app/subscription', label: 'Subscription', icon: CreditCard },
];

/** The bottom tab bar on screens narrower than 768 px. */
export const TAB_BAR: readonly NavItem[] = [
  { to: '/app/dashboard', label: 'Home', icon: Home },
  { to: '/app/services', label: 'Services', icon: Sparkles },
  { to: '/app/bookings', label: 'Bookings', icon: CalendarDays },
  { to: '/app/clients', label: 'Clients', icon: Users },
  { to: '/app/settings', label: 'Settings', icon: Settings },
];

/** Added to the side menu for admins and moderators only (the server guards the area itself). */
export const ADMIN_ITEM: NavItem = { to: '/app/admin', label: 'Admin', icon: ShieldCheck };
