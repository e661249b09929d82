import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { API_ERROR_CODES } from '@shared/api-errors';
import { MAX_SERVICE_IMAGES, SERVICE_MESSAGES } from '@shared/services';
import type { Database } from '../db/database';
import { serviceImages, services } from '../db/schema/services';
import { ApiError } from '../http/errors';
import {
  ImageRejectedError,
  LOGO_IMAGE_LIMITS,
  processImage,
  type ImageLimits,
  type ImageRejectedReason,
  type ProcessedImage,
} from '../images/process-image';
import { readMultipartForm, uploadBodyLimit } from '../images/uploaded-image';
import type { Logger } from '../logger';
import { uploadKey } from '../storage/storage-key';
import type { Storage } from '../storage/storage';
import { serviceNotFound } from './operations';

/** Service photos are checked exactly as the logo is. */
export const SERVICE_IMAGE_LIMITS: ImageLimits = LOGO_IMAGE_LIMITS;
export const IMAGES_FIELD = 'images';

const MAX_NAME_LENGTH = 80;

/**
 * The body limit of the image route: a full set of images, and one more so a file just over the
 * limit still gets its own message.
 */
export function serviceImagesBodyLimit(): MiddlewareHandler {
  const megabytes = SERVICE_IMAGE_LIMITS.maxBytes / (1024 * 1024);
  // made for each request, so its refusal is said in that request's language
  return (c, next) =>
    uploadBodyLimit({
      files: MAX_SERVICE_IMAGES + 1,
      limits: SERVICE_IMAGE_LIMITS,
      tooLarge: SERVICE_MESSAGES.imagesTooLarge(megabytes),
    })(c, next);
}

const MESSAGES: Record<ImageRejectedReason, (file: string) => string> = {
  not_an_image: (file) => SERVICE_MESSAGES.notAnImage(file),
  too_large: (file) => SERVICE_MESSAGES.imageTooLarge(file),
  too_many_pixels: (file) => SERVICE_MESSAGES.imageTooManyPixels(file),
  corrupt: (file) => SERVICE_MESSAGES.imageCorrupt(file),
};

/** The name the owner gave the file, short enough to quote in a message. */
function displayName(file: File): string {
  const name = file.name.trim() || SERVICE_MESSAGES.thisFile;
  return name.length > MAX_NAME_LENGTH ? `${name.slice(0, MAX_NAME_LENGTH - 1)}…` : name;
}

function refuse(status: 400 | 413, code: string, message: string): ApiError {
  return new ApiError(status, code, message, { [IMAGES_FIELD]: message });
}

/** The files of the form's `images` field (one or several), or a 400 when there are none. */
async function uploadedFiles(c: Context): Promise<File[]> {
  const body = await readMultipartForm(c, { all: true });
  const value = body[IMAGES_FIELD];
  const entries: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  if (!entries.length) throw refuse(400, 'no_images', SERVICE_MESSAGES.noImages);
  const files: File[] = [];
  for (const entry of entries) {
    if (!(entry instanceof File)) {
      throw refuse(400, 'not_an_image', SERVICE_MESSAGES.notAnImage(String(entry).slice(0, 40)));
    }
    files.push(entry);
  }
  return files;
}

/**
 * Every file of the request checked by its content and re-encoded, before anything is stored: one
 * refused file refuses the whole request, so an upload never half succeeds.
 */
export async function readServiceImages(
  c: Context,
  { existingCount }: { existingCount: number },
): Promise<ProcessedImage[]> {
  const files = await uploadedFiles(c);
  if (existingCount + files.length > MAX_SERVICE_IMAGES) {
    throw refuse(400, 'too_many_images', SERVICE_MESSAGES.maxImages);
  }
  const images: ProcessedImage[] = [];
  for (const file of files) {
    try {
      images.push(await processImage(Buffer.from(await file.arrayBuffer()), SERVICE_IMAGE_LIMITS));
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      const message = MESSAGES[error.reason](displayName(file));
      // too large is the one meaning every route answers alike; the other reasons are the image's own
      if (error.reason === 'too_large') throw refuse(413, API_ERROR_CODES.payloadTooLarge, message);
      throw refuse(400, error.reason, message);
    }
  }
  return images;
}

export async function countImages(db: Database, serviceId: string): Promise<number> {
  const rows = await db
    .select({ id: serviceImages.id })
    .from(serviceImages)
    .where(eq(serviceImages.serviceId, serviceId));
  return rows.length;
}

/**
 * Stores the files, then records them after the service's last image in one transaction. The
 * service row is locked so two uploads at once cannot together pass five; if recording fails, the
 * stored files are removed again.
 */
export async function addServiceImages({
  db,
  storage,
  businessId,
  serviceId,
  images,
}: {
  db: Database;
  storage: Storage;
  businessId: string;
  serviceId: string;
  images: ProcessedImage[];
}): Promise<void> {
  const urls: string[] = [];
  try {
    for (const image of images) {
      const key = uploadKey({
        folder: 'service-images',
        ownerId: serviceId,
        label: `image-${randomBytes(4).toString('hex')}`,
        extension: image.extension,
      });
      urls.push(await storage.put(key, image.data, image.contentType));
    }
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.id, serviceId), eq(services.businessId, businessId)))
        .for('update');
      if (!locked) throw serviceNotFound();
      const taken = new Set(
        (
          await tx
            .select({ position: serviceImages.position })
            .from(serviceImages)
            .where(eq(serviceImages.serviceId, serviceId))
        ).map((row) => row.position),
      );
      if (taken.size + urls.length > MAX_SERVICE_IMAGES) {
        throw refuse(400, 'too_many_images', SERVICE_MESSAGES.maxImages);
      }
      const free = Array.from({ length: MAX_SERVICE_IMAGES }, (_, position) => position).filter(
        (position) => !taken.has(position),
      );
      await tx
        .insert(serviceImages)
        .values(urls.map((url, index) => ({ serviceId, url, position: free[index] ?? index })));
    });
  } catch (error) {
    await Promise.all(urls.map((url) => storage.remove(url).catch(() => undefined)));
    throw error;
  }
}

/**
 * Removes one image and closes the gap it leaves, so the next upload goes to the end; the file goes
 * once the row no longer points at it.
 */
export async function removeServiceImage({
  db,
  storage,
  logger,
  businessId,
  serviceId,
  imageId,
}: {
  db: Database;
  storage: Storage;
  logger: Logger;
  businessId: string;
  serviceId: string;
  imageId: string;
}): Promise<void> {
  const url = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.id, serviceId), eq(services.businessId, businessId)))
      .for('update');
    if (!locked) throw serviceNotFound();
    const [removed] = await tx
      .delete(serviceImages)
      .where(and(eq(serviceImages.id, imageId), eq(serviceImages.serviceId, serviceId)))
      .returning();
    if (!removed) throw new ApiError(404, 'not_found', SERVICE_MESSAGES.imageNotFound);
    const later = await tx
      .select({ id: serviceImages.id, position: serviceImages.position })
      .from(serviceImages)
      .where(
        and(eq(serviceImages.serviceId, serviceId), gt(serviceImages.position, removed.position)),
      )
      .orderBy(asc(serviceImages.position));
    // one at a time, lowest first: each moves into the place just freed, so the unique index holds
    for (const image of later) {
      await tx
        .update(serviceImages)
        .set({ position: image.position - 1 })
        .where(eq(serviceImages.id, image.id));
    }
    return removed.url;
  });
  await storage
    .remove(url)
    .catch((err: unknown) => logger.warn({ err, url }, 'service image not removed'));
}
