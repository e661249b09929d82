import { eq } from 'drizzle-orm';
import { hasBookingLinkShape } from '@shared/booking-link';
import { isUuid } from '@shared/uuid';
import type { Announcements } from '../db/announcements';
import type { Database } from '../db/database';
import { businesses, retiredBookingLinks } from '../db/schema/businesses';
import { ApiError } from '../http/errors';
import { clientAnswers } from '../messages/client-answers';

/** The refusal for a link no business has: the page shows the site's not-found page for it. */
export const LINK_NOT_FOUND = {
  code: 'link_not_found',
  get message() {
    return clientAnswers('linkNotFound');
  },
};

/** A booking page's business by its id, or by its link (as `/api/public/businesses/:ref` takes). */
export async function businessOfPage(links: BookingLinks, ref: string): Promise<string> {
  if (isUuid(ref)) return ref;
  const found = await links.read(ref);
  if (!found) throw new ApiError(404, LINK_NOT_FOUND.code, LINK_NOT_FOUND.message);
  return found.businessId;
}

/** A link's business, and the link it has now (another one when the link asked for was retired). */
export interface FoundLink {
  businessId: string;
  slug: string;
}

export interface BookingLinks {
  /** The business a link (any case) names now or named before; null for none. */
  read(link: string): Promise<FoundLink | null>;
  close(): void;
}

/** Links kept at once; past it the oldest is dropped. */
const MAX_KEPT = 5000;

async function findLink(db: Database, slug: string): Promise<FoundLink | null> {
  const [current] = await db
    .select({ businessId: businesses.id, slug: businesses.subdomain })
    .from(businesses)
    .where(eq(businesses.subdomain, slug));
  if (current) return current;
  const [retired] = await db
    .select({ businessId: businesses.id, slug: businesses.subdomain })
    .from(retiredBookingLinks)
    .innerJoin(businesses, eq(businesses.id, retiredBookingLinks.businessId))
    .where(eq(retiredBookingLinks.slug, slug));
  return retired ?? null;
}

/**
 * Which business each link names, kept in the process like the pages it leads to
 * (docs/decisions/0041, 0060), so a visit by link reads no more of the database than one by id.
 * A business's change of link updates its row, which announces public_page_changed: every link
 * kept for that business is forgotten. A link found while anything was heard is not kept (it may
 * predate the change), nor is a retired one, nor one that names no business (so random addresses
 * fill no memory).
 */
export function createBookingLinks(db: Database, announcements: Announcements): BookingLinks {
  const kept = new Map<string, FoundLink>();
  let heard = 0;
  const stop = announcements.on('public_page_changed', (businessId) => {
    heard++;
    if (businessId === null) kept.clear();
    else for (const [link, found] of kept) if (found.businessId === businessId) kept.delete(link);
  });
  return {
    async read(link) {
      const slug = link.toLowerCase();
      if (!hasBookingLinkShape(slug)) return null;
      const hit = kept.get(slug);
      if (hit && announcements.isHearing()) return hit;
      const before = heard;
      const wasHearing = announcements.isHearing();
      const found = await findLink(db, slug);
      // a retired link only redirects: kept, it could outlive a year-old link's next owner
      if (found?.slug === slug && wasHearing && announcements.isHearing() && heard === before) {
        kept.set(slug, found);
        if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
      }
      return found;
    },
    close() {
      stop();
      kept.clear();
    },
  };
}
