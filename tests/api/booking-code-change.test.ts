import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_CODE_MESSAGES } from '../../src/shared/booking-code';
import { businessIdByCode } from '../../src/server/businesses/booking-code';
import { businesses, retiredBookingCodes } from '../../src/server/db/schema/businesses';
import { readJson } from '../support/answers';
import { ownerWithBusiness } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;
interface Channels {
  code: string;
  whatsappUrl: string;
  whatsappIsTest: boolean;
  ussdDial: string | null;
  ussdTestUrl: string | null;
}
interface Refusal {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const DAY_MS = 24 * 60 * 60 * 1000;
let seq = 0;
/** Seven digits no other test uses (a new business's own code has five). */
const freshCode = () => String(7_000_000 + seq++);

describe("the owner's booking code (docs/decisions/0075)", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  const changeCode = (owner: Owner, code: unknown) =>
    owner.client.request('/api/business/booking-code', { method: 'PUT', body: { code } });
  const channelsOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return (await readJson<{ channels: Channels }>(response)).channels;
  };
  const codeOf = async (businessId: string) =>
    (await app.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]?.bookingCode;
  const retiredOf = async (businessId: string) =>
    (
      await app.db
        .select({ code: retiredBookingCodes.code })
        .from(retiredBookingCodes)
        .where(eq(retiredBookingCodes.businessId, businessId))
    )
      .map((row) => row.code)
      .sort();

  it('shows the code with its WhatsApp link and the test USSD phone while neither channel is set', async () => {
    const owner = await ownerWithBusiness(app, 'Nyota Barbers');
    const code = await codeOf(owner.businessId);
    expect(code).toMatch(/^[1-9][0-9]{4}$/);
    expect(await channelsOf(await owner.client.get('/api/business/booking-code'))).toEqual({
      code,
      whatsappUrl: `${app.url}/test/chat?code=${code}`,
      whatsappIsTest: true,
      ussdDial: null,
      ussdTestUrl: `${app.url}/test/ussd?code=${code}`,
    });
    expect((await app.request('/api/business/booking-code')).status).toBe(401);
  });

