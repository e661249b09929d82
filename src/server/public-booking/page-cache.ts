import { BOOKING_MESSAGES } from '@shared/booking-messages';
import { availabilityFor, type DayView } from '../bookings/availability';
import type { Announcements } from '../db/announcements';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { keptAnswers, keptValue, type KeptAnswer } from '../http/kept-answers';
import { createBookingLinks, type BookingLinks } from './booking-links';
import { loadPublicPage } from './page-data';
import type { PublicPageView } from './presenter';

export interface PublicPageCache {
  read(businessId: string): Promise<KeptAnswer>;
  close(): void;
}

/** Each kept page answer as read once: the same bytes are the same page. */
const pagesRead = new WeakMap<KeptAnswer, PublicPageView>();

/** The page a kept answer holds, parsed once however often it is read. */
export function keptPage(kept: KeptAnswer): PublicPageView {
  let page = pagesRead.get(kept);
  if (page === undefined) {
    page = keptValue<PublicPageView>(kept);
    pagesRead.set(kept, page);
  }
  return page;
}

/** Businesses whose pages are kept at once; past it the least recently read is dropped. */
const MAX_KEPT = 1000;

/**
 * Each process keeps the public booking pages it has read (docs/decisions/0041) and forgets one the
 * moment the database announces a change to it (public_page_changed, migration 0020).
 */
export function createPublicPageCache(db: Database, announcements: Announcements): PublicPageCache {
  const pages = keptAnswers<PublicPageView>(announcements, ['public_page_changed'], {
    maxKept: MAX_KEPT,
  });
  return {
    read: (businessId) =>
      pages.read(businessId, 'page', (now) =>
        loadPublicPage(db, businessId, now).then(({ page, changesAtMs }) => ({
          value: page,
          changesAtMs,
        })),
      ),
    close: () => pages.close(),
  };
}

/** Public availability answers kept at once (a business's services, days and staff each count). */
const MAX_KEPT_AVAILABILITY = 5000;

/**
 * The public availability each process has answered, kept like the pages and forgotten on a change
 * to the business's bookings or blocked times (availability_changed, migration 0021) as well as to
 * what its page is made of (hours, settings, services, staff, subscription).
 */
export function createAvailabilityCache(announcements: Announcements) {
  return keptAnswers<{ days: DayView[] }>(
    announcements,
    ['availability_changed', 'public_page_changed'],
    { maxKept: MAX_KEPT_AVAILABILITY },
  );
}

export type AvailabilityCache = ReturnType<typeof createAvailabilityCache>;

/** What the public booking page is read through: its kept data, availability and links. */
export interface PublicReads {
  pages: PublicPageCache;
  availability: AvailabilityCache;
  links: BookingLinks;
}

export function createPublicReads(db: Database, announcements: Announcements): PublicReads {
  return {
    pages: createPublicPageCache(db, announcements),
    availability: createAvailabilityCache(announcements),
    links: createBookingLinks(db, announcements),
  };
}

/**
 * The public availability for a service (and staff member) from `date` over `days`, kept or worked
 * out: what the availability route answers and what the booking page is rendered with, under one key.
 */
export function readAvailability(
  db: Database,
  kept: AvailabilityCache,
  query: {
    businessId: string;
    serviceId: string;
    staffId: string | null;
    date: string;
    days: number;
  },
): Promise<KeptAnswer> {
  const { businessId, serviceId, staffId, date, days } = query;
  return kept.read(businessId, `${serviceId}|${staffId ?? ''}|${date}|${days}`, async (now) => {
    const found = await availabilityFor(db, { businessId, serviceId, staffId, date, days, now });
    // a lapsed business offers no times; its page shows the neutral message
    if (!found.isTakingBookings) {
      throw new ApiError(403, 'not_taking_bookings', BOOKING_MESSAGES.closedForBookings);
    }
    return { value: { days: found.days }, changesAtMs: found.changesAtMs };
  });
}
