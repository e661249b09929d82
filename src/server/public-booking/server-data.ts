import { addDays } from '@shared/local-time';
import type { PageRefusal } from '@shared/page-refusal';
import { isBookingLinkPath } from '@shared/booking-link';
import { BOOKING_PAGE_ALIASES, matchesRoute } from '@shared/site-routes';
import { isUuid } from '@shared/uuid';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { keptValue } from '../http/kept-answers';
import {
  NOTHING_READ,
  PAGE_WITHOUT_DATA,
  type PageData,
  type PageInput,
} from '../http/server-render';
import type { Logger } from '../logger';
import { LINK_NOT_FOUND, type FoundLink } from './booking-links';
import { keptPage, readAvailability, type PublicReads } from './page-cache';

/** How many of the page's services get their first days of times in the HTML. */
export const SEEDED_SERVICES = 4;
/** Today and tomorrow: the days a visitor opening a link most often picks. */
const SEEDED_DAYS = 2;

/**
 * What the booking page's loaders would ask for, read before the server renders it (keys as in
 * public-booking-page.tsx and calendar-step.tsx): the page itself, and today's and tomorrow's times
 * for its first services, each read as the API reads it, kept or worked out (docs/decisions/0041),
 * so the page is kept as sent while each is still the one kept (docs/decisions/0051). An unknown or
 * inactive business seeds the API's refusal, so the page is painted as not available and answers
 * 404; any other failure seeds nothing: the page then asks in the browser and shows what the API
 * answers. Null for a path that is not a booking page.
 */
export async function bookingPageData(
  db: Database,
  reads: PublicReads,
  logger: Logger,
  pathname: string,
): Promise<PageInput | null> {
  if (isBookingLinkPath(pathname)) return linkPageData(db, reads, logger, pathname);
  if (BOOKING_PAGE_ALIASES.some((pattern) => matchesRoute(pattern, pathname))) {
    // the path arrives decoded: written back encoded, whatever was typed is a valid address
    const rest = pathname.split('/').slice(2).map(encodeURIComponent).join('/');
    return { ...NOTHING_READ, movedTo: rest ? `/book/${rest}` : '/book' };
  }
  if (!matchesRoute('/book/:businessId', pathname)) return null;
  const businessId = pathname.split('/')[2] ?? '';
  // the page says itself that a link is not a business id: the same page every time
  if (!isUuid(businessId)) return PAGE_WITHOUT_DATA;
  return pageOfBusiness(db, reads, logger, { businessId, key: businessId, pathname });
}

/**
 * A business's readable link, `/amani-beauty-spa` (docs/decisions/0060): the very page /book/{id}
 * is, its data under the link (the key the page loads it by). A link the business gave up, or
 * one typed in capitals, moves to the link it has now; one no business has seeds its refusal, so
 * the page shows the site's not-found page and answers 404.
 */
async function linkPageData(
  db: Database,
  reads: PublicReads,
  logger: Logger,
  pathname: string,
): Promise<PageInput> {
  const link = pathname.slice(1);
  let found: FoundLink | null;
  try {
    found = await reads.links.read(link);
  } catch (error) {
    logger.warn({ err: error, pathname }, 'booking link not read');
    return NOTHING_READ;
  }
  if (!found) return { data: () => ({ [link]: refusalOf(LINK_NOT_FOUND) }) };
  if (found.slug !== link) return { ...NOTHING_READ, movedTo: `/${found.slug}` };
  return pageOfBusiness(db, reads, logger, { businessId: found.businessId, key: link, pathname });
}

function refusalOf({ code, message }: { code: string; message: string }): PageRefusal {
  return { refused: { status: 404, code, message, at: new Date().toISOString() } };
}

async function pageOfBusiness(
  db: Database,
  reads: PublicReads,
  logger: Logger,
  { businessId, key, pathname }: { businessId: string; key: string; pathname: string },
): Promise<PageInput> {
  try {
    const kept = await reads.pages.read(businessId);
    const page = keptPage(kept);
    if (!page.booking.isTakingBookings) {
      return { data: () => ({ [key]: page }), keptFrom: [kept] };
    }
    const { today } = page.booking;
    const seeded = page.services.slice(0, SEEDED_SERVICES);
    const times = await Promise.all(
      seeded.map((service) =>
        readAvailability(db, reads.availability, {
          businessId,
          serviceId: service.id,
          staffId: null,
          date: today,
          days: SEEDED_DAYS,
        }),
      ),
    );
    return {
      data: () => {
        const data: PageData = { [key]: page };
        seeded.forEach((service, i) => {
          const { days } = keptValue<{ days: unknown[] }>(times[i]!);
          days.forEach((day, index) => {
            data[`${service.id}|${addDays(today, index)}`] = { days: [day] };
          });
        });
        return data;
      },
      keptFrom: [kept, ...times],
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return { data: () => ({ [key]: refusalOf(error) }) };
    }
    logger.warn({ err: error, pathname }, 'booking page rendered without its data');
    return NOTHING_READ;
  }
}
