import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { BRAND } from '@shared/brand';
import { Logo } from './logo';
import { siteText } from './messages/site-chrome';

// the words are read as the footer is drawn, in the page's language
const COLUMNS = [
  {
    title: 'footer.product',
    links: [
      { to: '/auth', label: 'footer.signIn' },
      { to: '/discover', label: 'footer.discover' },
      { to: '/demo', label: 'footer.demo' },
    ],
  },
  {
    title: 'footer.trust',
    links: [
      { to: '/safety', label: 'footer.safety' },
      { to: '/privacy', label: 'footer.privacy' },
      { to: '/terms', label: 'footer.terms' },
      { to: '/cookies', label: 'footer.cookies' },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-raised/60">
      {/* the bottom padding lifts the last links above the floating help button */}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-12 pb-28 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="grid content-start gap-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted">{siteText('footer.about')}</p>
          <ul className="grid gap-2 text-sm text-muted">
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0" />
              <a className="hover:text-fg" href={`mailto:${BRAND.supportEmail}`}>
                {BRAND.supportEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0" />
              <a className="hover:text-fg" href={`tel:${BRAND.supportPhone.replace(/\s/g, '')}`}>
                {BRAND.supportPhone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0" />
              {BRAND.address}
            </li>
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={siteText(column.title)}>
            <h2 className="text-sm font-semibold">{siteText(column.title)}</h2>
            <ul className="mt-3 grid gap-1">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    href={link.to}
                    className="inline-flex min-h-9 items-center text-sm text-muted hover:text-fg"
                  >
                    {siteText(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted sm:px-6">
          {siteText('footer.madeIn', { year: String(new Date().getFullYear()), brand: BRAND.name })}
        </p>
      </div>
    </footer>
  );
}
