import { useState, type ReactNode } from 'react';
import { Home, LogOut, Menu } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { AUTH_TOASTS } from '@shared/auth-messages';
import { Logo } from '../../components/logo';
import { ThemeToggle } from '../../components/theme-toggle';
import { Button } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { Sheet, SheetContent } from '../../components/ui/dialog';
import { authClient } from '../../lib/auth-client';
import { forgetOfflineCache } from './offline-cache';
import { forgetMe, type Me } from '../../lib/session';
import { AccountLanguage } from './account-language';
import { markSessionChanged } from '../../lib/session-epoch';
import { toast } from '../../lib/toast';
import { hasAdminArea } from '@shared/roles';
import { DeactivatedBanner } from '../admin/deactivated-banner';
import { ConnectionBanner } from '../attendance/connection-banner';
import { LapsedBanner } from '../subscription/lapsed-banner';
import { StatusWidget } from '../status/status-widget';
import { ADMIN_ITEM, SIDE_MENU, TAB_BAR } from './owner-nav';
import { TouchNavigation } from './touch-navigation';
import { WaitingForConnection } from './waiting-for-connection';
import { shellText } from './messages/owner-shell';

function useSignOut() {
  const [, navigate] = useLocation();
  return async () => {
    try {
      await authClient.signOut();
      forgetMe();
      forgetOfflineCache();
      markSessionChanged();
      toast.success(AUTH_TOASTS.signedOut);
      navigate('/auth', { replace: true });
    } catch {
      toast.error(AUTH_TOASTS.signOutFailed);
    }
  };
}

function SideMenu({ me, onNavigate }: { me: Me; onNavigate?: () => void }) {
  const signOut = useSignOut();
  const items = hasAdminArea(me.roles) ? [...SIDE_MENU, ADMIN_ITEM] : SIDE_MENU;
  return (
    <nav aria-label={shellText('menu.label')} className="grid gap-1">
      {items.map(({ to, label, icon: Icon }) => (
        <Link
          key={to}
          href={to}
          onClick={onNavigate}
          className={(isActive) =>
            cx(
              'flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors',
              isActive
                ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/50 dark:text-brand-200'
                : 'text-muted hover:bg-raised hover:text-fg',
            )
          }
        >
          <Icon className="size-5" />
          {label()}
        </Link>
      ))}
      <button
        type="button"
        onClick={() => {
          onNavigate?.();
          void signOut();
        }}
        className="mt-2 flex h-11 items-center gap-3 rounded-xl px-3 text-left text-sm font-medium text-muted hover:bg-raised hover:text-fg"
      >
        <LogOut className="size-5" />
        {shellText('menu.signOut')}
      </button>
    </nav>
  );
}

function TabBar() {
  return (
    <nav
      aria-label={shellText('menu.tabs')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className="grid grid-cols-5">
        {TAB_BAR.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              href={to}
              className={(isActive) =>
                cx(
                  'flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium',
                  isActive ? 'text-brand-700 dark:text-brand-300' : 'text-muted',
                )
              }
            >
              <Icon className="size-5" />
              {label()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The owner shell: a side menu from 768 px up; a top bar, a menu sheet and a bottom tab bar below. */
function Account({ me }: { me: Me }) {
  return (
    <div className="min-w-0 px-3">
      <p className="truncate text-sm font-medium">{me.user.name}</p>
      <p className="truncate text-xs text-muted">{me.user.email}</p>
    </div>
  );
}

export function OwnerLayout({ me, children }: { me: Me; children: ReactNode }) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-raised/50 md:grid md:grid-cols-[16rem_1fr]">
      <aside className="sticky top-0 hidden h-dvh flex-col gap-6 overflow-y-auto border-r border-line bg-surface p-4 md:flex">
        <Logo className="px-2 pt-1" />
        <SideMenu me={me} />
        <div className="mt-auto grid gap-3">
          <Account me={me} />
          <div className="flex items-center justify-between px-1">
            <Button asChild variant="ghost" size="sm">
              <Link href="/">
                <Home />
                {shellText('menu.home')}
              </Link>
            </Button>
            <div className="flex items-center">
              <AccountLanguage />
              <ThemeToggle />
            </div>
          </div>
        </div>
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-line bg-surface/95 px-3 backdrop-blur-md md:hidden">
        <Logo />
        <div className="ml-auto flex items-center">
          <AccountLanguage />
          <ThemeToggle />
          <Button
            variant="ghost"
            size="icon"
            aria-label={shellText('menu.open')}
            onClick={() => setMenuOpen(true)}
          >
            <Menu />
          </Button>
        </div>
      </header>
      <Sheet open={isMenuOpen} onOpenChange={setMenuOpen}>
        <SheetContent title={shellText('menu.title')} className="sm:max-w-xs">
          <Account me={me} />
          <SideMenu me={me} onNavigate={() => setMenuOpen(false)} />
          <Button asChild variant="outline" className="mt-auto">
            <Link href="/" onClick={() => setMenuOpen(false)}>
              <Home />
              {shellText('menu.home')}
            </Link>
          </Button>
        </SheetContent>
      </Sheet>

      {/* room below the last control for the tab bar and the help button above it (phones), or
          the help button alone */}
      <div className="min-w-0 pb-44 md:pb-24">
        <ConnectionBanner />
        <DeactivatedBanner />
        <LapsedBanner />
        <StatusWidget />
        <WaitingForConnection>{children}</WaitingForConnection>
      </div>
      <TabBar />
      <TouchNavigation />
    </div>
  );
}
