import { Hono } from 'hono';
import { SERVICE_MESSAGES, ServiceInputSchema, ServiceStatusSchema } from '@shared/services';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import type { Logger } from '../logger';
import type { Storage } from '../storage/storage';
import { jsonBody } from '../http/validation';
import {
  addServiceImages,
  countImages,
  readServiceImages,
  removeServiceImage,
  serviceImagesBodyLimit,
} from './images';
import {
  createService,
  deleteService,
  findOwnedService,
  listServices,
  loadServiceView,
  parseId,
  setServiceActive,
  updateService,
} from './operations';

/** The owner's services and their images; every one is looked up within the session's business. */
export function serviceRoutes({
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
  const serviceIdOf = (id: string | undefined) => parseId(id, SERVICE_MESSAGES.notFound);
  return new Hono<AppEnv>()
    .get('/', session, owned, async (c) => {
      return c.json({ services: await listServices(db, c.var.business.id) });
    })
    .post('/', session, owned, jsonBody(ServiceInputSchema), async (c) => {
      const input = c.req.valid('json');
      const service = await createService(db, { businessId: c.var.business.id, input });
      return c.json({ service }, 201);
    })
    .put('/:serviceId', session, owned, jsonBody(ServiceInputSchema), async (c) => {
      const serviceId = serviceIdOf(c.req.param('serviceId'));
      const input = c.req.valid('json');
      const service = await updateService(db, {
        businessId: c.var.business.id,
        serviceId,
        input,
      });
      return c.json({ service });
    })
    .patch('/:serviceId/status', session, owned, jsonBody(ServiceStatusSchema), async (c) => {
      const serviceId = serviceIdOf(c.req.param('serviceId'));
      const { isActive } = c.req.valid('json');
      const service = await setServiceActive(db, {
        businessId: c.var.business.id,
        serviceId,
        isActive,
      });
      return c.json({ service });
    })
    .delete('/:serviceId', session, owned, async (c) => {
      const serviceId = serviceIdOf(c.req.param('serviceId'));
      return c.json(
        await deleteService({ db, storage, logger, businessId: c.var.business.id, serviceId }),
      );
    })
    .post('/:serviceId/images', session, owned, serviceImagesBodyLimit(), async (c) => {
      const businessId = c.var.business.id;
      const serviceId = serviceIdOf(c.req.param('serviceId'));
      await findOwnedService(db, { businessId, serviceId });
      const images = await readServiceImages(c, {
        existingCount: await countImages(db, serviceId),
      });
      await addServiceImages({ db, storage, businessId, serviceId, images });
      const service = await loadServiceView(
        db,
        await findOwnedService(db, { businessId, serviceId }),
      );
      return c.json({ service, uploaded: images.length });
    })
    .delete('/:serviceId/images/:imageId', session, owned, async (c) => {
      const businessId = c.var.business.id;
      const serviceId = serviceIdOf(c.req.param('serviceId'));
      const imageId = parseId(c.req.param('imageId'), SERVICE_MESSAGES.imageNotFound);
      await removeServiceImage({ db, storage, logger, businessId, serviceId, imageId });
      const service = await loadServiceView(
        db,
        await findOwnedService(db, { businessId, serviceId }),
      );
      return c.json({ service });
    });
}
