import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readJson } from '../../support/answers';
import { GENERAL_SETTINGS } from '../../support/bookable';
import { createBusiness } from './new-owner';
import { nairobiDate } from './visitor-booking';

/** The signed-in owner's places per time, set in Settings. */
export async function setPlacesPerSlot(request: APIRequestContext, origin: string, places: number) {
  const settings = await request.put('/api/business/settings/general', {
    headers: { origin },
    data: { ...GENERAL_SETTINGS, maxBookingsPerSlot: places },
  });
  expect(settings.status()).toBe(200);
}

/**
 * A new business of the signed-in owner, one place per time, with a 60-minute Cornrows whose 10:00
 * four days ahead a client has taken: the day a waitlist is joined for. `visitor` books as the
 * public does, from a browser of its own.
 */
export async function takenTenOClock(
  page: Page,
  browser: Browser,
  { origin, name, takenBy }: { origin: string; name: string; takenBy: string },
) {
  const suffix = Date.now().toString(36).slice(-5);
  const businessName = `${name} ${suffix}`;
  const businessId = await createBusiness(page.request, origin, { name: businessName });
  await setPlacesPerSlot(page.request, origin, 1);
  const made = await page.request.post('/api/services', {
    headers: { origin },
    data: {
      name: 'Cornrows',
      description: 'Neat cornrows.',
      priceMinor: 1_500_00,
      durationMinutes: 60,
    },
  });
  expect(made.status()).toBe(201);
  const serviceId = (await readJson<{ service: { id: string } }>(made)).service.id;
  const date = nairobiDate(4);
  const visitor = (await browser.newContext()).request;
  const taken = await visitor.post(`/api/public/businesses/${businessId}/bookings`, {
    data: {
      serviceId,
      date,
      time: '10:00',
      staffId: null,
      customer: { name: 'Early Client', email: 'early@example.com', phone: takenBy },
      idempotencyKey: `early-${suffix}`,
    },
  });
  expect(taken.status()).toBe(201);
  const takenId = (await readJson<{ booking: { id: string } }>(taken)).booking.id;
  return { suffix, businessName, businessId, serviceId, date, visitor, takenId };
}
