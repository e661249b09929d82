import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { signInNewOwner } from './support/new-owner';
import { OWNER_STATE } from './support/owner-state';
import { settled } from './support/settled';
import { readJson } from '../support/answers';

const BUSINESS = 'Kilele Barbers & Spa';

/** A photo-like PNG: a green-to-amber gradient with a light circle. */
async function photoPng(hue: string): Promise<Buffer> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#0b5d45"/><stop offset="1" stop-color="${hue}"/>
      </linearGradient></defs>
      <rect width="640" height="400" fill="url(#g)"/>
      <circle cx="460" cy="150" r="90" fill="#ffffff" fill-opacity="0.35"/>
    </svg>`,
  );
  return sharp(svg).png().toBuffer();
}

/** The latest toast with this text (an earlier identical one may still be fading). */
function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

function card(page: Page, name: string) {
  return page.getByTestId('service-card').filter({ has: page.getByRole('heading', { name }) });
}

/** A dialog is seen best as the viewport shows it; the screen must still fit its width. */
async function dialogShot(page: Page, name: string) {
  await screenshot(page, name);
  const project = test.info().project.name;
  await page.screenshot({ path: `test-results/screens/${project}/${name}-viewport.png` });
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByLabel(label).click();
  await page.getByRole('option', { name: option }).click();
}

test('an owner publishes services, sets up payments and shares the booking QR code', async ({
  page,
  baseURL,
  context,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInNewOwner(page, baseURL ?? '');

  // without a business the page is the set-up form
  await page.goto('/app/services');
  await expect(
    page.getByRole('heading', { name: "Welcome! Let's Set Up Your Business" }),
  ).toBeVisible();
  await page.getByLabel('Business Name *').fill(BUSINESS);
  await page.getByRole('button', { name: 'Create Business' }).click();
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage your services with global currency support')).toBeVisible();
  const { business } = await readJson<{
    business: { subdomain: string };
  }>(await page.request.get('/api/business'));
  // the QR code carries the business's readable link
  const bookingUrl = `${baseURL}/${business.subdomain}`;

  await expect(page.getByRole('heading', { name: 'No services yet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Business Hours' })).toBeVisible();
  await screenshot(page, 'services-empty');

  // create, with the form's own checks first
  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Service' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('60');
  await dialog.getByRole('button', { name: 'Create Service' }).click();
  await expect(dialog.getByText('Please fill in all required fields.').first()).toBeVisible();
  await dialog.getByLabel('Service Name *').fill('Fade & Beard Trim');
  await dialog.getByLabel('Description *').fill('Skin fade, beard shape-up and a hot towel.');
  await dialog.getByLabel('Price *').fill('0');
  await dialog.getByRole('button', { name: 'Create Service' }).click();
  await expect(dialog.getByText('Price must be greater than zero.')).toBeVisible();
  await dialog.getByLabel('Price *').fill('1500');

  // transport details only for transport
  await choose(page, 'Category', 'Transport');
  await expect(dialog.getByLabel('Departure point')).toBeVisible();
  await choose(page, 'Category', 'General');
  await expect(dialog.getByLabel('Departure point')).toHaveCount(0);

  await dialog.getByLabel('Service images').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(toast(page, 'notes.txt is not an image file')).toBeVisible();
  await dialog
    .getByLabel('Service images')
    .setInputFiles({ name: 'fade.png', mimeType: 'image/png', buffer: await photoPng('#fbbf24') });
  await expect(dialog.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await dialogShot(page, 'services-create-dialog');
  await dialog.getByRole('button', { name: 'Create Service' }).click();
  await expect(toast(page, 'Service created successfully!')).toBeVisible();
  await expect(toast(page, '1 image(s) uploaded successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const fade = card(page, 'Fade & Beard Trim');
  await expect(fade).toBeVisible();
  await expect(fade.getByText('KES 1,500')).toBeVisible();
  await expect(fade.getByText('1 h', { exact: true })).toBeVisible();
  await expect(fade.getByText('General')).toBeVisible();
  await expect(fade.getByText('Active', { exact: true })).toBeVisible();
  const cover = fade.getByRole('img', { name: 'Fade & Beard Trim' });
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);

  // edit: price in dollars with cents, a second photo, the first removed
  await page.getByRole('button', { name: 'Edit Fade & Beard Trim' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(edit.getByLabel('Price *')).toHaveValue('1500');
  await edit.getByLabel('Price *').fill('15.50');
  await choose(page, 'Currency', 'USD');
  await edit.getByLabel('Duration (minutes)').fill('45');
  await edit
    .getByLabel('Service images')
    .setInputFiles({ name: 'towel.png', mimeType: 'image/png', buffer: await photoPng('#38a47f') });
  await expect(toast(page, '1 image(s) uploaded successfully')).toBeVisible();
  await expect(edit.getByRole('img', { name: 'Photo 2' })).toBeVisible();
  await edit.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(toast(page, 'Image removed')).toBeVisible();
  await expect(edit.getByRole('img', { name: 'Photo 2' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Update Service' }).click();
  await expect(toast(page, 'Service updated successfully!')).toBeVisible();
  await expect(fade.getByText('$15.50')).toBeVisible();
  await expect(fade.getByText('45 min')).toBeVisible();

  // deactivate and activate
  await page.getByRole('button', { name: 'Deactivate Fade & Beard Trim' }).click();
  await expect(toast(page, 'Service deactivated successfully')).toBeVisible();
  await expect(fade.getByText('Inactive')).toBeVisible();
  await page.getByRole('button', { name: 'Activate Fade & Beard Trim' }).click();
  await expect(toast(page, 'Service activated successfully')).toBeVisible();
  await expect(fade.getByText('Active', { exact: true })).toBeVisible();

  // the quick action opens the create dialog; a transport service keeps its trip
  await page.goto('/app/services?action=new');
  const quick = page.getByRole('dialog', { name: 'Create New Service' });
  await expect(quick).toBeVisible();
  await quick.getByLabel('Service Name *').fill('Nairobi to Nakuru Seat');
  await quick.getByLabel('Description *').fill('One seat, about 2 hours 30 minutes.');
  await choose(page, 'Category', 'Transport');
  await quick.getByLabel('Departure point').fill('Nairobi, Archives');
  await quick.getByLabel('Destination').fill('Nakuru');
  await quick.getByLabel('Price *').fill('800');
  await quick.getByLabel('Duration (minutes)').fill('150');
  await quick.getByRole('button', { name: 'Create Service' }).click();
  await expect(toast(page, 'Service created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/services$/);
  const seat = card(page, 'Nairobi to Nakuru Seat');
  await expect(seat.getByText('Nairobi, Archives → Nakuru')).toBeVisible();
  await expect(seat.getByText('2 h 30 min')).toBeVisible();
  await screenshot(page, 'services-grid');

  // the booking QR code
  const qr = page.locator('div').filter({
    has: page.getByRole('heading', { name: 'Service Booking QR Code' }),
  });
  await expect(qr.getByText('Ready', { exact: true }).first()).toBeVisible();
  const code = page.getByRole('img', { name: `Booking QR code for ${BUSINESS}` });
  await expect.poll(() => code.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  await expect(page.getByText(bookingUrl, { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('kilele-barbers-spa-booking-qr.png');
  await expect(toast(page, 'QR Code downloaded.')).toBeVisible();

  await page.getByRole('button', { name: 'Copy URL' }).click();
  await expect(toast(page, 'Booking URL copied to clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bookingUrl);
  // where the browser cannot share, Share copies the link instead
  await page.evaluate(async () => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    await navigator.clipboard.writeText('');
  });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(bookingUrl);

  // Print puts only the code sheet on paper
  await page.evaluate(() => {
    window.print = () => {
      const sheet = document.getElementById('miadi-qr-print');
      document.body.dataset.printed = sheet?.textContent ?? 'nothing';
      window.dispatchEvent(new Event('afterprint'));
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', new RegExp(BUSINESS));
  await expect(page.getByTestId('qr-print-view')).toHaveCount(0);

  const testLink = page.getByRole('link', { name: 'Test Booking Link' });
  await expect(testLink).toHaveAttribute('href', bookingUrl);
  await expect(testLink).toHaveAttribute('target', '_blank');
  await screenshot(page, 'services-sections');

  // payment setup
  const payments = page.locator('div').filter({
    has: page.getByRole('heading', { name: 'Payment Setup' }),
  });
  await expect(payments.getByText('Setup Required').first()).toBeVisible();
  await page.getByRole('tab', { name: 'M-Pesa' }).click();
  await page.getByLabel('M-Pesa number').fill('0712 345');
  await page.getByRole('button', { name: 'Save Payment Settings' }).click();
  await expect(page.getByText('Please enter an M-Pesa number such as 254712345678')).toBeVisible();
  await page.getByLabel('M-Pesa number').fill('0712 345 678');
  await page.getByRole('button', { name: 'Save Payment Settings' }).click();
  await expect(toast(page, 'Payment settings saved successfully')).toBeVisible();
  await expect(payments.getByText('Setup Complete').first()).toBeVisible();

  // everything is kept after a reload
  await page.reload();
  await expect(card(page, 'Fade & Beard Trim').getByText('$15.50')).toBeVisible();
  await expect(card(page, 'Fade & Beard Trim').getByRole('img')).toBeVisible();
  await expect(card(page, 'Nairobi to Nakuru Seat')).toBeVisible();
  await expect(page.getByTestId('service-card')).toHaveCount(2);
  await expect(page.getByText('Setup Complete')).toBeVisible();
  await page.getByRole('tab', { name: 'M-Pesa' }).click();
  await expect(page.getByLabel('M-Pesa number')).toHaveValue('254712345678');

  // delete, after confirming
  await page.getByRole('button', { name: 'Delete Nairobi to Nakuru Seat' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Nairobi to Nakuru Seat?' });
  await confirm.getByRole('button', { name: 'Delete Service' }).click();
  await expect(toast(page, 'Service deleted successfully')).toBeVisible();
  await expect(card(page, 'Nairobi to Nakuru Seat')).toHaveCount(0);
  await expect(page.getByTestId('service-card')).toHaveCount(1);

  // the same screen in the dark theme
  await page.evaluate(() => localStorage.setItem('miadi-theme', 'dark'));
  await page.reload();
  await expect(card(page, 'Fade & Beard Trim')).toBeVisible();
  await expect(page.getByText('Ready', { exact: true })).toBeVisible();
  await screenshot(page, 'services-dark');
  await page.getByRole('button', { name: 'Edit Fade & Beard Trim' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Service' })).toBeVisible();
  await dialogShot(page, 'services-edit-dialog-dark');
});

test.describe('the demo owner’s services screen', () => {
  test.use({ storageState: OWNER_STATE });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious accessibility problems (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('miadi-theme', value), theme);
      await page.goto('/app/services');
      await expect(page.getByTestId('service-card').first()).toBeVisible();
      await expect(page.getByText('Ready', { exact: true })).toBeVisible();
      await expect(page.getByText(/Setup (Complete|Required)/)).toBeVisible();
      // contrast is measured on the final colours, after entrance transitions
      await settled(page);
      await screenshot(page, `services-demo-${theme}`);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`);
      expect(serious).toEqual([]);
    });
  }
});
