import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { businessPageUrl, isBookingLinkPath, opensBookingPage } from './booking-link';
import {
  BOOKING_LINK_MESSAGES,
  BookingLinkSchema,
  RESERVED_BOOKING_LINKS,
} from './booking-link-rule';
import { DEMO_BUSINESSES } from './demo-businesses';
import { SITE_ROUTES } from './site-routes';

const WEB = path.resolve(import.meta.dirname, '../web');

/** The first segment of every <Route path="..."> the web app has, read from its files. */
function webFirstSegments(): string[] {
  const files = ['routes.tsx', 'components/public-pages.tsx'];
  return files.flatMap((file) =>
    [...fs.readFileSync(path.join(WEB, file), 'utf8').matchAll(/path="\/([^/"]*)/g)]
      .map((match) => match[1]!)
      .filter((segment) => segment !== '' && !segment.startsWith(':')),
  );
}

describe('a business booking link', () => {
  it("can never be a page of the site's own, now or added later", () => {
    const segments = webFirstSegments();
    expect(segments).toEqual(expect.arrayContaining(['app', 'book', 'b', 'discover', 'demo']));
    for (const segment of segments) expect(RESERVED_BOOKING_LINKS.has(segment), segment).toBe(true);
    for (const route of SITE_ROUTES) {
      const segment = route.split('/')[1]!;
      if (segment) expect(isBookingLinkPath(`/${segment}`), route).toBe(false);
    }
    for (const word of ['api', 'assets', 'uploads', 'admin', 'pricing', 'legal', 'sign-in']) {
      expect(RESERVED_BOOKING_LINKS.has(word), word).toBe(true);
    }
  });

  it("opens in the browser's router where the server renders it, and the content pages do not", () => {
    const contentPages = [
      ...fs
        .readFileSync(path.join(WEB, 'components/public-pages.tsx'), 'utf8')
        .matchAll(/path="\/([^/"]+)"/g),
    ].map((match) => match[1]!);
    expect(contentPages.length).toBeGreaterThan(3);
    for (const page of contentPages) {
      expect(opensBookingPage(page), page).toBe(false);
      expect(opensBookingPage(page.toUpperCase()), page).toBe(false);
    }
    // every path the server renders as a link opens the booking page in the browser
    for (const link of ['amani-beauty-spa', 'Amani-Spa', 'kilele-fitness', 'x1']) {
      expect(isBookingLinkPath(`/${link}`), link).toBe(true);
      expect(opensBookingPage(link), link).toBe(true);
    }
    for (const junk of ['a b', 'caf\u00e9', 'a--b', 'a'.repeat(21)]) {
      expect(opensBookingPage(junk), junk).toBe(false);
    }
  });

  it('is one segment of lower-case letters, digits and single hyphens', () => {
    expect(isBookingLinkPath('/amani-beauty-spa')).toBe(true);
    // capitals are looked up, then redirected to the link as stored
    expect(isBookingLinkPath('/Amani-Beauty-Spa')).toBe(true);
    for (const pathname of [
      '/',
      '/amani-beauty-spa/',
      '/a/b',
      '/-amani',
      '/amani--spa',
      '/amani_spa',
      '/amani%20spa',
      '/m\u00fcller',
      '/a\u0000b',
      `/${'a'.repeat(21)}`,
      '/favicon.svg',
      '/book',
      '/app',
    ]) {
      expect(isBookingLinkPath(pathname), pathname).toBe(false);
    }
  });

  it('an owner chooses is trimmed, lower-cased and held to the rule with a clear message', () => {
    expect(BookingLinkSchema.parse({ slug: '  Amani-Spa ' })).toEqual({ slug: 'amani-spa' });
    const refusal = (slug: string) =>
      BookingLinkSchema.safeParse({ slug }).error?.issues[0]?.message;
    expect(refusal('discover')).toBe(BOOKING_LINK_MESSAGES.reserved('discover'));
    expect(refusal('ab')).toBe(BOOKING_LINK_MESSAGES.length);
    expect(refusal('a'.repeat(21))).toBe(BOOKING_LINK_MESSAGES.length);
    expect(refusal('amani spa')).toBe(BOOKING_LINK_MESSAGES.shape);
    expect(refusal('amani-')).toBe(BOOKING_LINK_MESSAGES.shape);
    expect(refusal('caf\u00e9-amani')).toBe(BOOKING_LINK_MESSAGES.shape);
  });

  it('the demo businesses have, each one its own', () => {
    const slugs = DEMO_BUSINESSES.map((demo) => demo.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(BookingLinkSchema.safeParse({ slug }).success, slug).toBe(true);
    }
  });

  it('is shared as a full address', () => {
    expect(businessPageUrl('https://miadi.co.ke/', 'amani-beauty-spa')).toBe(
      'https://miadi.co.ke/amani-beauty-spa',
    );
  });
});
