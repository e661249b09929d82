import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { BookingCodeSchema } from '@shared/booking-code';
import { isUuid } from '@shared/uuid';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import type { Database } from '../db/database';
import { businesses } from '../db/schema/businesses';
import { channelLinks } from '../dialog/links';
import type { Env } from '../env';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { jsonBody } from '../http/validation';
import { businessNotAvailable } from './active-business';
import { changeBookingCode, newBookingCode } from './booking-code';
import { requireBusiness } from './scope';

type LinksEnv = Pick<Env, 'publicUrl' | 'messaging'>;

/**
 * How clients reach a business by chat and USSD (docs/decisions/0075): its owner sees and changes
 * the booking code and the links made from it; a public link opens the business's chat, so a
 * page that knows only the business (the booking page, the client's own link) can offer it.
 */
export function bookingCodeRoutes({ auth, db, env }: { auth: Auth; db: Database; env: LinksEnv }) {
  const session = requireSession(auth);
  const owned = requireBusiness(db);
  const answer = (code: string) => ({ channels: channelLinks(env, code) });
  return (
    new Hono<AppEnv>()
      .get('/business/booking-code', session, owned, (c) =>
        c.json(answer(c.var.business.bookingCode)),
      )
      .put('/business/booking-code', session, owned, jsonBody(BookingCodeSchema), async (c) => {
        const { code } = c.req.valid('json');
        const business = await changeBookingCode(db, { business: c.var.business, code });
        return c.json(answer(business.bookingCode));
      })
      .post('/business/booking-code/new', session, owned, async (c) => {
        const business = await newBookingCode(db, { business: c.var.business });
        return c.json(answer(business.bookingCode));
      })
      // the code as it is now, so a page kept or printed before a change still opens the right chat
      .get('/public/businesses/:businessId/whatsapp', async (c) => {
        const businessId = c.req.param('businessId');
        const [business] = isUuid(businessId)
          ? await db
              .select({ code: businesses.bookingCode })
              .from(businesses)
              .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)))
          : [];
        if (!business) throw new ApiError(404, 'not_found', businessNotAvailable());
        c.header('Cache-Control', 'no-store');
        c.header('Referrer-Policy', 'no-referrer');
        return c.redirect(channelLinks(env, business.code).whatsappUrl, 302);
      })
  );
}