  it('takes a code of the right shape, keeps the old one reaching the business, and refuses anything else', async () => {
    const owner = await ownerWithBusiness(app, 'Nyota Spa');
    const old = (await codeOf(owner.businessId))!;
    const wanted = freshCode();
    const changed = await channelsOf(await changeCode(owner, ` ${wanted} `));
    expect(changed).toMatchObject({
      code: wanted,
      whatsappUrl: `${app.url}/test/chat?code=${wanted}`,
    });
    expect(await codeOf(owner.businessId)).toBe(wanted);
    expect(await retiredOf(owner.businessId)).toEqual([old]);
    // the dialog finds the business by either
    expect(await businessIdByCode(app.db, wanted)).toBe(owner.businessId);
    expect(await businessIdByCode(app.db, old)).toBe(owner.businessId);
    // the same code again changes nothing
    await channelsOf(await changeCode(owner, wanted));
    expect(await retiredOf(owner.businessId)).toEqual([old]);

    for (const bad of ['123', '123456789', '12a45', '12 345', '١٢٣٤٥', '', 'x'.repeat(5000)]) {
      const refused = await changeCode(owner, bad);
      expect(refused.status, bad).toBe(400);
      const { error } = await readJson<Refusal>(refused);
      expect(error.message, bad).toBe(BOOKING_CODE_MESSAGES.shape);
      expect(error.fields).toEqual({ code: BOOKING_CODE_MESSAGES.shape });
    }
    for (const bad of [12345, null, ['12345'], { code: '12345' }]) {
      expect((await changeCode(owner, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await codeOf(owner.businessId)).toBe(wanted);
    expect(await retiredOf(owner.businessId)).toEqual([old]);
  });

  it("refuses another business's code, now or given up within the year, with 409", async () => {
    const holder = await ownerWithBusiness(app, 'Pwani Cuts');
    const other = await ownerWithBusiness(app, 'Pwani Styles');
    const before = await codeOf(other.businessId);
    const held = (await codeOf(holder.businessId))!;
    const taken = await changeCode(other, held);
    expect(taken.status).toBe(409);
    expect((await readJson<Refusal>(taken)).error).toMatchObject({
      code: 'code_taken',
      message: BOOKING_CODE_MESSAGES.taken(held),
    });
    // given up by the holder: still the holder's for a year
    await channelsOf(await changeCode(holder, freshCode()));
    expect((await changeCode(other, held)).status).toBe(409);
    expect(await codeOf(other.businessId)).toBe(before);
    expect(await retiredOf(other.businessId)).toEqual([]);
    expect(await businessIdByCode(app.db, held)).toBe(holder.businessId);

    // a year and a day later another business may take it, and the record of it goes
    await app.db
      .update(retiredBookingCodes)
      .set({ retiredAt: new Date(Date.now() - 366 * DAY_MS) })
      .where(eq(retiredBookingCodes.code, held));
    await channelsOf(await changeCode(other, held));
    expect(await codeOf(other.businessId)).toBe(held);
    expect(await retiredOf(holder.businessId)).toEqual([]);
    expect(await businessIdByCode(app.db, held)).toBe(other.businessId);
  });

  it('lets a business take its own old code back at any time', async () => {
    const owner = await ownerWithBusiness(app, 'Kilifi Nails');
    const first = (await codeOf(owner.businessId))!;
    const second = freshCode();
    await channelsOf(await changeCode(owner, second));
    await channelsOf(await changeCode(owner, first));
    expect(await codeOf(owner.businessId)).toBe(first);
    expect(await retiredOf(owner.businessId)).toEqual([second]);
    expect(await businessIdByCode(app.db, second)).toBe(owner.businessId);
  });

  it('gives a new code the database picks, free and given up by nobody', async () => {
    const owner = await ownerWithBusiness(app, 'Malindi Beauty');
    const first = (await codeOf(owner.businessId))!;
    const picked = await channelsOf(await owner.client.post('/api/business/booking-code/new'));
    expect(picked.code).toMatch(/^[1-9][0-9]{4,7}$/);
    expect(picked.code).not.toBe(first);
    expect(await codeOf(owner.businessId)).toBe(picked.code);
    expect(await retiredOf(owner.businessId)).toEqual([first]);
    // twice at once (a double tap): one after the other, every code given up kept
    const twice = await Promise.all([
      owner.client.post('/api/business/booking-code/new'),
      owner.client.post('/api/business/booking-code/new'),
    ]);
    expect(twice.map((response) => response.status)).toEqual([200, 200]);
    const now = await codeOf(owner.businessId);
    expect(await retiredOf(owner.businessId)).toHaveLength(3);
    expect(await retiredOf(owner.businessId)).not.toContain(now);
    expect((await app.request('/api/business/booking-code/new', { method: 'POST' })).status).toBe(
      401,
    );
  });

  it('goes to exactly one of several owners claiming one code at once, never a 500', async () => {
    const owners = await Promise.all(
      ['Rift Cuts', 'Rift Fades', 'Rift Braids', 'Rift Locks'].map((name) =>
        ownerWithBusiness(app, name),
      ),
    );
    const wanted = freshCode();
    const answers = await Promise.all(owners.map((owner) => changeCode(owner, wanted)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const holders = await app.db
      .select()
      .from(businesses)
      .where(eq(businesses.bookingCode, wanted));
    expect(holders).toHaveLength(1);
    const winner = owners[answers.findIndex((answer) => answer.status === 200)]!;
    expect(holders[0]!.id).toBe(winner.businessId);
    for (const owner of owners.filter((owner) => owner !== winner))
      expect(await retiredOf(owner.businessId)).toEqual([]);
  });

  it('is changed only by its own signed-in owner', async () => {
    const victim = await ownerWithBusiness(app, 'Bahari Salon');
    const intruder = await ownerWithBusiness(app, 'Bahari Barber');
    const victimCode = await codeOf(victim.businessId);
    const stranger = await app.request('/api/business/booking-code', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ code: freshCode() }),
    });
    expect(stranger.status).toBe(401);
    // naming the victim's business changes nothing but the intruder's own code
    const wanted = freshCode();
    const own = await intruder.client.request('/api/business/booking-code', {
      method: 'PUT',
      body: { code: wanted, businessId: victim.businessId, id: victim.businessId },
    });
    expect((await channelsOf(own)).code).toBe(wanted);
    expect(await codeOf(intruder.businessId)).toBe(wanted);
    expect(await codeOf(victim.businessId)).toBe(victimCode);
    expect(await retiredOf(victim.businessId)).toEqual([]);
    // and reads only its own
    expect((await channelsOf(await intruder.client.get('/api/business/booking-code'))).code).toBe(
      wanted,
    );
  });

  it('opens the business’s chat from a public link, with the code it has now', async () => {
    const owner = await ownerWithBusiness(app, 'Lamu Henna');
    const opened = await app.request(`/api/public/businesses/${owner.businessId}/whatsapp`, {
      redirect: 'manual',
    });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(
      `${app.url}/test/chat?code=${await codeOf(owner.businessId)}`,
    );
    const wanted = freshCode();
    await channelsOf(await changeCode(owner, wanted));
    const moved = await app.request(`/api/public/businesses/${owner.businessId}/whatsapp`, {
      redirect: 'manual',
    });
    expect(moved.headers.get('location')).toBe(`${app.url}/test/chat?code=${wanted}`);
    for (const id of ['not-a-uuid', '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60', '%00', '..%2F..']) {
      const missing = await app.request(`/api/public/businesses/${id}/whatsapp`, {
        redirect: 'manual',
      });
      expect([400, 404], id).toContain(missing.status);
    }
    // a business taken off the site is reached neither by its link nor by its codes
    await app.db
      .update(businesses)
      .set({ isActive: false })
      .where(eq(businesses.id, owner.businessId));
    const inactive = await app.request(`/api/public/businesses/${owner.businessId}/whatsapp`, {
      redirect: 'manual',
    });
    expect(inactive.status).toBe(404);
    expect(await businessIdByCode(app.db, wanted)).toBeNull();
    expect(await businessIdByCode(app.db, '00000000')).toBeNull();
    expect(await businessIdByCode(app.db, "1' OR '1'='1")).toBeNull();
  });
});

describe('the booking code with WhatsApp and USSD set up', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer({ WHATSAPP_NUMBER: '+254700123456', USSD_CODE: '*384*4545#' });
  });
  afterAll(() => app.close());

  it('links to the platform number with the code prefilled, and says what to dial', async () => {
    const owner = await ownerWithBusiness(app, 'Eldoret Glow');
    const response = await owner.client.get('/api/business/booking-code');
    expect(response.status).toBe(200);
    const { channels } = await readJson<{ channels: Channels }>(response);
    expect(channels).toEqual({
      code: channels.code,
      whatsappUrl: `https://wa.me/254700123456?text=Book%20${channels.code}`,
      whatsappIsTest: false,
      ussdDial: `*384*4545*${channels.code}#`,
      ussdTestUrl: null,
    });
    const opened = await app.request(`/api/public/businesses/${owner.businessId}/whatsapp`, {
      redirect: 'manual',
    });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(channels.whatsappUrl);
  });
});
