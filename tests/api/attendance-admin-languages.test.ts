import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/auth';
import { hire, signIn } from '../support/attendance';
import { signedInStaff } from '../support/admins';
import { ownerWithBusiness, speaks, type Owner } from '../support/owners';
import { readJson, type ErrorAnswer } from '../support/answers';
import { startTestServer, type TestServer } from '../support/test-server';

async function refusal(account: Owner, path: string, init?: { method: string; body?: unknown }) {
  const response = await account.client.request(path, init);
  return {
    status: response.status,
    language: response.headers.get('content-language'),
    error: (await readJson<ErrorAnswer>(response)).error,
  };
}

describe('the attendance register and the admin area refuse in the language of the account', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('says a sign-in without a staff member, a missing record and an empty export in the account’s language', async () => {
    const english = await ownerWithBusiness(app);
    const kiswahili = await ownerWithBusiness(app);
    await speaks(kiswahili, 'sw');

    const post = { method: 'POST', body: { staffId: 'nobody' } };
    const swahili = await refusal(kiswahili, '/api/attendance', post);
    expect(swahili).toMatchObject({ status: 400, language: 'sw' });
    expect(swahili.error.fields).toMatchObject({ staffId: 'Tafadhali chagua mfanyakazi' });
    const plain = await refusal(english, '/api/attendance', post);
    expect(plain).toMatchObject({ status: 400, language: 'en' });
    expect(plain.error.fields).toMatchObject({ staffId: 'Please choose a staff member' });

    const missing = `/api/attendance/${randomUUID()}/sign-out`;
    expect(await refusal(kiswahili, missing, { method: 'POST', body: {} })).toMatchObject({
      status: 404,
      error: { code: 'not_found', message: 'Rekodi ya mahudhurio haikupatikana.' },
    });
    expect(await refusal(english, missing, { method: 'POST', body: {} })).toMatchObject({
      status: 404,
      error: { code: 'not_found', message: 'Attendance record not found.' },
    });

    const upsideDown = '/api/attendance/report?from=2026-05-05&to=2026-05-04';
    expect(await refusal(kiswahili, upsideDown)).toMatchObject({
      status: 400,
      error: { message: 'Tarehe ya Kuanzia lazima iwe kabla ya tarehe ya Hadi, au siku hiyo hiyo' },
    });
    expect(await refusal(english, upsideDown)).toMatchObject({
      status: 400,
      error: { message: 'The From date must be on or before the To date' },
    });

    expect(await refusal(kiswahili, '/api/attendance/export')).toMatchObject({
      status: 404,
      error: { code: 'no_data', message: 'Hakuna taarifa za kupakua' },
    });
    expect(await refusal(english, '/api/attendance/export')).toMatchObject({
      status: 404,
      error: { code: 'no_data', message: 'No data to export' },
    });
  });

  it('writes the attendance CSV’s headings and words in the account’s language', async () => {
    const english = await ownerWithBusiness(app);
    const kiswahili = await ownerWithBusiness(app);
    await speaks(kiswahili, 'sw');
    for (const owner of [english, kiswahili]) {
      const staffId = await hire(owner, 'Amina Otieno');
      expect((await signIn(owner, { staffId })).status).toBe(201);
    }

    const csv = async (owner: Owner) => {
      const response = await owner.client.get('/api/attendance/export');
      expect(response.status).toBe(200);
      return (await response.text()).replace(/^\uFEFF/, '').split(/\r?\n/);
    };
    const [swHead, swRow] = await csv(kiswahili);
    expect(swHead).toContain('Kitambulisho cha Mahudhurio');
    expect(swHead).toContain('Jina la Mfanyakazi');
    expect(swRow).toContain(',ameingia,');
    expect(swRow).toMatch(/,Hapana$/);
    const [enHead, enRow] = await csv(english);
    expect(enHead).toContain('Attendance ID');
    expect(enHead).toContain('Staff Name');
    expect(enRow).toContain(',signed in,');
    expect(enRow).toMatch(/,No$/);
  });

  it('refuses an admin’s bad page, missing reason and unknown business in the admin’s language', async () => {
    const english = await signedInStaff(app, 'admin');
    const kiswahili = await signedInStaff(app, 'admin');
    await speaks(kiswahili, 'sw');

    expect(await refusal(kiswahili, '/api/admin/businesses?page=0')).toMatchObject({
      status: 400,
      language: 'sw',
      error: { message: 'Ukurasa lazima uwe nambari kamili kati ya 1 na 100000' },
    });
    expect(await refusal(english, '/api/admin/businesses?page=0')).toMatchObject({
      status: 400,
      language: 'en',
      error: { message: 'Page must be a whole number from 1 to 100000' },
    });

    const business = await ownerWithBusiness(app);
    const deactivate = `/api/admin/businesses/${business.businessId}/deactivate`;
    const empty = { method: 'POST', body: { reason: '   ' } };
    expect((await refusal(kiswahili, deactivate, empty)).error.fields).toMatchObject({
      reason: 'Tafadhali eleza kwa nini biashara imesimamishwa; mmiliki wake atasoma sababu hii.',
    });
    expect((await refusal(english, deactivate, empty)).error.fields).toMatchObject({
      reason: 'Please say why the business is deactivated; its owner will read it.',
    });

    const unknown = `/api/admin/businesses/${randomUUID()}/reactivate`;
    expect(await refusal(kiswahili, unknown, { method: 'POST' })).toMatchObject({
      status: 404,
      error: { code: 'not_found', message: 'Biashara haikupatikana.' },
    });
    expect(await refusal(english, unknown, { method: 'POST' })).toMatchObject({
      status: 404,
      error: { code: 'not_found', message: 'Business not found.' },
    });
  });

  it('reads the security log in the admin’s language, from the facts each event was written with', async () => {
    const english = await signedInStaff(app, 'admin');
    const kiswahili = await signedInStaff(app, 'admin');
    await speaks(kiswahili, 'sw');
    const wrong = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: english.email, password: 'Not#TheRightOne1' }),
    });
    expect(wrong.status).toBe(401);
    // a row from before events kept their facts (written last, so listed first): shown as written
    await app.db.insert(auditLog).values({
      action: 'SECURITY_EVENT',
      tableName: 'SUCCESSFUL_LOGIN',
      userId: kiswahili.userId,
      oldValues: { description: `Signed in long ago: ${kiswahili.email}` },
    });

    const log = async (reader: Owner, type: string, user: string) => {
      const query = new URLSearchParams({ type, user });
      const response = await reader.client.request(`/api/admin/security-events?${query}`);
      expect(response.status).toBe(200);
      const page = await readJson<{ events: { description: string }[] }>(response);
      return page.events.map((event) => event.description);
    };
    expect(await log(kiswahili, 'SUCCESSFUL_LOGIN', english.email)).toEqual([
      `Ameingia: ${english.email}`,
    ]);
    expect(await log(english, 'SUCCESSFUL_LOGIN', english.email)).toEqual([
      `Signed in: ${english.email}`,
    ]);
    expect(await log(kiswahili, 'FAILED_LOGIN', english.email)).toEqual([
      `Barua pepe au nenosiri si sahihi kwa ${english.email} (mara 1 mfululizo)`,
    ]);
    expect(await log(kiswahili, 'SUCCESSFUL_LOGIN', kiswahili.email)).toEqual([
      `Signed in long ago: ${kiswahili.email}`,
      `Ameingia: ${kiswahili.email}`,
    ]);

    // the record itself keeps one language, whoever caused the event
    const [kept] = await app.db
      .select({ description: sql<string>`${auditLog.oldValues}->>'description'` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.tableName, 'FAILED_LOGIN'),
          sql`${auditLog.oldValues}->>'email' = ${english.email}`,
        ),
      );
    expect(kept?.description).toBe(`Wrong e-mail or password for ${english.email} (1 in a row)`);
  });
});
