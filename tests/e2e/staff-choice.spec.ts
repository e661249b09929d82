import { expect, screenshot, test } from './fixtures';
import { createBusiness, signInNewOwner } from './support/new-owner';
import { chooseDay, nairobiDate } from './support/visitor-booking';
import { readJson, type ServiceAnswer } from '../support/answers';

test('a staff member booked at the chosen time shows as busy before anyone taps them', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const headers = { origin };
  await signInNewOwner(page, origin);
  const businessId = await createBusiness(page.request, origin, { name: 'Mwangaza Barbers' });
  const service = await page.request.post('/api/services', {
    headers,
    data: { name: 'Fade and beard', description: 'A fade with a beard trim.', priceMinor: 800_00 },
  });
  expect(service.status()).toBe(201);
  const serviceId = (await readJson<ServiceAnswer>(service)).service.id;
  const staffIds: Record<string, string> = {};
  for (const name of ['Baraka Mwangi', 'Otieno Juma']) {
    const hired = await page.request.post('/api/staff', {
      headers,
      data: { name, email: `${name.split(' ')[0]?.toLowerCase()}@mwangaza.example` },
    });
    expect(hired.status()).toBe(201);
    staffIds[name] = (await readJson<{ member: { id: string } }>(hired)).member.id;
  }
  // Baraka already has a client at 10:00 the day after tomorrow
  const day = nairobiDate(2);
  const booked = await page.request.post('/api/bookings', {
    headers,
    data: {
      serviceId,
      staffId: staffIds['Baraka Mwangi'],
      date: day,
      time: '10:00',
      client: { name: 'Kevin Ouma', phone: '0712 400 500' },
      idempotencyKey: `staff-choice-${test.info().project.name}-${Date.now()}`,
    },
  });
  expect(booked.status()).toBe(201);

  const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/book/${businessId}`);
  await visitor.getByRole('button', { name: 'Book' }).click();
  const panel = visitor.locator('#booking-panel');
  await panel.getByLabel('Full name').fill('Amos Kiprop');
  await panel.getByLabel('Email').fill('amos@example.com');
  await panel.getByLabel('Phone').fill('0712 600 700');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await chooseDay(panel, day);
  await panel.getByRole('button', { name: /^10:00/ }).click();
  await panel.getByRole('button', { name: 'Continue' }).click();

  // nobody has been tapped: Baraka already says he is busy, and cannot be picked
  const baraka = panel.getByRole('radio', { name: /Baraka Mwangi/ });
  await expect(baraka).toContainText('Busy at 10:00');
  await expect(baraka).toBeDisabled();
  const otieno = panel.getByRole('radio', { name: /Otieno Juma/ });
  await expect(otieno).toBeEnabled();
  await expect(otieno).not.toContainText('Busy');
  await screenshot(visitor, 'booking-staff-busy');
  await otieno.click();
  await expect(panel.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await visitorContext.close();
});
