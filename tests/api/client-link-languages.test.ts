import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLinkKey, makeBookingToken } from '../../src/server/booking-links/token';
import { businessSettings } from '../../src/server/db/schema/businesses';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type ErrorAnswer } from '../support/answers';

/**
 * The client's own link answers in the language of the request (docs/decisions/0071): a refusal
 * and the words of the booking's view are Kiswahili for Accept-Language: sw, English otherwise.
 */
describe('the client link speaks the language of the request', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (body: unknown, language?: string): RequestInit => ({
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(language ? { 'accept-language': language } : {}),
    },
    body: JSON.stringify(body),
  });

  /** A booking three days ahead whose changes closed a week before its start. */
  async function pastCutOff() {
    const made = await bookableBusiness(app, {});
    await app.db
      .update(businessSettings)
      .set({ clientChangeCutoffHours: 168, clientRefundPolicy: 'full' })
      .where(eq(businessSettings.businessId, made.businessId));
    const response = await app.request(
      `/api/public/businesses/${made.businessId}/bookings`,
      post(bookingBody(made.service.id)),
    );
    expect(response.status).toBe(201);
    const { booking } = await readJson<{ booking: { id: string } }>(response);
    return makeBookingToken(await bookingLinkKey(app.db), booking.id);
  }

  it('refuses a cancel past the cut-off in Kiswahili for sw, and in English without it', async () => {
    const token = await pastCutOff();

    const sw = await app.request(`/api/my-booking/${token}/cancel`, post({}, 'sw'));
    expect(sw.status).toBe(409);
    expect(sw.headers.get('content-language')).toBe('sw');
    const { error } = await readJson<ErrorAnswer>(sw);
    expect(error.code).toBe('past_cut_off');
    expect(error.message).toContain('Mabadiliko ya mtandaoni hufungwa saa 168 kabla ya kuanza');
    expect(error.message).toContain('Tafadhali wasiliana na biashara.');
    expect(error.message).not.toMatch(/hours|before the start|Please contact/);

    const en = await app.request(`/api/my-booking/${token}/cancel`, post({}));
    expect(en.status).toBe(409);
    expect((await readJson<ErrorAnswer>(en)).error.message).toContain(
      'Online changes close 168 hours before the start',
    );
  });

  it("says why changes are closed, and what cancelling means, in the view's language", async () => {
    const token = await pastCutOff();
    const view = await app.request(`/api/my-booking/${token}`, {
      headers: { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' },
    });
    expect(view.status).toBe(200);
    const { booking } = await readJson<{
      booking: { changes: { closedReason: string; cancelOutcomeText: string } };
    }>(view);
    expect(booking.changes.closedReason).toContain('haiwezi tena kughairiwa');
    expect(booking.changes.cancelOutcomeText).toBe(
      'Hakuna malipo yaliyofanywa, kwa hivyo hakuna pesa za kurejesha.',
    );
  });

  it('answers a wrong link with 404 in Kiswahili', async () => {
    const wrong = await app.request(`/api/my-booking/${'A'.repeat(38)}`, {
      headers: { 'accept-language': 'sw' },
    });
    expect(wrong.status).toBe(404);
    expect((await readJson<ErrorAnswer>(wrong)).error.message).toBe(
      'Kiungo hiki cha miadi si sahihi. Angalia kiungo kwenye ujumbe wa uthibitisho uliopokea.',
    );
  });
});
