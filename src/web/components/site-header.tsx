import { useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link } from 'wouter';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';
import { Button } from './ui/button';
import { cx } from './ui/cx';

const LINKS = [
  { to: '/discover', label: 'Discover Businesses' },
  { to: '/demo', label: 'Demo' },
  { to: '/safety', label: 'Safety' },
] as const;

function navClass(isActive: boolean) {
  return cx(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-raised hover:text-fg',
    isActive ? 'text-fg' : 'text-muted',
  );
}

export function SiteHeader() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-bg/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {LINKS.map((link) => (
            <Link key={link.to} href={link.to} className={navClass}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          <ThemeToggle />
          <Button asChild variant="ghost" className="max-sm:hidden">
            <Link href="/auth">Sign In</Link>
          </Button>
          <Button asChild variant="accent" className="max-sm:hidden">
            <Link href="/auth?tab=signup">Get Started</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X /> : <Menu />}
          </Button>
        </div>
      </div>
      {isMenuOpen ? (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-line px-4 pt-2 pb-4 md:hidden"
        >
          <ul className="grid gap-1">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  href={link.to}
                  className={(active) => cx(navClass(active), 'flex h-11 items-center')}
                  onClick={close}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button asChild variant="outline">
              <Link href="/auth" onClick={close}>
                Sign In
              </Link>
            </Button>
            <Button asChild variant="accent">
              <Link href="/auth?tab=signup" onClick={close}>
                Get Started
              </Link>
            </Button>
          </div>
        </nav>
      ) : null}
    </header>
  );
}
