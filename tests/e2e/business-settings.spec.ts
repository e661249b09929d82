import sharp from 'sharp';
import { expect, screenshot, test } from './fixtures';
import { signInNewOwner } from './support/new-owner';

async function logoPng(): Promise<Buffer> {
  const square = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#0b5d45"/><circle cx="200" cy="200" r="120" fill="#fbbf24"/></svg>',
  );
  return sharp(square).png().toBuffer();
}

test('an owner sets up the business and every setting stays after a reload', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInNewOwner(page, baseURL ?? '');

  // onboarding
  await page.goto('/app/dashboard');
  await expect(
    page.getByRole('heading', { name: "Welcome! Let's Set Up Your Business" }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create Business' }).click();
  await expect(page.getByText('Please provide at least a business name')).toBeVisible();
  await page.getByLabel('Business Name *').fill('Mama Njeri Salon & Spa');
  await expect(page.getByText(`${baseURL}/mama-njeri-salon-spa`)).toBeVisible();
  await page.getByLabel('Business Phone').fill('0712 345 678');
  await page.getByLabel('City').fill('Nakuru');
  await screenshot(page, 'onboarding');
  await page.getByRole('button', { name: 'Create Business' }).click();
  await expect(
    page.getByText(
      'Business created successfully! You can now configure your services and start accepting bookings.',
    ),
  ).toBeVisible();

  // business tab
  await page.goto('/app/settings');
  await expect(page.getByRole('tab', { name: 'Business' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const email = page.getByLabel('Business Email');
  await email.fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await email.fill('njeri@');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await email.fill('hello@mamanjeri.co.ke');
  await page.getByLabel('Business Description').fill('Braids, weaves and spa days in Milimani.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Business settings updated successfully')).toBeVisible();

  // logo
  await page
    .getByLabel('Logo file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
  await expect(page.getByText('Business logo uploaded successfully!')).toBeVisible();
  const logo = page.getByRole('img', { name: 'Mama Njeri Salon & Spa logo' });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  await page
    .getByLabel('Logo file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select a valid image file')).toBeVisible();

  // hours: closed on Sunday, Saturday until 14:00
  await page.getByRole('switch', { name: 'Open on Sunday' }).click();
  await page.getByLabel('Saturday closes').fill('14:00');
  await page.getByLabel('Friday closes').fill('08:00');
  // on a phone the messages sit above the tab bar, over this button: wait for them to go, as a
  // person would (a message under the pointer stays while it is there, so the pointer moves off)
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Hours' }).click();
  await expect(page.getByText('Friday: Closing time must be after opening time')).toBeVisible();
  await page.getByLabel('Friday closes').fill('17:00');
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Hours' }).click();
  await expect(page.getByText('Business hours updated successfully')).toBeVisible();
  await screenshot(page, 'settings-business');

  // location: pick on the map
  await page.getByRole('tab', { name: 'Location' }).click();
  await expect(page.getByText('Location Not Set')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Location' });
  await expect(save).toBeDisabled();
  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible();
  await map.click({ position: { x: 120, y: 150 } });
  await expect(page.getByText(/^-?\d+\.\d{6}, -?\d+\.\d{6}$/)).toBeVisible();
  await expect(page.getByText('Location Not Set')).toHaveCount(0);
  await page.getByLabel('Service radius (km)').fill('25');
  await page.getByLabel('Map description').fill('Opposite the main stage');
  await screenshot(page, 'settings-location');
  await save.click();
  await expect(page.getByText('Location settings updated successfully')).toBeVisible();
  const coordinates = await page.getByText(/^-?\d+\.\d{6}, -?\d+\.\d{6}$/).textContent();

  // general
  await page.getByRole('tab', { name: 'General' }).click();
  const slot = page.getByLabel('Slot duration (minutes)');
  await slot.fill('10');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Slot duration must be at least 15 minutes')).toBeVisible();
  await slot.fill('45');
  await page.getByLabel('Maximum bookings per slot').fill('3');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveText(
    'Nairobi · East Africa Time',
  );
  // East Africa first, by the zones' human names, the rest of the world still there
  await page.getByRole('combobox', { name: 'Time zone' }).click();
  const zones = page.getByRole('option');
  await expect(zones.nth(0)).toHaveText('Nairobi · East Africa Time');
  await expect(zones.nth(1)).toHaveText('Kampala · East Africa Time');
  await expect(zones.nth(2)).toHaveText('Dar es Salaam · East Africa Time');
  await expect(page.getByRole('option', { name: 'Tokyo · Japan Time' })).toBeAttached();
  await screenshot(page, 'settings-time-zones', { isViewportOnly: true });
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await expect(page.getByRole('option').first()).toHaveText('KES');
  await page.getByRole('option', { name: 'USD' }).click();
  await page.getByRole('switch', { name: 'Require payment' }).click();
  await page.getByLabel('Reminder time (hours before)').fill('6');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('General settings updated successfully')).toBeVisible();
  await page.getByRole('switch', { name: 'Send reminders' }).click();
  await expect(page.getByLabel('Reminder time (hours before)')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Send reminders' }).click();
  await screenshot(page, 'settings-general');

  // notifications
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await page
    .getByRole('group', { name: 'SMS' })
    .getByRole('switch', { name: 'New bookings' })
    .click();
  await page.getByLabel('WhatsApp number').fill('0712345678');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Enter the WhatsApp number with its country code, e.g. +254712345678'),
  ).toBeVisible();
  await page.getByLabel('WhatsApp number').fill('+254 712 345 678');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Notification settings updated successfully')).toBeVisible();
  await screenshot(page, 'settings-notifications');

  // everything is still there after a reload
  await page.goto('/app/settings?tab=business');
  await expect(page.getByLabel('Business Email')).toHaveValue('hello@mamanjeri.co.ke');
  await expect(page.getByLabel('Business Phone')).toHaveValue('+254712345678');
  await expect(page.getByRole('img', { name: 'Mama Njeri Salon & Spa logo' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Open on Sunday' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByLabel('Saturday closes')).toHaveValue('14:00');
  await page.getByRole('tab', { name: 'Location' }).click();
  await expect(page.getByText(coordinates ?? '')).toBeVisible();
  await expect(page.getByLabel('Service radius (km)')).toHaveValue('25');
  await expect(page.getByLabel('Map description')).toHaveValue('Opposite the main stage');
  await page.getByRole('tab', { name: 'General' }).click();
  await expect(page.getByLabel('Slot duration (minutes)')).toHaveValue('45');
  await expect(page.getByLabel('Maximum bookings per slot')).toHaveValue('3');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveText('USD');
  await expect(page.getByRole('switch', { name: 'Require payment' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByLabel('Reminder time (hours before)')).toHaveValue('6');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(
    page.getByRole('group', { name: 'SMS' }).getByRole('switch', { name: 'New bookings' }),
  ).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('WhatsApp number')).toHaveValue('+254712345678');
});
