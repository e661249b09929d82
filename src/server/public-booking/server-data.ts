import { addDays } from '@shared/local-time';
import type { PageRefusal } from '@shared/page-refusal';
import { matchesRoute } from '@shared/site-routes';
import { isUuid } from '@shared/uuid';
import { availabilityFor } from '../bookings/availability';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { asSent, type PageData } from '../http/server-render';
import type { Logger } from '../logger';
import type { PublicPageCache } from './page-cache';
import type { PublicPageView } from './presenter';

const BOOKING_PAGES = ['/book/:businessId', '/booking/:businessId', '/public-booking/:businessId'];
/** How many of the page's services get their first days of times in the HTML. */
export const SEEDED_SERVICES = 4;
/** Today and tomorrow: the days a visitor opening a link most often picks. */
const SEEDED_DAYS = 2;

/**
 * What the booking page's loaders would ask for, read before the server renders it (keys as in
 * public-booking-page.tsx and calendar-step.tsx): the page itself, and today's and tomorrow's times
 * for its first services. An unknown or inactive business seeds the API's refusal, so the page is
 * painted as not available and answers 404; any other failure seeds nothing: the page then asks in
 * the browser and shows what the API answers.
 */
export async function bookingPageData(
  db: Database,
  pages: PublicPageCache,
  logger: Logger,
  pathname: string,
): Promise<PageData> {
  if (!BOOKING_PAGES.some((pattern) => matchesRoute(pattern, pathname))) return {};
  const businessId = pathname.split('/')[2] ?? '';
  if (!isUuid(businessId)) return {};
  try {
    const kept = await pages.read(businessId);
    const page = JSON.parse(new TextDecoder().decode(kept.json)) as PublicPageView;
    const data: Record<string, unknown> = { [businessId]: page };
    if (!page.booking.isTakingBookings) return data;
    const { today } = page.booking;
    await Promise.all(
      page.services.slice(0, SEEDED_SERVICES).map(async (service) => {
        const { days } = await availabilityFor(db, {
          businessId,
          serviceId: service.id,
          staffId: null,
          date: today,
          days: SEEDED_DAYS,
        });
        days.forEach((day, index) => {
          data[`${service.id}|${addDays(today, index)}`] = asSent({ days: [day] });
        });
      }),
    );
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      const refusal: PageRefusal = {
        refused: {
          status: 404,
          code: error.code,
          message: error.message,
          at: new Date().toISOString(),
        },
      };
      return { [businessId]: refusal };
    }
    logger.warn({ err: error, pathname }, 'booking page rendered without its data');
    return {};
  }
}
