import { Hono } from 'hono';
import * as z from 'zod/mini';
import { BookingLinkSchema } from '@shared/booking-link-rule';
import { BusinessCreateSchema, BusinessProfileSchema } from '@shared/business';
import { BusinessHoursSchema } from '@shared/business-hours-schema';
import {
  GeneralSettingsSchema,
  LocationSchema,
  NotificationSettingsSchema,
} from '@shared/settings-schemas';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { jsonBody, queryOf } from '../http/validation';
import { businessAnswers } from '../messages/business-answers';
import { changeBookingLink, checkBookingLink } from './booking-link';
import {
  createBusiness,
  findOwnerBusiness,
  loadOwnerView,
  replaceHours,
  updateGeneralSettings,
  updateLocation,
  updateNotificationSettings,
  updateProfile,
} from './operations';
import { replaceLogo } from './logo';
import { requireBusiness } from './scope';
import { imageBodyLimit, readUploadedImage } from '../images/uploaded-image';
import { LOGO_IMAGE_LIMITS } from '../images/process-image';
import type { Logger } from '../logger';
import type { Storage } from '../storage/storage';

const LinkQuery = z.object({
  slug: z.string().check(z.maxLength(100, { error: () => businessAnswers('linkTooLong') })),
});

/** The owner's own business: onboarding, profile, hours, location and settings. */
export function businessRoutes({
  auth,
  db,
  storage,
  logger,
}: {
  auth: Auth;
  db: Database;
  storage: Storage;
  logger: Logger;
}) {
  const session = requireSession(auth);
  const owned = requireBusiness(db);
  return (
    new Hono<AppEnv>()
      .get('/', session, async (c) => {
        const business = await findOwnerBusiness(db, c.var.user.id);
        return c.json(business ? await loadOwnerView(db, business) : { business: null });
      })
      .post('/', session, jsonBody(BusinessCreateSchema), async (c) => {
        const input = c.req.valid('json');
        const business = await createBusiness(db, { userId: c.var.user.id, input });
        return c.json(await loadOwnerView(db, business), 201);
      })
      .patch('/', session, owned, jsonBody(BusinessProfileSchema), async (c) => {
        const input = c.req.valid('json');
        return c.json(await loadOwnerView(db, await updateProfile(db, c.var.business, input)));
      })
      // the live check under the link field in Settings; anything the rule refuses is said, not a 400
      .get('/booking-link', session, owned, queryOf(LinkQuery), async (c) =>
        c.json(await checkBookingLink(db, c.var.business, c.req.valid('query').slug)),
      )
      .put('/booking-link', session, owned, jsonBody(BookingLinkSchema), async (c) => {
        const { slug } = c.req.valid('json');
        const business = await changeBookingLink(db, { business: c.var.business, slug });
        return c.json(await loadOwnerView(db, business));
      })
      .put('/hours', session, owned, jsonBody(BusinessHoursSchema), async (c) => {
        const input = c.req.valid('json');
        await replaceHours(db, c.var.business, input);
        return c.json(await loadOwnerView(db, c.var.business));
      })
      .put('/location', session, owned, jsonBody(LocationSchema), async (c) => {
        const input = c.req.valid('json');
        return c.json(await loadOwnerView(db, await updateLocation(db, c.var.business, input)));
      })
      .put('/settings/general', session, owned, jsonBody(GeneralSettingsSchema), async (c) => {
        const input = c.req.valid('json');
        return c.json(
          await loadOwnerView(db, await updateGeneralSettings(db, c.var.business, input)),
        );
      })
      .put(
        '/settings/notifications',
        session,
        owned,
        jsonBody(NotificationSettingsSchema),
        async (c) => {
          const input = c.req.valid('json');
          await updateNotificationSettings(db, c.var.business, input);
          return c.json(await loadOwnerView(db, c.var.business));
        },
      )
      .post('/logo', session, owned, imageBodyLimit(LOGO_IMAGE_LIMITS), async (c) => {
        const image = await readUploadedImage(c, 'logo', LOGO_IMAGE_LIMITS);
        const business = await replaceLogo({
          db,
          storage,
          logger,
          business: c.var.business,
          image,
        });
        return c.json(await loadOwnerView(db, business));
      })
      .delete('/logo', session, owned, async (c) => {
        const business = await replaceLogo({
          db,
          storage,
          logger,
          business: c.var.business,
          image: null,
        });
        return c.json(await loadOwnerView(db, business));
      })
  );
}
