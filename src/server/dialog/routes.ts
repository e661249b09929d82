import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import type { PublicReads } from '../public-booking/page-cache';
import type { PublicDeps } from '../public-booking/routes';
import { answerUssd, readUssdCallback } from './ussd';

/** Where the booking channels call in: Africa's Talking's USSD callback (docs/decisions/0074). */
export function channelRoutes(deps: PublicDeps, reads: PublicReads) {
  return new Hono<AppEnv>().post('/ussd', async (c) => {
    const form: unknown = await c.req.parseBody().catch(() => ({}));
    const callback = readUssdCallback(form);
    const answer = await answerUssd(deps, reads, callback);
    c.header('Cache-Control', 'no-store');
    return c.text(answer);
  });
}
