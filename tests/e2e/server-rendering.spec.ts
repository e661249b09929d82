import type { Browser, Page } from '@playwright/test';
import type { DiscoverResponse } from '../../src/shared/discover';
import { expect, screenshot, test } from './fixtures';
import { hydrated } from './support/hydration';
import { layoutShift, watchLayoutShifts } from './support/layout-shift';
import { chooseDay, nairobiDate } from './support/visitor-booking';
import { readJson } from '../support/answers';

/** The visible text of the app, spaces folded, as a person reads it. */
async function appText(page: Page): Promise<string> {
  const text = await page.locator('#root').innerText();
  return text.replace(/\s+/g, ' ').trim();
}

/** The page as the server sent it: no JavaScript runs, so this is the HTML alone. */
async function serverPage(browser: Browser, page: Page, path: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize() ?? undefined,
  });
  const plain = await context.newPage();
  const response = await plain.goto(path);
  return { context, page: plain, status: response?.status() };
}

/** How each element in the app looks: what the stylesheet decides, element by element. */
async function looks(page: Page): Promise<string[]> {
  return page.locator('#root').evaluate((root) =>
    [...root.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element);
      return [
        element.tagName,
        style.display,
        style.position,
        style.color,
        style.backgroundColor,
        style.fontSize,
        style.fontWeight,
        style.padding,
        style.margin,
        style.borderWidth,
        style.borderRadius,
        style.gap,
        style.gridTemplateColumns,
      ].join(' ');
    }),
  );
}

async function demoBusinessId(page: Page): Promise<string> {
  const response = await page.request.get('/api/public/discover');
  const { businesses } = await readJson<DiscoverResponse>(response);
  const amani = businesses.find((business) => business.name === 'Amani Beauty Spa');
  if (!amani) throw new Error('the demo data has no Amani Beauty Spa');
  return amani.id;
}

const PAGES: Array<{ path: string; heading: string | RegExp; status?: number }> = [
  { path: '/', heading: /bookings/i },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/cookies', heading: 'Cookie Policy' },
  { path: '/safety', heading: 'Safety Guidelines' },
  { path: '/auth', heading: 'Welcome to Miadi' },
  { path: '/discover', heading: 'Discover Businesses' },
  { path: '/no-such-page', heading: 'Page Not Found', status: 404 },
  // the booking page's dead end comes in a chunk of its own, off the page's first load
  { path: '/book/not-a-booking-link', heading: 'Invalid Booking Link' },
  // a link to no business: painted as not available by the server, and answered 404
  {
    path: '/book/3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60',
    heading: 'Business Not Available',
    status: 404,
  },
];

