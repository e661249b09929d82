import { useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link } from 'wouter';
import { LanguageSwitch } from './language-switch';
import { siteText } from './messages/site-chrome';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';
import { Button } from './ui/button';
import { cx } from './ui/cx';

// each link's words are read as the menu is drawn, in the page's language
const LINKS = [
  { to: '/discover', label: 'header.discover' },
  { to: '/demo', label: 'header.demo' },
  { to: '/safety', label: 'header.safety' },
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
        <nav
          aria-label={siteText('header.main')}
          className="ml-6 hidden items-center gap-1 md:flex"
        >
          {LINKS.map((link) => (
            <Link key={link.to} href={link.to} className={navClass}>
              {siteText(link.label)}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          <ThemeToggle />
          <Button asChild variant="ghost" className="max-sm:hidden">
            <Link href="/auth">{siteText('header.signIn')}</Link>
          </Button>
          <Button asChild variant="accent" className="max-sm:hidden">
            <Link href="/auth?tab=signup">{siteText('header.getStarted')}</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={siteText(isMenuOpen ? 'header.closeMenu' : 'header.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X /> : <Menu />}
          </Button>
        </div>
      </div>
      {isMenuOpen ? (
        <nav
          id="mobile-menu"
          aria-label={siteText('header.mobile')}
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
                  {siteText(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button asChild variant="outline">
              <Link href="/auth" onClick={close}>
                {siteText('header.signIn')}
              </Link>
            </Button>
            <Button asChild variant="accent">
              <Link href="/auth?tab=signup" onClick={close}>
                {siteText('header.getStarted')}
              </Link>
            </Button>
          </div>
        </nav>
      ) : null}
    </header>
  );
}
