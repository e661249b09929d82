import { describe, expect, it } from 'vitest';
import { localeOfCookies, localeOfTag, negotiateLocale } from './locales';

describe('the language a request asks for', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['sw', 'sw'],
    ['sw-KE', 'sw'],
    ['SW-ke', 'sw'],
    ['en-KE,sw;q=0.9', 'en'],
    ['sw-KE,sw;q=0.9,en-US;q=0.8,en;q=0.7', 'sw'],
    ['fr-FR,sw;q=0.5,en;q=0.4', 'sw'],
    ['fr-FR,de;q=0.9', 'en'],
    ['en;q=0.2,sw;q=0.8', 'sw'],
    ['sw;q=0,en;q=0.1', 'en'],
    ['sw;q=0', 'en'],
    ['*', 'en'],
    ['sw;q=abc', 'en'],
    [',,;;,sw', 'sw'],
    ['x'.repeat(10_000), 'en'],
  ])('%j is %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it('reads a tag by its language only', () => {
    expect(localeOfTag('sw_TZ')).toBe('sw');
    expect(localeOfTag('en-GB')).toBe('en');
    expect(localeOfTag('swa')).toBeNull();
  });

  it("keeps the device's choice from its cookie, and no other", () => {
    expect(localeOfCookies('a=1; miadi_lang=sw; b=2')).toBe('sw');
    expect(localeOfCookies('miadi_lang=en')).toBe('en');
    expect(localeOfCookies('miadi_lang=xx')).toBeNull();
    expect(localeOfCookies('miadi_language=sw')).toBeNull();
    expect(localeOfCookies('')).toBeNull();
    expect(localeOfCookies(undefined)).toBeNull();
  });
});
