/**
 * The languages Miadi speaks (docs/decisions/0071): English and Kiswahili. Each person reads the one
 * they chose: a visitor's device keeps it in a cookie, an owner's account and a client's bookings
 * keep it on the server, and a first visit follows the browser's Accept-Language.
 */
export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie a device keeps its choice in (readable by the page: it is not a secret). */
export const LOCALE_COOKIE = 'miadi_lang';

/** Each language's name in itself, as the switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };

/** The Intl locale for dates, numbers and money: Kenyan English and Kenyan Kiswahili. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-KE', sw: 'sw-KE' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a tag such as `sw-KE` or `en-GB` names, or null for one we do not speak. */
export function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}

/**
 * The first language we speak in an Accept-Language header, by its q-values (a tag with q=0 is
 * refused); English when it names neither.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const wanted = acceptLanguage
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      // a q-value that is not a number makes the entry no wish at all
      const q = params
        .find((param) => /^\s*q\s*=/i.test(param))
        ?.split('=')[1]
        ?.trim();
      const weight = q === undefined ? 1 : /^[01](\.\d{0,3})?$/.test(q) ? Number(q) : 0;
      return { locale: localeOfTag(tag), weight, index };
    })
    .filter((entry): entry is { locale: Locale; weight: number; index: number } =>
      Boolean(entry.locale && entry.weight > 0),
    )
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return wanted[0]?.locale ?? DEFAULT_LOCALE;
}

/** The language a Cookie header keeps, or null when it keeps none (or one we do not speak). */
export function localeOfCookies(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === LOCALE_COOKIE) return isLocale(value) ? value : null;
  }
  return null;
}
