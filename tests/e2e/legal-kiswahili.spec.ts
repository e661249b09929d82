import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { seriousViolations } from './support/accessibility';
import { englishOf, readCatalogue } from './support/catalogue-english';
import { hydrated } from './support/hydration';

/**
 * The legal and safety pages in Kiswahili (docs/decisions/0071): a visitor whose browser asks for
 * Kiswahili reads these pages in it, from the server's HTML through hydration, with none of the
 * English of their catalogues left over.
 */
/** A section's heading, numbered on the legal pages ('2. Akaunti yako'), not on the safety page. */
const sectionHeading = (title: string) => new RegExp(`^(\\d+\\.\\s*)?${title}$`);

/** Everything of the page's own a person reads or hears: its text, its labels and its title. */
async function pageWords(page: Page): Promise<string> {
  const main = await page
    .getByRole('main')
    .evaluate((element) =>
      [
        element.textContent ?? '',
        ...[...element.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')),
      ].join('\n'),
    );
  return `${await page.title()}\n${main}`;
}

const LAYOUT = 'web/features/legal/messages/legal-layout';
const PAGES = [
  {
    path: '/terms',
    name: 'terms',
    heading: 'Masharti ya Huduma',
    section: 'Vifurushi, kipindi cha majaribio na malipo',
    catalogues: [LAYOUT, 'web/features/legal/messages/legal-terms'],
  },
  {
    path: '/privacy',
    name: 'privacy',
    heading: 'Sera ya Faragha',
    section: 'Haki zako',
    catalogues: [LAYOUT, 'web/features/legal/messages/legal-privacy'],
  },
  {
    path: '/cookies',
    name: 'cookies',
    heading: 'Sera ya Vidakuzi',
    section: 'Tunachotumia',
    catalogues: [LAYOUT, 'web/features/legal/messages/legal-cookies'],
  },
  {
    path: '/safety',
    name: 'safety',
    heading: 'Mwongozo wa Usalama',
    section: 'Ishara za hatari',
    catalogues: ['web/features/safety/messages/safety-page'],
  },
];

test.describe('legal and safety pages in Kiswahili', () => {
  test.use({ locale: 'sw-KE' });

  for (const { path: address, name, heading, section, catalogues } of PAGES) {
    test(`${address} is all in Kiswahili, as sent and once hydrated`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.headers()['content-language']).toBe('sw');
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: sectionHeading(section) }),
      ).toBeVisible();
      await hydrated(page);

      const words = await pageWords(page);
      const english = englishOf(...catalogues);
      expect(english.length).toBeGreaterThan(10);
      expect(english.filter((piece) => words.includes(piece))).toEqual([]);
      expect(await page.title()).toBe(`${heading} - Miadi`);
      await screenshot(page, `${name}-kiswahili`);
      // longer Kiswahili words must not break the page for a screen reader or a small screen
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a link between legal pages opens the next one in Kiswahili too', async ({ page }) => {
    await page.goto('/terms');
    await hydrated(page);
    await page.getByRole('main').getByRole('link', { name: 'Sera ya Faragha' }).first().click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Sera ya Faragha' })).toBeVisible();
    const words = await pageWords(page);
    const english = englishOf(LAYOUT, 'web/features/legal/messages/legal-privacy');
    expect(english.filter((piece) => words.includes(piece))).toEqual([]);
  });

  test('the safety page calls for help and prefills its WhatsApp report in Kiswahili', async ({
    page,
  }) => {
    await page.goto('/safety');
    await expect(
      page.getByRole('link', { name: 'Piga simu kwa Polisi, zimamoto na ambulansi: 999' }),
    ).toHaveAttribute('href', 'tel:999');
    const report = page.getByRole('link', { name: /Tuandikie kwenye WhatsApp/ });
    const href = (await report.getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('text')).toBe(
      readCatalogue('web/features/safety/messages/safety-page.sw.json')['support.reportMessage'],
    );
  });
});

test.describe('a device that chose Kiswahili', () => {
  test('gets the terms in Kiswahili whatever its browser asks for', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'miadi_lang', value: 'sw', url: baseURL ?? '' }]);
    await page.goto('/terms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1, name: 'Masharti ya Huduma' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: sectionHeading('Akaunti yako') }),
    ).toBeVisible();
  });
});
