import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { SERVICE_MESSAGES, SERVICE_TOASTS, type ServiceValues } from '@shared/services';
import type { Database, Executor } from '../db/database';
import { isPgError, STILL_REFERENCED } from '../db/pg-errors';
import { serviceImages, services } from '../db/schema/services';
import { ApiError } from '../http/errors';
import type { Logger } from '../logger';
import type { Storage } from '../storage/storage';
import { presentService, type ServiceRow, type ServiceView } from './presenter';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a path: anything that is not a UUID cannot name a record, so it is simply not found. */
export function parseId(value: string | undefined, message: string): string {
  if (!value || !UUID_PATTERN.test(value)) throw new ApiError(404, 'not_found', message);
  return value.toLowerCase();
}

export function serviceNotFound(): ApiError {
  return new ApiError(404, 'not_found', SERVICE_MESSAGES.notFound);
}

/** The business's own service, or a 404 that looks the same whether it is missing or someone else's. */
export async function findOwnedService(
  db: Executor,
  { businessId, serviceId }: { businessId: string; serviceId: string },
  { isLocked = false }: { isLocked?: boolean } = {},
): Promise<ServiceRow> {
  const owned = db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.businessId, businessId)));
  // locked by a change made of the stored row and a few fields, until it is written
  const [service] = await (isLocked ? owned.for('update') : owned);
  if (!service) throw serviceNotFound();
  return service;
}

export async function loadServiceView(db: Executor, service: ServiceRow): Promise<ServiceView> {
  const images = await db
    .select()
    .from(serviceImages)
    .where(eq(serviceImages.serviceId, service.id))
    .orderBy(asc(serviceImages.position));
  return presentService(service, images);
}

/** The business's services, newest first, each with its images in position order. */
export async function listServices(db: Database, businessId: string): Promise<ServiceView[]> {
  const rows = await db
    .select()
    .from(services)
    .where(eq(services.businessId, businessId))
    .orderBy(desc(services.createdAt), desc(services.id));
  if (!rows.length) return [];
  const images = await db
    .select()
    .from(serviceImages)
    .where(
      inArray(
        serviceImages.serviceId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(serviceImages.position));
  return rows.map((row) => presentService(row, images));
}

export async function createService(
  db: Executor,
  { businessId, input }: { businessId: string; input: ServiceValues },
): Promise<ServiceView> {
  const [service] = await db
    .insert(services)
    .values({ businessId, ...input })
    .returning();
  if (!service) throw new Error('service insert returned nothing');
  return presentService(service, []);
}

export async function updateService(
  db: Executor,
  { businessId, serviceId, input }: { businessId: string; serviceId: string; input: ServiceValues },
): Promise<ServiceView> {
  const [service] = await db
    .update(services)
    .set(input)
    .where(and(eq(services.id, serviceId), eq(services.businessId, businessId)))
    .returning();
  if (!service) throw serviceNotFound();
  return loadServiceView(db, service);
}

export async function setServiceActive(
  db: Database,
  { businessId, serviceId, isActive }: { businessId: string; serviceId: string; isActive: boolean },
): Promise<ServiceView> {
  const [service] = await db
    .update(services)
    .set({ isActive })
    .where(and(eq(services.id, serviceId), eq(services.businessId, businessId)))
    .returning();
  if (!service) throw serviceNotFound();
  return loadServiceView(db, service);
}

export type DeleteOutcome =
  | { outcome: 'deleted'; message: string }
  | { outcome: 'deactivated'; message: string; service: ServiceView };

/**
 * Deletes a service and its image files. A service with bookings cannot go (the bookings'
 * foreign key restricts it, which also settles a booking made at the same moment): it is
 * deactivated instead, so no booking loses its service.
 */
export async function deleteService({
  db,
  storage,
  logger,
  businessId,
  serviceId,
}: {
  db: Database;
  storage: Storage;
  logger: Logger;
  businessId: string;
  serviceId: string;
}): Promise<DeleteOutcome> {
  const owned = and(eq(services.id, serviceId), eq(services.businessId, businessId));
  let imageUrls: string[];
  try {
    imageUrls = await db.transaction(async (tx) => {
      // the row lock keeps an image upload from slipping in between reading the images and deleting
      const [locked] = await tx
        .select({ id: services.id })
        .from(services)
        .where(owned)
        .for('update');
      if (!locked) throw serviceNotFound();
      const images = await tx
        .select({ url: serviceImages.url })
        .from(serviceImages)
        .where(eq(serviceImages.serviceId, serviceId));
      await tx.delete(services).where(owned);
      return images.map((image) => image.url);
    });
  } catch (error) {
    if (!isPgError(error, STILL_REFERENCED)) throw error;
    const [service] = await db.update(services).set({ isActive: false }).where(owned).returning();
    if (!service) throw serviceNotFound();
    return {
      outcome: 'deactivated',
      message: SERVICE_MESSAGES.keptWithBookings,
      service: await loadServiceView(db, service),
    };
  }
  await Promise.all(
    imageUrls.map((url) =>
      storage
        .remove(url)
        .catch((err: unknown) => logger.warn({ err, url }, 'service image not removed')),
    ),
  );
  return { outcome: 'deleted', message: SERVICE_TOASTS.deleted };
}
