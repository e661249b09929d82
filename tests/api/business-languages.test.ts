import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithBusiness, signedInOwner, speaks, type Owner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type ErrorAnswer } from '../support/answers';

type Answer = { status: number; language: string | null; error: ErrorAnswer['error'] };

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    language: response.headers.get('content-language'),
    error: (await readJson<ErrorAnswer>(response)).error,
  };
}

const DAYS = [0, 1, 2, 3, 4, 5, 6];
const backwardsWeek = {
  days: DAYS.map((weekday) => ({
    weekday,
    opensAt: weekday === 3 ? '18:00' : '09:00',
    closesAt: weekday === 3 ? '08:00' : '17:00',
    isOpen: true,
  })),
};

function textAsLogo(): FormData {
  const form = new FormData();
  form.set('logo', new Blob(['Just some notes'], { type: 'image/png' }), 'logo.png');
  return form;
}

describe('the business routes refuse in the language of the owner’s account', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('says there is no business yet, and what onboarding needs, in Kiswahili or English', async () => {
    const swahili = await speaks(await signedInOwner(app), 'sw');
    const english = await signedInOwner(app);

    const noBusiness = { method: 'PATCH', body: { name: 'Kilele' } };
    expect(await answerOf(await swahili.client.request('/api/business', noBusiness))).toEqual({
      status: 404,
      language: 'sw',
      error: { code: 'no_business', message: 'Hakuna biashara iliyopatikana' },
    });
    expect(await answerOf(await english.client.request('/api/business', noBusiness))).toEqual({
      status: 404,
      language: 'en',
      error: { code: 'no_business', message: 'No business found' },
    });

    const unnamed = { method: 'POST', body: { name: ' ', email: '', address: 'x'.repeat(201) } };
    const refused = await answerOf(await swahili.client.request('/api/business', unnamed));
    expect(refused).toMatchObject({ status: 400, language: 'sw' });
    expect(refused.error.fields).toMatchObject({
      name: 'Tafadhali andika angalau jina la biashara',
      address: 'Anwani isizidi herufi 200',
    });
    const said = await answerOf(await english.client.request('/api/business', unnamed));
    expect(said.error.fields).toMatchObject({
      name: 'Please provide at least a business name',
      address: 'Address must be at most 200 characters',
    });
  });

  it('refuses settings, hours and a location the same way', async () => {
    const swahili = await speaks(await ownerWithBusiness(app), 'sw');
    const english = await ownerWithBusiness(app, 'Kilele Fitness');
    const fieldsOf = async (owner: Owner, path: string, body: unknown) => {
      const answer = await answerOf(await owner.client.request(path, { method: 'PUT', body }));
      expect(answer.status).toBe(400);
      return { language: answer.language, fields: answer.error.fields };
    };

    expect(await fieldsOf(swahili, '/api/business/hours', backwardsWeek)).toEqual({
      language: 'sw',
      fields: { 'days.3.closesAt': 'Muda wa kufunga lazima uwe baada ya muda wa kufungua' },
    });
    expect(await fieldsOf(english, '/api/business/hours', backwardsWeek)).toEqual({
      language: 'en',
      fields: { 'days.3.closesAt': 'Closing time must be after opening time' },
    });

    const place = { latitude: 100, longitude: 36.8, serviceRadiusKm: 0, showOnMap: true };
    const location = { ...place, mapDescription: '' };
    expect(await fieldsOf(swahili, '/api/business/location', location)).toMatchObject({
      fields: {
        latitude: 'Latitudo lazima iwe kati ya -90 na 90',
        serviceRadiusKm: 'Eneo la huduma lazima liwe kati ya km 1 na 100',
      },
    });
    expect(await fieldsOf(english, '/api/business/location', location)).toMatchObject({
      fields: {
        latitude: 'Latitude must be between -90 and 90',
        serviceRadiusKm: 'Service radius must be between 1 and 100 km',
      },
    });

    const notifications = {
      email_bookings: true,
      email_cancellations: true,
      email_reminders: true,
      sms_bookings: false,
      sms_reminders: false,
      whatsapp_bookings: true,
      whatsapp_reminders: true,
      whatsapp_number: '0712345678',
    };
    expect(
      await fieldsOf(swahili, '/api/business/settings/notifications', notifications),
    ).toMatchObject({
      fields: {
        whatsapp_number: 'Andika nambari ya WhatsApp pamoja na msimbo wa nchi, k.m. +254712345678',
      },
    });
  });

  it('says whether a booking link may be had, and refuses a file that is no image, in the owner’s language', async () => {
    const swahili = await speaks(await ownerWithBusiness(app), 'sw');
    const english = await ownerWithBusiness(app, 'Kilele Fitness');
    const check = async (owner: Owner, slug: string) =>
      readJson<{ status: string; message: string }>(
        await owner.client.request(`/api/business/booking-link?slug=${slug}`),
      );

    expect(await check(swahili, 'admin')).toEqual({
      slug: 'admin',
      status: 'reserved',
      message: '"admin" kinatumiwa na Miadi yenyewe. Tafadhali chagua kiungo kingine.',
    });
    expect(await check(swahili, 'ab')).toMatchObject({ message: 'Tumia herufi 3 hadi 20' });
    expect(await check(swahili, 'kilele-spa-sw')).toMatchObject({
      status: 'available',
      message: '"kilele-spa-sw" kinapatikana.',
    });
    expect(await check(english, 'admin')).toMatchObject({
      message: '"admin" is used by Miadi itself. Please choose another link.',
    });
    expect(await check(english, 'ab')).toMatchObject({ message: 'Use 3 to 20 characters' });

    expect(await answerOf(await swahili.upload('/api/business/logo', textAsLogo()))).toEqual({
      status: 400,
      language: 'sw',
      error: {
        code: 'not_an_image',
        message: 'Tafadhali chagua faili sahihi ya picha',
        fields: { logo: 'Tafadhali chagua faili sahihi ya picha' },
      },
    });
    expect(await answerOf(await english.upload('/api/business/logo', textAsLogo()))).toMatchObject({
      status: 400,
      language: 'en',
      error: { message: 'Please select a valid image file' },
    });
  });
});
