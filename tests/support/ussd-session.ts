import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { businesses } from '../../src/server/db/schema/businesses';
import type { TestServer } from './test-server';

let sessions = 0;

/**
 * One USSD session as Africa's Talking calls in (docs/decisions/0074): each call keys in one more
 * answer, sends every answer so far joined by '*' (after a code keyed into the dial string), and
 * gets the screen back.
 */
export function ussdSession(app: TestServer, phoneNumber: string) {
  const sessionId = `ATUid_${Date.now()}_${(sessions += 1)}`;
  const keyed: string[] = [];
  return {
    sessionId,
    async key(answer: string | null, dialled = '') {
      if (answer !== null) keyed.push(answer);
      const text = [dialled, ...keyed].filter(Boolean).join('*');
      const response = await app.request('/api/channels/ussd', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          sessionId,
          serviceCode: '*384*123#',
          phoneNumber,
          networkCode: '63902',
          text,
        }).toString(),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      const screen = await response.text();
      expect(screen.length).toBeLessThanOrEqual(182);
      return screen;
    },
  };
}

/** The code a client types to reach the business. */
export async function bookingCodeOf(app: TestServer, businessId: string): Promise<string> {
  const [row] = await app.db
    .select({ code: businesses.bookingCode })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.code ?? '';
}