test.describe('public pages painted by the server', () => {
  for (const { path, heading, status = 200 } of PAGES) {
    test(`${path} arrives as HTML and hydrates to the same page`, async ({ page, browser }) => {
      const plain = await serverPage(browser, page, path);
      expect(plain.status).toBe(status);
      await expect(plain.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const sent = await appText(plain.page);
      await plain.context.close();

      // the browser's copy asks for no data until the comparison is made; a located visitor (the
      // server cannot know where they are, so it renders the search as started)
      await page.context().grantPermissions(['geolocation']);
      await page.context().setGeolocation({ latitude: -1.2921, longitude: 36.8219 });
      await page.route('**/api/**', () => undefined);
      await page.goto(path);
      await hydrated(page);
      // Discover's layout follows the width the browser measures: the server sends the phone's, and
      // a wide screen puts the map beside the list, where no 'Show map' toggle is needed
      const isWide = (page.viewportSize()?.width ?? 0) >= 800;
      const expected = path === '/discover' && isWide ? sent.replace(/ Show map$/, '') : sent;
      // Discover's line saying where distances are from follows the position, found or not yet
      const placed = (text: string) =>
        text.replace('Nearest to you first.', 'Finding your location, to show the nearest first.');
      // the two visits are two requests: a refusal's time is each one's own
      const untimed = (text: string) => text.replace(/ Time: \S+/, ' Time: (when)');
      expect(placed(untimed(await appText(page)))).toBe(untimed(expected));
      // the page's controls answer once it has hydrated
      await expect(page.locator('#root > fieldset')).toBeEnabled();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }

  test("the route map's other booking addresses open the booking page at /book", async ({
    page,
  }) => {
    const businessId = await demoBusinessId(page);
    for (const alias of ['booking', 'public-booking']) {
      await page.goto(`/${alias}/${businessId}?ref=qr`);
      await expect(page).toHaveURL(`/book/${businessId}?ref=qr`);
      await expect(page.getByRole('heading', { level: 1, name: 'Amani Beauty Spa' })).toBeVisible();
    }
  });

  test('the booking page carries its business, services and first times in the HTML', async ({
    page,
    browser,
  }) => {
    const businessId = await demoBusinessId(page);
    const plain = await serverPage(browser, page, `/book/${businessId}`);
    expect(plain.status).toBe(200);
    await expect(plain.page).toHaveTitle('Book Amani Beauty Spa - Miadi');
    await expect(
      plain.page.getByRole('heading', { level: 1, name: 'Amani Beauty Spa' }),
    ).toBeVisible();
    await expect(plain.page.getByRole('heading', { name: 'Services' })).toBeVisible();
    const sent = await appText(plain.page);
    await screenshot(plain.page, 'booking-page-from-server');
    await plain.context.close();

    // hydrated without asking the API again for the page: every request it makes is seen (the
    // reviews, which come later on their own, are held back so the text can be compared)
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
    });
    await page.route('**/api/public/businesses/*/reviews**', () => undefined);
    await page.goto(`/book/${businessId}`);
    await hydrated(page);
    expect(await appText(page)).toBe(sent);
    expect(asked.filter((url) => /\/api\/public\/businesses\/[^/?]+$/.test(url))).toEqual([]);

    // today's and tomorrow's times came with the page: with the API refusing, they still show
    let timesAsked = 0;
    await page.route('**/api/public/businesses/*/availability**', (route) => {
      timesAsked += 1;
      return route.fulfill({ status: 429, json: { error: { code: 'rate_limited' } } });
    });
    const panel = page.locator('#booking-panel');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Classic Facial' })
      .getByRole('button')
      .click();
    await panel.getByLabel('Full name').fill('Achieng Otieno');
    await panel.getByLabel('Email').fill('achieng@example.com');
    await panel.getByLabel('Phone').fill('0712345678');
    await panel.getByRole('button', { name: 'Continue' }).click();
    await expect(panel.getByRole('heading', { name: 'Choose a date and time' })).toBeVisible();
    const tomorrow = nairobiDate(1);
    await chooseDay(panel, tomorrow);
    await expect(
      panel
        .getByRole('group', { name: /^Times on / })
        .or(panel.getByText('No available time slots')),
    ).toBeVisible();
    expect(timesAsked).toBe(0);
    // a day further on was not in the page (Amani opens every day): it is asked for, here refused
    const later = nairobiDate(2);
    await chooseDay(panel, later);
    await expect(panel.getByRole('alert')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(timesAsked).toBe(1);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a tap on the booking page waits until the page, not only the app around it, has hydrated', async ({
    page,
  }) => {
    const businessId = await demoBusinessId(page);
    // the page's own code comes last, long after the app's frame has hydrated
    await page.route(/\/assets\/public-booking-page-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(`/book/${businessId}`);
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Classic Facial' })
      .getByRole('button')
      .click();
    await expect(page.locator('#booking-panel').getByLabel('Full name')).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a link no business has waits, as a part of the booking page, until the not-found page in it has hydrated', async ({
    page,
  }) => {
    // the booking page hydrates around the not-found page, whose own code (the site's frame) comes
    // later: until it has come, Go Back is the server's HTML, which answers nothing
    let releaseFrame: () => void = () => undefined;
    const frameHeld = new Promise<void>((resolve) => (releaseFrame = resolve));
    await page.route(/\/assets\/public-pages-[\w-]+\.js$/, async (route) => {
      await frameHeld;
      await route.continue();
    });
    await page.goto('/safety');
    await page.goto('/no-business-here');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    const goBack = page.getByRole('button', { name: 'Go Back' });
    await page.waitForFunction(() => document.querySelector('#root fieldset')?.matches(':enabled'));
    await expect(goBack).toBeDisabled();
    releaseFrame();
    await goBack.click();
    await expect(page).toHaveURL('/safety');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a business taking no online bookings says so, from a chunk fetched only then', async ({
    page,
  }) => {
    const businessId = await demoBusinessId(page);
    const closedScreen: string[] = [];
    page.on('request', (request) => {
      if (/not-taking-bookings-[^/]+\.js$/.test(request.url())) closedScreen.push(request.url());
    });
    await page.goto(`/book/${businessId}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
    expect(closedScreen).toEqual([]);

    // the same page asked for again inside the app (no new document), its business now lapsed
    await page.route(`**/api/public/businesses/${businessId}`, async (route) => {
      const response = await route.fetch();
      const body = await readJson<{ booking: { isTakingBookings: boolean } }>(response);
      await route.fulfill({
        response,
        json: { ...body, booking: { ...body.booking, isTakingBookings: false } },
      });
    });
    await page.goto('/book/not-a-booking-link');
    await hydrated(page);
    await page.evaluate((path) => window.history.pushState(null, '', path), `/book/${businessId}`);
    const closed = page.getByRole('region', {
      name: 'This business is not taking online bookings right now',
    });
    await expect(closed).toBeVisible();
    await expect(closed.getByRole('link', { name: /^\+?\d/ })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('heading', { name: 'Services' })).toHaveCount(0);
    expect(closedScreen).toHaveLength(1);
    await screenshot(page, 'booking-page-not-taking-bookings');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test("Discover's list arrives in the HTML, and the visitor's position then orders it", async ({
    page,
    browser,
  }) => {
    const plain = await serverPage(browser, page, '/discover?q=Amani');
    expect(plain.status).toBe(200);
    const serverList = plain.page.getByTestId('discover-list');
    await expect(serverList.getByRole('heading', { name: 'Amani Beauty Spa' })).toBeVisible();
    await screenshot(plain.page, 'discover-from-server');
    await plain.context.close();

    // hydrated, the list stays while the located search is asked, and is that search's once answered
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: -1.2921, longitude: 36.8219 });
    const located: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/public/discover' && !url.searchParams.has('bbox'))
        located.push(url.search);
    });
    await page.goto('/discover?q=Amani');
    await hydrated(page);
    const list = page.getByTestId('discover-list');
    await expect(list.getByRole('heading', { name: 'Amani Beauty Spa' })).toBeVisible();
    await expect.poll(() => located.length).toBeGreaterThan(0);
    expect(located[0]).toContain('q=Amani');
    await expect(list.getByRole('heading', { name: 'Amani Beauty Spa' })).toBeVisible();
  });

  test('a page carries only the style rules it shows, and the app starts with the whole stylesheet', async ({
    page,
    browser,
  }) => {
    const businessId = await demoBusinessId(page);
    for (const path of [`/book/${businessId}`, '/', '/discover']) {
      const plain = await serverPage(browser, page, path);
      // the font's declaration (index.html's own), then the page's rules
      const styles = plain.page.locator('head style');
      await expect(styles).toHaveCount(2);
      const fonts = (await styles.first().textContent()) ?? '';
      expect(fonts.match(/@font-face/g)).toHaveLength(2);
      expect(fonts.replace(/@font-face\s*{[^}]*}/g, '').trim()).toBe('');
      const sent = styles.last();
      await expect(plain.page.locator('link[rel="stylesheet"]')).toHaveCount(0);
      const inline = (await sent.textContent()) ?? '';
      const before = await looks(plain.page);
      // the whole stylesheet changes nothing on the page as sent
      const href = /"styles":\["([^"]+)"\]/.exec(
        (await plain.page.locator('#miadi-scripts').textContent()) ?? '',
      )?.[1];
      // the stylesheet travels with the first code every page shares (vite.config.ts, public-common)
      expect(href).toMatch(/^\/assets\/public-common-[\w-]+\.css$/);
      const whole = await (await plain.page.request.get(href ?? '')).text();
      expect(inline.length).toBeLessThan(whole.length * 0.7);
      await plain.page.evaluate((css) => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      }, whole);
      expect(await looks(plain.page)).toEqual(before);
      await plain.context.close();
    }

    // with scripts, the whole stylesheet is in by the time the app has taken over the page
    await page.goto(`/book/${businessId}`);
    await hydrated(page);
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (link) => link.sheet !== null && /\/assets\/public-common-/.test(link.href),
        ),
      ),
    ).toEqual([true]);
    // what the app draws later (the booking panel) is styled as the rest
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Classic Facial' })
      .getByRole('button')
      .click();
    const continueButton = page.locator('#booking-panel').getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeVisible();
    expect(
      await continueButton.evaluate((button) => getComputedStyle(button).backgroundColor),
    ).not.toBe('rgba(0, 0, 0, 0)');
    await screenshot(page, 'booking-panel-after-whole-stylesheet');
  });

  test('text keeps its place when the font arrives late, and shows before it', async ({ page }) => {
    test.setTimeout(60_000);
    const paths = ['/', '/discover', `/book/${await demoBusinessId(page)}`];
    // a located visitor: Discover's list is then ordered as the server ordered it
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: -1.2921, longitude: 36.8219 });
    await watchLayoutShifts(page);
    // the font held back until the text has been seen, as on a slow network where it comes after
    // the page's first paint (held by the test, not by a timer, so a slow machine cannot let it by)
    let fontsSent = 0;
    let release = () => {};
    let gate = Promise.resolve();
    await page.route('**/*.woff2', async (route) => {
      await gate;
      fontsSent++;
      await route.continue().catch(() => undefined);
    });
    for (const path of paths) {
      const before = fontsSent;
      gate = new Promise<void>((resolve) => (release = resolve));
      // not waiting for the load event, which waits for the font
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // the text shows while the font is still on its way
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(fontsSent).toBe(before);
      release();
      await hydrated(page);
      await expect.poll(() => fontsSent, { timeout: 10_000 }).toBeGreaterThan(before);
      // Lighthouse calls up to 0.1 good
      expect(await layoutShift(page), `${path} moved`).toBeLessThan(0.01);
    }
  });

  test('the owner area is still rendered in the browser', async ({ page, browser }) => {
    const plain = await serverPage(browser, page, '/app/dashboard');
    expect(await plain.page.locator('#root').innerHTML()).toBe('');
    await plain.context.close();
  });
});
