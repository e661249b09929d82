import type { serviceImages, services } from '../db/schema/services';

export type ServiceRow = typeof services.$inferSelect;
export type ServiceImageRow = typeof serviceImages.$inferSelect;

/** A service as its owner sees it, with its images in their display order. */
export function presentService(service: ServiceRow, images: ServiceImageRow[]) {
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    category: service.category,
    transportDetails: service.transportDetails ?? null,
    priceMinor: service.priceMinor,
    currency: service.currency,
    durationMinutes: service.durationMinutes,
    isActive: service.isActive,
    createdAt: service.createdAt.toISOString(),
    images: images
      .filter((image) => image.serviceId === service.id)
      .sort((a, b) => a.position - b.position)
      .map((image) => ({ id: image.id, url: image.url, position: image.position })),
  };
}

export type ServiceView = ReturnType<typeof presentService>;
