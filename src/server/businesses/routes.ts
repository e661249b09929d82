import { Hono } from 'hono';
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
import { parseWith, readJsonBody } from '../http/validation';
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
  return new Hono<AppEnv>()
    .get('/', session, async (c) => {
      const business = await findOwnerBusiness(db, c.var.user.id);
      return c.json(business ? await loadOwnerView(db, business) : { business: null });
    })
    .post('/', session, async (c) => {
      const input = parseWith(BusinessCreateSchema, await readJsonBody(c));
      const business = await createBusiness(db, { userId: c.var.user.id, input });
      return c.json(await loadOwnerView(db, business), 201);
    })
    .patch('/', session, owned, async (c) => {
      const input = parseWith(BusinessProfileSchema, await readJsonBody(c));
      return c.json(await loadOwnerView(db, await updateProfile(db, c.var.business, input)));
    })
    .put('/hours', session, owned, async (c) => {
      const input = parseWith(BusinessHoursSchema, await readJsonBody(c));
      await replaceHours(db, c.var.business, input);
      return c.json(await loadOwnerView(db, c.var.business));
    })
    .put('/location', session, owned, async (c) => {
      const input = parseWith(LocationSchema, await readJsonBody(c));
      return c.json(await loadOwnerView(db, await updateLocation(db, c.var.business, input)));
    })
    .put('/settings/general', session, owned, async (c) => {
      const input = parseWith(GeneralSettingsSchema, await readJsonBody(c));
      return c.json(
        await loadOwnerView(db, await updateGeneralSettings(db, c.var.business, input)),
      );
    })
    .put('/settings/notifications', session, owned, async (c) => {
      const input = parseWith(NotificationSettingsSchema, await readJsonBody(c));
      await updateNotificationSettings(db, c.var.business, input);
      return c.json(await loadOwnerView(db, c.var.business));
    })
    .post('/logo', session, owned, imageBodyLimit(LOGO_IMAGE_LIMITS), async (c) => {
      const image = await readUploadedImage(c, 'logo', LOGO_IMAGE_LIMITS);
      const business = await replaceLogo({ db, storage, logger, business: c.var.business, image });
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
    });
}
