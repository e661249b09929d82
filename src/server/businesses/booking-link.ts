import { and, eq, gt, ne } from 'drizzle-orm';
import {
  BOOKING_LINK_MESSAGES,
  BookingLinkSchema,
  RESERVED_BOOKING_LINKS,
} from '@shared/booking-link-rule';
import type { Database } from '../db/database';
import { isPgError, PG_ERROR } from '../db/pg-errors';
import { businesses, retiredBookingLinks } from '../db/schema/businesses';
import { ApiError } from '../http/errors';
import { businessAnswers } from '../messages/business-answers';

type BusinessRow = typeof businesses.$inferSelect;
type Reader = Pick<Database, 'select'>;

/** How long a link a business gave up stays its own (redirecting) before another may take it. */
export const RETIRED_LINK_HOLD_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export type LinkCheck = {
  slug: string;
  status: 'available' | 'current' | 'taken' | 'reserved' | 'invalid';
  message: string;
};

/** Whether another business has the link now, or gave it up less than a year ago. */
async function isHeldByAnother(db: Reader, slug: string, businessId: string, now: Date) {
  const [current] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.subdomain, slug), ne(businesses.id, businessId)));
  if (current) return true;
  const [retired] = await db
    .select({ slug: retiredBookingLinks.slug })
    .from(retiredBookingLinks)
    .where(
      and(
        eq(retiredBookingLinks.slug, slug),
        ne(retiredBookingLinks.businessId, businessId),
        gt(
          retiredBookingLinks.retiredAt,
          new Date(now.getTime() - RETIRED_LINK_HOLD_DAYS * DAY_MS),
        ),
      ),
    );
  return Boolean(retired);
}

/** The live check under the Settings field: whether this business could have the link. */
export async function checkBookingLink(
  db: Database,
  business: BusinessRow,
  wanted: string,
  now = new Date(),
): Promise<LinkCheck> {
  const parsed = BookingLinkSchema.safeParse({ slug: wanted });
  const slug = wanted.trim().toLowerCase();
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? BOOKING_LINK_MESSAGES.shape;
    const status = RESERVED_BOOKING_LINKS.has(slug) ? 'reserved' : 'invalid';
    return { slug, status, message };
  }
  if (parsed.data.slug === business.subdomain) {
    return { slug, status: 'current', message: BOOKING_LINK_MESSAGES.current };
  }
  return (await isHeldByAnother(db, slug, business.id, now))
    ? { slug, status: 'taken', message: BOOKING_LINK_MESSAGES.taken(slug) }
    : { slug, status: 'available', message: BOOKING_LINK_MESSAGES.available(slug) };
}

const taken = (slug: string) => new ApiError(409, 'link_taken', BOOKING_LINK_MESSAGES.taken(slug));

/**
 * Gives the business a new link (already held to the rule). The one it had is kept as retired, so
 * it redirects to the new one and stays the business's for a year; taking back its own old link, or
 * one whose year has passed, clears that record. Two businesses claiming one link at once: the
 * unique index decides, and the other is told it is taken.
 */
export async function changeBookingLink(
  db: Database,
  { business, slug, now = new Date() }: { business: BusinessRow; slug: string; now?: Date },
): Promise<BusinessRow> {
  try {
    return await db.transaction(async (tx) => {
      // the row as it is now: a second change from the same owner waits for the first
      const [locked] = await tx
        .select()
        .from(businesses)
        .where(eq(businesses.id, business.id))
        .for('update');
      if (!locked) throw new ApiError(404, 'not_found', businessAnswers('notFound'));
      if (locked.subdomain === slug) return locked;
      if (await isHeldByAnother(tx, slug, business.id, now)) throw taken(slug);
      await tx.delete(retiredBookingLinks).where(eq(retiredBookingLinks.slug, slug));
      await tx
        .insert(retiredBookingLinks)
        .values({ slug: locked.subdomain, businessId: business.id, retiredAt: now })
        .onConflictDoUpdate({
          target: retiredBookingLinks.slug,
          set: { businessId: business.id, retiredAt: now },
        });
      const [updated] = await tx
        .update(businesses)
        .set({ subdomain: slug })
        .where(eq(businesses.id, business.id))
        .returning();
      return updated ?? locked;
    });
  } catch (error) {
    if (isPgError(error, PG_ERROR.uniqueViolation, 'businesses_subdomain_unique'))
      throw taken(slug);
    throw error;
  }
}

/** Whether a new business may start with this link (onboarding picks a suffix when not). */
export async function isFreeForNewBusiness(db: Reader, slug: string, now = new Date()) {
  if (RESERVED_BOOKING_LINKS.has(slug)) return false;
  // a new business has no id yet: every holder is another
  return !(await isHeldByAnother(db, slug, '00000000-0000-0000-0000-000000000000', now));
}
