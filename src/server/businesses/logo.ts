import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { businesses } from '../db/schema/businesses';
import type { BusinessRow } from '../http/context';
import type { ProcessedImage } from '../images/process-image';
import type { Logger } from '../logger';
import { uploadKey } from '../storage/storage-key';
import type { Storage } from '../storage/storage';

async function setLogoUrl(db: Database, business: BusinessRow, logoUrl: string | null) {
  const [updated] = await db
    .update(businesses)
    .set({ logoUrl })
    .where(eq(businesses.id, business.id))
    .returning();
  return updated ?? business;
}

/**
 * Stores a new logo (or none) and points the business at it; the old file goes only once the row no
 * longer refers to it, so a failure never leaves the business pointing at a missing image.
 */
export async function replaceLogo({
  db,
  storage,
  logger,
  business,
  image,
}: {
  db: Database;
  storage: Storage;
  logger: Logger;
  business: BusinessRow;
  image: ProcessedImage | null;
}): Promise<BusinessRow> {
  const logoUrl = image
    ? await storage.put(
        uploadKey({
          folder: 'business-logos',
          ownerId: business.id,
          label: 'logo',
          extension: image.extension,
        }),
        image.data,
        image.contentType,
      )
    : null;
  let updated: BusinessRow;
  try {
    updated = await setLogoUrl(db, business, logoUrl);
  } catch (error) {
    if (logoUrl) await storage.remove(logoUrl).catch(() => undefined);
    throw error;
  }
  if (business.logoUrl && business.logoUrl !== logoUrl) {
    await storage
      .remove(business.logoUrl)
      .catch((err: unknown) => logger.warn({ err, url: business.logoUrl }, 'old logo not removed'));
  }
  return updated;
}
