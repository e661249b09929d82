import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, type ErrorAnswer } from '../support/answers';
import { ownerWithBusiness, speaks } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

const HAIRCUT = { name: 'Haircut', description: 'A clean cut', priceMinor: 50000 };

describe('services, staff and the admin check refuse in the language of the owner’s account', () => {
  let app: TestServer;
  let english: Owner;
  let kiswahili: Owner;
  beforeAll(async () => {
    app = await startTestServer();
    english = await ownerWithBusiness(app);
    kiswahili = await ownerWithBusiness(app);
    await speaks(kiswahili, 'sw');
  });
  afterAll(() => app.close());

  async function refusal(response: Response) {
    return {
      status: response.status,
      language: response.headers.get('content-language'),
      error: (await readJson<ErrorAnswer>(response)).error,
    };
  }

  it('says a service’s field problems in the account’s language', async () => {
    const body = { ...HAIRCUT, priceMinor: -500, durationMinutes: 2 };
    const swahili = await refusal(await kiswahili.client.post('/api/services', body));
    expect(swahili).toMatchObject({ status: 400, language: 'sw' });
    expect(swahili.error.fields).toMatchObject({
      priceMinor: 'Bei lazima iwe zaidi ya sifuri.',
      durationMinutes: 'Muda uwe dakika kamili kuanzia 5 hadi 1440',
    });
    const plain = await refusal(await english.client.post('/api/services', body));
    expect(plain).toMatchObject({ status: 400, language: 'en' });
    expect(plain.error.fields).toMatchObject({
      priceMinor: 'Price must be greater than zero.',
      durationMinutes: 'Duration must be a whole number of minutes from 5 to 1440',
    });

    const long = { ...HAIRCUT, name: 'n'.repeat(101) };
    expect(
      (await refusal(await kiswahili.client.post('/api/services', long))).error.fields,
    ).toMatchObject({ name: 'Jina lisizidi herufi 100' });
    expect(
      (await refusal(await english.client.post('/api/services', long))).error.fields,
    ).toMatchObject({ name: 'Name must be at most 100 characters' });
  });

  it('says a missing service and a file that is not an image in the account’s language', async () => {
    const missing = `/api/services/${randomUUID()}/status`;
    const patch = { method: 'PATCH', body: { isActive: false } };
    expect(await refusal(await kiswahili.client.request(missing, patch))).toMatchObject({
      status: 404,
      language: 'sw',
      error: { code: 'not_found', message: 'Huduma haikupatikana' },
    });
    expect(await refusal(await english.client.request(missing, patch))).toMatchObject({
      status: 404,
      language: 'en',
      error: { code: 'not_found', message: 'Service not found' },
    });

    for (const [owner, message] of [
      [kiswahili, 'notes.png si picha'],
      [english, 'notes.png is not an image file'],
    ] as const) {
      const created = await owner.client.post('/api/services', HAIRCUT);
      const { service } = await readJson<{ service: { id: string } }>(created);
      const form = new FormData();
      form.append('images', new Blob(['hello'], { type: 'image/png' }), 'notes.png');
      expect(
        await refusal(await owner.upload(`/api/services/${service.id}/images`, form)),
      ).toMatchObject({ status: 400, error: { message, fields: { images: message } } });
    }
  });

  it('says a staff member’s field problems, and one not found, in the account’s language', async () => {
    const body = { name: 'Amina Otieno', email: 'amina@', workload: 169 };
    const swahili = await refusal(await kiswahili.client.post('/api/staff', body));
    expect(swahili).toMatchObject({ status: 400, language: 'sw' });
    expect(swahili.error.fields).toMatchObject({
      email: 'Barua pepe si sahihi',
      workload: 'Idadi ya saa kwa wiki iwe kati ya 0 na 168',
    });
    const plain = await refusal(await english.client.post('/api/staff', body));
    expect(plain.error.fields).toMatchObject({
      email: 'Invalid email format',
      workload: 'Workload must be between 0 and 168 hours',
    });

    const missing = `/api/staff/${randomUUID()}`;
    expect(await refusal(await kiswahili.client.get(missing))).toMatchObject({
      status: 404,
      language: 'sw',
      error: { code: 'not_found', message: 'Mfanyakazi hakupatikana.' },
    });
    expect(await refusal(await english.client.get(missing))).toMatchObject({
      status: 404,
      language: 'en',
      error: { code: 'not_found', message: 'Staff member not found.' },
    });
  });

  it('refuses an owner the admin area in the account’s language', async () => {
    expect(await refusal(await kiswahili.client.get('/api/security-events'))).toMatchObject({
      status: 403,
      language: 'sw',
      error: { code: 'forbidden', message: 'Huna ruhusa ya kufanya hivi' },
    });
    expect(await refusal(await english.client.get('/api/security-events'))).toMatchObject({
      status: 403,
      language: 'en',
      error: { code: 'forbidden', message: 'Access denied' },
    });
  });
});
