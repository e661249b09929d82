import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { hydrated } from './support/hydration';
import { signInNewOwner } from './support/new-owner';

function categories(page: Page, name: string | RegExp = /^Categories/) {
  return page.getByRole('group', { name });
}

async function expectPicked(page: Page, picked: string[]) {
  const group = categories(page);
  for (const name of picked) {
    await expect(group.getByRole('checkbox', { name, exact: true })).toBeChecked();
  }
  // every other chip is off, so a stray category would fail here
  await expect(group.getByRole('checkbox', { checked: true })).toHaveCount(picked.length);
}

async function useDarkTheme(page: Page) {
  await page.evaluate(() => localStorage.setItem('miadi-theme', 'dark'));
  await page.reload();
}

test('an owner picks categories at onboarding and changes them in Settings', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signInNewOwner(page, baseURL ?? '');

  await page.goto('/app/dashboard');
  await expect(
    page.getByRole('heading', { name: "Welcome! Let's Set Up Your Business" }),
  ).toBeVisible();
  await page.getByLabel('Business Name *').fill('Kilimani Glow Studio');
  // the Business tab needs an e-mail to save
  await page.getByLabel('Business Email').fill('hello@kilimaniglow.co.ke');
  const atOnboarding = categories(page, 'Categories (Optional)');
  await expect(atOnboarding).toHaveAccessibleDescription(
    'Pick the categories clients will find you under on Discover.',
  );
  await expect(atOnboarding.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await atOnboarding.getByRole('checkbox', { name: 'Beauty & Spa' }).check();
  // the keyboard works too: Space on a focused chip toggles it
  await atOnboarding.getByRole('checkbox', { name: 'Fitness' }).focus();
  await page.keyboard.press('Space');
  await expect(atOnboarding.getByRole('checkbox', { name: 'Fitness' })).toBeChecked();
  await screenshot(page, 'onboarding-categories');
  await page.getByRole('button', { name: 'Create Business' }).click();
  await expect(page.getByText('Business created successfully!', { exact: false })).toBeVisible();

  // Settings shows what onboarding stored
  await page.goto('/app/settings?tab=business');
  await expectPicked(page, ['Beauty & Spa', 'Fitness']);

  // add one, remove one, and save with the rest of the profile
  const group = categories(page);
  await group.getByRole('checkbox', { name: 'Healthcare' }).check();
  await group.getByRole('checkbox', { name: 'Fitness' }).uncheck();
  await expectPicked(page, ['Beauty & Spa', 'Healthcare']);
  await screenshot(page, 'settings-categories');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Business settings updated successfully')).toBeVisible();

  await page.reload();
  await expectPicked(page, ['Beauty & Spa', 'Healthcare']);
  // the server keeps them in the order they were picked
  const owner = await page.request.get('/api/business');
  expect((await owner.json()) as unknown).toMatchObject({
    business: { categories: ['Beauty & Spa', 'Healthcare'] },
  });

  await useDarkTheme(page);
  await expectPicked(page, ['Beauty & Spa', 'Healthcare']);
  await categories(page).getByRole('checkbox', { name: 'Technology' }).focus();
  await page.keyboard.press('Space');
  await screenshot(page, 'settings-categories-dark');
});

test('the landing page leads to Discover', async ({ page }) => {
  await page.goto('/');
  const showcase = page.getByRole('region', { name: 'Sample businesses' });
  const card = showcase.getByRole('link', { name: /^Amani Beauty Spa\b/ });
  // each card searches for its business around its own town (docs/decisions/0062)
  await expect(card).toHaveAttribute('href', '/discover?q=Amani+Beauty+Spa&near=Nairobi');
  await expect(showcase.getByRole('link', { name: /^Bahari Yoga & Wellness\b/ })).toHaveAttribute(
    'href',
    '/discover?q=Bahari+Yoga+%26+Wellness&near=Mombasa',
  );
  // the strip's second copy is there only for the loop: one link per business, not two
  await expect(showcase.getByRole('link', { name: /^Amani Beauty Spa\b/ })).toHaveCount(1);

  const isPhone = test.info().project.name === 'phone';
  if (isPhone) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: isPhone ? 'Mobile' : 'Main' });
  await expect(nav.getByRole('link', { name: 'Discover Businesses' })).toHaveAttribute(
    'href',
    '/discover',
  );
  if (isPhone) await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(
    page
      .getByRole('navigation', { name: 'Product' })
      .getByRole('link', { name: 'Discover businesses' }),
  ).toHaveAttribute('href', '/discover');

  // a keyboard user reaches every card, even one the moving strip had carried out of sight (the
  // strip stops for focus once the page's scripts have taken it over)
  await hydrated(page);
  await page.keyboard.press('Tab'); // so focus rings show as they do for a keyboard user
  const last = showcase.getByRole('link', { name: /^Usafi Home Cleaning\b/ });
  await last.focus();
  await expect(last).toBeInViewport({ ratio: 1 });
  await card.focus();
  await expect(card).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'landing-showcase-focus');
  await useDarkTheme(page);
  await showcase.getByRole('link', { name: /^Amani Beauty Spa\b/ }).focus();
  await screenshot(page, 'landing-showcase-dark');

  await card.click();
  await expect(page).toHaveURL('/discover?q=Amani+Beauty+Spa&near=Nairobi');
});
