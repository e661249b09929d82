import { expect, screenshot, test } from './fixtures';
import { OWNER_STATE } from './support/owner-state';

const BUSINESS_ID = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';

test.describe('public pages', () => {
  const pages = [
    { path: '/', heading: /bookings/i, name: 'landing' },
    { path: '/demo', heading: 'See Miadi in action', name: 'demo' },
    { path: '/terms', heading: 'Terms of Service', name: 'terms' },
    { path: '/privacy', heading: 'Privacy Policy', name: 'privacy' },
    { path: '/cookies', heading: 'Cookie Policy', name: 'cookies' },
    { path: '/safety', heading: 'Safety Guidelines', name: 'safety' },
    { path: '/auth', heading: 'Welcome to Miadi', name: 'auth' },
    { path: '/discover', heading: 'Discover Businesses', name: 'discover' },
  ];
  for (const { path, heading, name } of pages) {
    test(`${path} opens with its heading and the help button`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const help = page.getByRole('link', { name: 'Get help on WhatsApp' });
      await expect(help).toHaveAttribute('href', /^https:\/\/wa\.me\/254\d+\?text=.+/);
      await screenshot(page, name);
    });
  }

  test('the demo page offers the demo sign-in, a trial and a demo call', async ({ page }) => {
    await page.goto('/demo');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Sign in to the demo' })).toBeVisible();
    await expect(main.getByText('Coming Soon', { exact: true })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      /\/auth/,
    );
    await expect(main.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
  });

  test('the safety page lists Kenyan emergency numbers as phone links', async ({ page }) => {
    await page.goto('/safety');
    for (const number of ['999', '112', '1199', '1195', '116']) {
      await expect(page.locator(`a[href="tel:${number}"]`).first()).toBeVisible();
    }
    await expect(page.getByText(/24\/7/).first()).toBeVisible();
  });

  test('the three booking aliases show the same page', async ({ page }) => {
    // a business that does not exist: each alias is painted by the server as not available
    for (const alias of ['book', 'booking', 'public-booking']) {
      const response = await page.goto(`/${alias}/${BUSINESS_ID}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Not Available');
      await expect(
        page.getByText('Business not found or is currently inactive.', { exact: true }),
      ).toBeVisible();
      await expect(page.getByText(`Business ID: ${BUSINESS_ID}`)).toBeVisible();
    }
    await screenshot(page, 'booking-link-to-no-business');
  });
});

test.describe('the landing page', () => {
  test('leads to sign-up, the demo and the pricing plans', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Start Free Trial' }).first()).toHaveAttribute(
      'href',
      /\/auth/,
    );
    await expect(main.getByRole('link', { name: 'Try the demo' })).toHaveAttribute('href', '/demo');

    const toggle = page.getByRole('button', { name: /pricing plans/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const plan of ['Free Trial', 'Starter', 'Economy', 'Business', 'Enterprise']) {
      await expect(page.getByRole('heading', { name: plan, exact: true })).toBeVisible();
    }
    await expect(page.getByText('KES 2,900')).toBeVisible();
    await screenshot(page, 'landing-pricing-open');
    await page.getByRole('link', { name: 'Get Started' }).last().click();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('shows the ten sample businesses', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Amani Beauty Spa', 'Pwani Dental Clinic', 'Safari Shuttle Express']) {
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    }
  });
});

test.describe('redirects', () => {
  test.use({ storageState: OWNER_STATE });
  const legacy = {
    '/dashboard': '/app/dashboard',
    '/services': '/app/services',
    '/booking-management': '/app/bookings',
    '/clients': '/app/clients',
    '/staff': '/app/staff',
    '/settings': '/app/settings',
    '/invoices': '/app/invoices',
    '/subscription': '/app/subscription',
  };
  for (const [from, to] of Object.entries(legacy)) {
    test(`${from} moves to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test('keeps the query string, so quick actions survive', async ({ page }) => {
    await page.goto('/services?action=new');
    await expect(page).toHaveURL('/app/services?action=new');
  });

  test('/app goes to the dashboard', async ({ page }) => {
    await page.goto('/app');
    await expect(page).toHaveURL('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});

test.describe('the owner area', () => {
  test.use({ storageState: OWNER_STATE });
  // each page's own title and the line under it: a placeholder page for the route (the public
  // PlaceholderPage card) has the same heading and tab title, but neither the line nor the owner menu
  const inner = [
    ['dashboard', 'Dashboard', 'Your business at a glance'],
    ['services', 'Services', 'Manage your services with global currency support'],
    ['bookings', 'Booking Management', 'Every booking, from request to completion'],
    ['waitlist', 'Waitlist', 'Clients waiting for a place when the time they want is taken'],
    ['clients', 'Clients', 'Manage your client database'],
    ['staff', 'Staff Management', 'Your team, their shifts and specialties'],
    ['invoices', 'Invoices', 'Manage your business invoices and payments'],
    ['settings', 'Settings', 'Your business profile, location, payouts and preferences'],
    ['subscription', 'Subscription Plans', 'Choose the plan that fits your business'],
    ['staff-dashboard', 'Staff Dashboard', 'Each team member’s upcoming bookings and attendance'],
    ['staff-attendance', 'Staff Attendance', 'Digital work attendance register for your team'],
    ['discover', 'Discover', 'See how your business appears on the map'],
  ] as const;
  for (const [path, title, subtitle] of inner) {
    test(`/app/${path} shows its own page inside the owner area`, async ({ page }, testInfo) => {
      await page.goto(`/app/${path}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(main.getByText(subtitle, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${title} - Miadi`);
      const menu = testInfo.project.name === 'desktop' ? 'Owner menu' : 'Tabs';
      await expect(page.getByRole('navigation', { name: menu })).toBeVisible();
      await expect(page.getByRole('link', { name: 'See the demo' })).toHaveCount(0);
      await screenshot(page, `app-${path}`);
    });
  }

  test('offers the side menu on desktop and the tab bar on phones', async ({ page }, testInfo) => {
    await page.goto('/app/dashboard');
    const sideMenu = page.getByRole('navigation', { name: 'Owner menu' });
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    if (testInfo.project.name === 'desktop') {
      await expect(sideMenu).toBeVisible();
      await expect(tabs).toBeHidden();
      for (const item of [
        'Dashboard',
        'Services',
        'Bookings',
        'Waitlist',
        'Clients',
        'Staff',
        'Staff Attendance',
        'Staff Dashboard',
        'Invoices',
        'Reviews',
        'Settings',
        'Subscription',
      ]) {
        await expect(sideMenu.getByRole('link', { name: item, exact: true })).toBeVisible();
      }
      await expect(sideMenu.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await sideMenu.getByRole('link', { name: 'Invoices' }).click();
      await expect(page).toHaveURL('/app/invoices');
    } else {
      await expect(tabs).toBeVisible();
      await expect(tabs.getByRole('link')).toHaveText([
        'Home',
        'Services',
        'Bookings',
        'Clients',
        'Settings',
      ]);
      await tabs.getByRole('link', { name: 'Bookings' }).click();
      await expect(page).toHaveURL('/app/bookings');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Subscription' })).toBeVisible();
      await menu.getByRole('link', { name: 'Staff Attendance' }).click();
      await expect(page).toHaveURL('/app/staff-attendance');
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name: 'Staff Dashboard' }).click();
      await expect(page).toHaveURL('/app/staff-dashboard');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name: 'Staff', exact: true }).click();
      await expect(page).toHaveURL('/app/staff');
      await expect(menu).toBeHidden();
    }
  });
});

test.describe('not found', () => {
  test('a public path offers Go Home and Go Back', async ({ page }) => {
    await page.goto('/safety');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await screenshot(page, 'not-found-public');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/safety');
  });
});

test.describe('not found in the owner area', () => {
  test.use({ storageState: OWNER_STATE });
  test('a path under /app offers Go to Dashboard and Go Back', async ({ page }) => {
    await page.goto('/app/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveCount(0);
    await screenshot(page, 'not-found-owner');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL('/app/dashboard');
  });
});

test.describe('theme', () => {
  test.use({ storageState: OWNER_STATE });
  test('is remembered on this device across reloads', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: /theme/i }).first();
    // system -> light -> dark
    await toggle.click();
    await expect(html).not.toHaveClass(/dark/);
    await toggle.click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await screenshot(page, 'landing-dark');
    await page.goto('/app/settings');
    await expect(html).toHaveClass(/dark/);
    await screenshot(page, 'app-settings-dark');
  });
});

test.describe('dashboard theme choice', () => {
  test.use({ storageState: OWNER_STATE });
  test('switches the theme from the dashboard and keeps it', async ({ page }) => {
    await page.goto('/app/dashboard');
    // the page loaded first, as the owner sees it: while its cards load (figures, chart, staff,
    // security events) they grow from their placeholders, and an open list follows its field
    // down out of view, where the list's scroll lock keeps it
    await expect(page.locator('.animate-pulse')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Theme' }).click();
    await page.getByRole('option', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveText('Dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});
