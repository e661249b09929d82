import { DEMO_BUSINESSES } from '../../src/shared/demo-businesses';
import { expect, screenshot, test } from './fixtures';
import { englishCheck, readCatalogue } from './support/catalogue-english';
import { hydrated } from './support/hydration';

/**
 * The home page, Discover and the demo page for a visitor whose browser asks for Kiswahili
 * (docs/decisions/0071): each screen reads in Kiswahili, with none of the English of its
 * catalogues left over. Business names, descriptions and taglines are the businesses' own words,
 * so the check reads the product's words only, and a category's name is checked where it is shown.
 */
const LANDING = 'web/features/landing/messages/landing-page';
const DISCOVER = 'web/features/discover/messages/discover-screens';
const DEMO = 'web/features/demo/messages/demo-page';
const CATEGORIES = 'shared/messages/categories';

/** The businesses' own words, which may hold a word of a catalogue ('Fitness' in a name). */
const BUSINESS_WORDS = DEMO_BUSINESSES.flatMap((business) => [
  business.name,
  business.tagline,
  business.description,
]);

/** Each screen's check reads the product's words only, less the businesses' own. */
const noEnglish = (catalogue: string) => englishCheck([catalogue], { known: BUSINESS_WORDS });
const expectNoLandingEnglish = noEnglish(LANDING);
const expectNoDiscoverEnglish = noEnglish(DISCOVER);
const expectNoDemoEnglish = noEnglish(DEMO);

const swCategories = () => new Set(Object.values(readCatalogue(`${CATEGORIES}.sw.json`)));

test.describe('the home page, Discover and the demo page in Kiswahili', () => {
  test.use({ locale: 'sw-KE' });

  test('the home page, its plans opened', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.headers()['content-language']).toBe('sw');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Miadi na malipo ya M-Pesa, yote mahali pamoja.',
      }),
    ).toBeVisible();
    await hydrated(page);
    const main = page.getByRole('main');
    // read with the plans folded: the plan cards' own words are the plans' (src/shared/plans.ts)
    await expectNoLandingEnglish(main, 'the home page');
    await main.getByRole('button', { name: 'Ona vifurushi na bei' }).click();
    await expect(main.getByRole('button', { name: 'Ficha vifurushi na bei' })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Anza na / }).first()).toBeVisible();
    // the sample businesses' categories, under each name on the strip
    const strip = main.getByRole('region', { name: 'Biashara za mfano' });
    const categories = await strip.locator('li:not([aria-hidden]) h3 + p').first().innerText();
    for (const name of categories.split(' · ')) expect(swCategories()).toContain(name);
    await screenshot(page, 'landing-kiswahili');
  });

  test('Discover: the list, its filters and the map', async ({ page }) => {
    // the list, the filter panel and the map, each read and pictured: longer than one screen
    test.slow();
    await page.goto('/discover?near=Nairobi');
    await expect(page.getByRole('heading', { level: 1, name: 'Gundua Biashara' })).toBeVisible();
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('article').first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Weka miadi sasa' }).first()).toBeVisible();
    await expectNoDiscoverEnglish(main, 'the Discover list');
    await screenshot(page, 'discover-kiswahili');

    await main.getByRole('button', { name: 'Aina za biashara' }).click();
    const panel = main.getByRole('group', { name: 'Aina za biashara' });
    const labels = await panel.locator('label').allInnerTexts();
    expect(labels.map((label) => label.trim())).toEqual(
      expect.arrayContaining([...swCategories()]),
    );
    await screenshot(page, 'discover-kiswahili-categories', { isViewportOnly: true });
    await panel.getByLabel('Mazoezi').check();
    await expect(page).toHaveURL(/category=Fitness/);
    await main.getByRole('button', { name: 'Aina za biashara' }).click();
    await expect(main.getByRole('button', { name: 'Ondoa Mazoezi' })).toBeVisible();

    // a phone shows the list or the map, a desk both side by side
    if (test.info().project.name === 'phone') {
      await page.getByRole('button', { name: 'Onyesha ramani' }).click();
    }
    const map = page.getByTestId('discover-map');
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await map.getByRole('button', { name: 'Mipangilio ya ramani' }).click();
    await expect(map.getByRole('heading', { name: 'Mipangilio ya ramani' })).toBeVisible();
    await expectNoDiscoverEnglish(main, 'the Discover map');
    await screenshot(page, 'discover-kiswahili-map', { isViewportOnly: true });
  });

  test('the demo page', async ({ page }) => {
    await page.goto('/demo');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ona Miadi ikifanya kazi' }),
    ).toBeVisible();
    await hydrated(page);
    const main = page.getByRole('main');
    await expectNoDemoEnglish(main, 'the demo page');
    const schedule = main.getByRole('link', { name: /Panga onyesho/ });
    expect(new URL((await schedule.getAttribute('href')) ?? '').searchParams.get('text')).toBe(
      readCatalogue(`${DEMO}.sw.json`)['own.scheduleMessage'],
    );
    await screenshot(page, 'demo-kiswahili');
  });
});
