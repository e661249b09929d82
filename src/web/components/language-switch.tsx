import { useLocation, useSearch } from 'wouter';
import { LOCALE_NAMES, type Locale } from '@shared/i18n/locales';
import { currentLocale } from '@shared/i18n/current-locale';
import { cx } from './ui/cx';

/** The language a page is not in: the one the switch offers. */
export function otherLocale(): Locale {
  return currentLocale() === 'sw' ? 'en' : 'sw';
}

/**
 * The switch between English and Kiswahili on the public pages (docs/decisions/0071): a link to
 * this very page in the other language (`?lang=`), which the server paints in it and the device
 * then keeps. A plain link, so it works before the page's code has arrived, and costs it nothing.
 * Each language is named in itself.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const [path] = useLocation();
  const search = useSearch();
  const other = otherLocale();
  const query = new URLSearchParams(search);
  query.set('lang', other);
  return (
    <a
      href={`${path}?${query.toString()}`}
      hrefLang={other}
      lang={other}
      className={cx(
        'inline-flex h-9 items-center rounded-lg px-2.5 text-sm font-medium text-muted hover:bg-raised hover:text-fg',
        className,
      )}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
