import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { currentLocale } from '@shared/i18n/current-locale';
import { addDays } from '@shared/local-time';
import { normalizePhone } from '@shared/phone';
import type { BookingSource } from '@shared/bookings';
import { formatTime } from '@shared/format/dates';
import type { JoinWaitlistInput } from '@shared/waitlist';
import {
  ACTIVE_WAITLIST_STATUSES,
  MAX_WAITS_PER_CLIENT,
  WAITLIST_OFFER_MINUTES,
} from '@shared/waitlist-rules';
import { localDateAt } from '@shared/zoned-time';
import { readBookingContext } from '../bookings/booking-context';
import { sendConfirmedByBusiness } from '../bookings/confirmations';
import { businessNotAvailable } from '../businesses/active-business';
import type { Database } from '../db/database';
import { isPgError, PG_ERROR } from '../db/pg-errors';
import { bookings } from '../db/schema/bookings';
import { businesses, businessSettings } from '../db/schema/businesses';
import { staff } from '../db/schema/people';
import { services } from '../db/schema/services';
import { waitlistEntries } from '../db/schema/waitlist';
import { ApiError } from '../http/errors';
import { clientLinks } from '../messaging/booking-messages';
import { waitlistText as t } from '../messages/waitlist-texts';
import { assertSubscriptionTakesBookings } from '../subscriptions/limits-lapse';
import { waitlistLinkUrl } from './offer-messages';
import { offerPlaces, placesFreed, type WaitlistDeps, type WaitlistEntry } from './offers';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const activeStatus = inArray(waitlistEntries.status, [...ACTIVE_WAITLIST_STATUSES]);

/**
 * A client joins a day's waitlist for a service (docs/decisions/0077): the business takes bookings,
 * the service and staff member are its own and offered, the day is from today to as far ahead as
 * it books, and the client waits for at most MAX_WAITS_PER_CLIENT places there at once. A place
 * already free that day is offered to the queue at once.
 */
export async function joinWaitlist(
  deps: WaitlistDeps,
  {
    businessId,
    input,
    source,
    now = new Date(),
  }: { businessId: string; input: JoinWaitlistInput; source: BookingSource; now?: Date },
): Promise<WaitlistEntry> {
  const { db } = deps;
  const staffId = input.staffId ?? null;
  const [context] = await readBookingContext(db, {
    businessId,
    serviceId: input.serviceId,
    staffId,
  });
  if (!context) throw new ApiError(404, 'not_found', businessNotAvailable());
  assertSubscriptionTakesBookings(context.subscription, { now, audience: 'public' });
  if (!context.service) {
    throw new ApiError(404, 'service_not_found', t('serviceUnavailable'), {
      serviceId: t('serviceUnavailable'),
    });
  }
  if (staffId && !context.member?.performsService) {
    throw new ApiError(400, 'staff_not_offered', t('staffUnavailable'), {
      staffId: t('staffUnavailable'),
    });
  }
  const { timezone, bookingAdvanceDays } = context.settings;
  const today = localDateAt(now, timezone);
  if (input.date < today) {
    throw new ApiError(400, 'validation', t('dayPast'), { date: t('dayPast') });
  }
  if (input.date > addDays(today, bookingAdvanceDays)) {
    const tooFar = t('tooFar', { days: bookingAdvanceDays });
    throw new ApiError(400, 'validation', tooFar, { date: tooFar });
  }
  const from = input.from ?? null;
  const to = input.to ?? null;
  if ((from === null) !== (to === null) || (from !== null && to !== null && from > to)) {
    throw new ApiError(400, 'validation', t('window'), { from: t('window') });
  }
  const phone = normalizePhone(input.customer.phone) ?? input.customer.phone;
  const joinKey = input.idempotencyKey ?? null;
  const joinedBefore = async () => {
    if (!joinKey) return undefined;
    const [earlier] = await db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.businessId, businessId), eq(waitlistEntries.joinKey, joinKey)));
    // a key is the same form's: another client's phone with it is refused, never shown their wait
    if (earlier && earlier.customerPhone !== phone) {
      throw new ApiError(409, 'already_waiting', t('already'));
    }
    return earlier;
  };
  // the same join sent again (its answer was lost on the way): the entry it made, once
  const earlier = await joinedBefore();
  if (earlier) return earlier;
  let entry: WaitlistEntry | undefined;
  try {
    entry = await db.transaction(async (tx) => {
      // one client's joins at one business, one at a time: the count below holds
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`waitlist:${businessId}:${phone}`}, 0))`,
      );
      const [waits] = await tx
        .select({ n: count() })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.businessId, businessId),
            eq(waitlistEntries.customerPhone, phone),
            activeStatus,
          ),
        );
      if ((waits?.n ?? 0) >= MAX_WAITS_PER_CLIENT) {
        throw new ApiError(409, 'too_many_waits', t('tooMany', { max: MAX_WAITS_PER_CLIENT }));
      }
      const [made] = await tx
        .insert(waitlistEntries)
        .values({
          businessId,
          serviceId: input.serviceId,
          staffId,
          date: input.date,
          fromTime: from,
          toTime: to,
          customerName: input.customer.name,
          customerPhone: phone,
          customerEmail: input.customer.email || null,
          locale: currentLocale(),
          source,
          token: randomBytes(24).toString('base64url'),
          joinKey,
        })
        .returning();
      return made;
    });
  } catch (error) {
    // the same join at once: whichever index noticed it, the entry the other one made
    if (isPgError(error, PG_ERROR.uniqueViolation)) {
      const raced = await joinedBefore();
      if (raced) return raced;
    }
    if (isPgError(error, PG_ERROR.uniqueViolation, 'waitlist_entries_one_wait_idx')) {
      throw new ApiError(409, 'already_waiting', t('already'));
    }
    throw error;
  }
  if (!entry) throw new Error('waitlist entry not recorded');
  // a place already free (one freed a moment ago) goes to the queue now
  await offerPlaces(deps, { businessId, date: entry.date, now });
  return (await entryById(db, entry.id)) ?? entry;
}

async function entryById(db: Database, id: string) {
  const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return entry;
}

async function entryByToken(db: Database, token: string) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.token, token));
  return entry;
}

function notFound(): never {
  throw new ApiError(404, 'not_found', t('notFound'));
}

/** How many clients wait ahead of this one, in the order they joined. */
async function placeInLine(db: Database, entry: WaitlistEntry): Promise<number> {
  const [ahead] = await db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.businessId, entry.businessId),
        eq(waitlistEntries.date, entry.date),
        inArray(waitlistEntries.status, ['waiting', 'offering']),
        sql`(${waitlistEntries.createdAt}, ${waitlistEntries.id}) < (${entry.createdAt.toISOString()}::timestamptz, ${entry.id}::uuid)`,
      ),
    );
  return (ahead?.n ?? 0) + 1;
}

/** The client's view of their wait: where they stand, and the place held for them if any. */
export async function presentEntry(deps: WaitlistDeps, entry: WaitlistEntry) {
  const { db } = deps;
  const [names] = await db
    .select({
      business: businesses.name,
      service: services.name,
      staff: staff.name,
      timeZone: businessSettings.timezone,
      requirePayment: businessSettings.requirePayment,
      holdMinutes: businessSettings.waitlistOfferMinutes,
    })
    .from(services)
    .innerJoin(businesses, eq(businesses.id, services.businessId))
    .innerJoin(businessSettings, eq(businessSettings.businessId, services.businessId))
    .leftJoin(staff, eq(staff.id, sql`${entry.staffId}::uuid`))
    .where(eq(services.id, entry.serviceId));
  let offer = null;
  if (entry.offerBookingId && (entry.status === 'offered' || entry.status === 'booked')) {
    const [booking] = await db
      .select({
        id: bookings.id,
        date: bookings.bookingDate,
        time: bookings.bookingTime,
        status: bookings.status,
        ticketCode: bookings.ticketCode,
        amountMinor: bookings.totalAmountMinor,
        currency: bookings.currency,
      })
      .from(bookings)
      .where(eq(bookings.id, entry.offerBookingId));
    if (booking) {
      offer = {
        bookingId: booking.id,
        date: booking.date,
        time: booking.time.slice(0, 5),
        expiresAt: entry.offerExpiresAt,
        requiresPayment: names?.requirePayment ?? false,
        amountMinor: booking.amountMinor,
        currency: booking.currency,
        ...(entry.status === 'booked'
          ? {
              ticketCode: booking.ticketCode,
              link: (await clientLinks(deps, booking.id)).booking,
            }
          : {}),
      };
    }
  }
  return {
    businessId: entry.businessId,
    businessName: names?.business ?? '',
    timeZone: names?.timeZone ?? 'Africa/Nairobi',
    serviceId: entry.serviceId,
    serviceName: names?.service ?? '',
    staffName: names?.staff ?? null,
    date: entry.date,
    from: entry.fromTime?.slice(0, 5) ?? null,
    to: entry.toTime?.slice(0, 5) ?? null,
    customerName: entry.customerName,
    /** How long a place offered to them is held: told when they join. */
    holdMinutes: names?.holdMinutes ?? WAITLIST_OFFER_MINUTES.default,
    status: entry.status === 'offering' ? ('waiting' as const) : entry.status,
    position:
      entry.status === 'waiting' || entry.status === 'offering'
        ? await placeInLine(db, entry)
        : null,
    offer,
    link: waitlistLinkUrl(deps.publicUrl, entry.token),
  };
}

/** The client's wait by the secret in their link, brought up to date (a lapsed offer, a payment). */
export async function readEntry(deps: WaitlistDeps, token: string, now = new Date()) {
  const entry = (await entryByToken(deps.db, token)) ?? notFound();
  if (entry.status === 'offered') {
    await offerPlaces(deps, { businessId: entry.businessId, date: entry.date, now });
    return presentEntry(deps, (await entryById(deps.db, entry.id)) ?? entry);
  }
  return presentEntry(deps, entry);
}

/**
 * The client takes the place held for them. Where the business takes payment on booking they pay
 * for the held booking as any booking is paid (it is theirs once paid); otherwise it is theirs now,
 * confirmed or awaiting the owner as the business's bookings are. An offer that lapsed is refused
 * in words and changes nothing; taking one twice answers the same.
 */
export async function takeOffer(deps: WaitlistDeps, token: string, now = new Date()) {
  const { db } = deps;
  const entry = (await entryByToken(db, token)) ?? notFound();
  if (entry.status === 'booked') return presentEntry(deps, entry);
  const lapsedAnswer = async () => {
    const [settings] = await db
      .select({ timeZone: businessSettings.timezone })
      .from(businessSettings)
      .where(eq(businessSettings.businessId, entry.businessId));
    const until = entry.offerExpiresAt
      ? formatTime(entry.offerExpiresAt, settings?.timeZone ?? 'Africa/Nairobi')
      : '';
    return new ApiError(410, 'offer_lapsed', t('lapsed', { until }));
  };
  if (entry.status === 'expired') throw await lapsedAnswer();
  if (entry.status !== 'offered' || !entry.offerBookingId) {
    if (entry.status === 'waiting' || entry.status === 'offering') {
      throw new ApiError(409, 'not_offered', t('notOffered'));
    }
    throw new ApiError(
      410,
      'wait_ended',
      t('ended', { why: t('status', { status: entry.status }) }),
    );
  }
  if (!entry.offerExpiresAt || entry.offerExpiresAt <= now) {
    // lapsed, if no sweep has said so yet: the place goes on to the next client
    await offerPlaces(deps, { businessId: entry.businessId, date: entry.date, now });
    throw await lapsedAnswer();
  }
  const [settings] = await db
    .select({
      requirePayment: businessSettings.requirePayment,
      autoConfirm: businessSettings.autoConfirmBookings,
    })
    .from(businessSettings)
    .where(eq(businessSettings.businessId, entry.businessId));
  if (settings?.requirePayment) {
    // paid on the booking, as any booking is: it is theirs once the payment is verified
    return presentEntry(deps, entry);
  }
  const [taken] = await db
    .update(bookings)
    .set({
      status: settings?.autoConfirm === false ? 'pending' : 'confirmed',
      holdExpiresAt: null,
    })
    .where(
      and(
        eq(bookings.id, entry.offerBookingId),
        eq(bookings.status, 'pending'),
        sql`${bookings.holdExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: bookings.id, status: bookings.status });
  if (!taken) {
    const [again] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
    if (again?.status === 'booked') return presentEntry(deps, again);
    await offerPlaces(deps, { businessId: entry.businessId, date: entry.date, now });
    throw await lapsedAnswer();
  }
  const [booked] = await db
    .update(waitlistEntries)
    .set({ status: 'booked' })
    .where(eq(waitlistEntries.id, entry.id))
    .returning();
  if (taken.status === 'confirmed') void sendConfirmedByBusiness(deps, taken.id);
  return presentEntry(deps, booked ?? entry);
}

/**
 * The client leaves the waitlist (or the owner removes them): a place held for them is let go, and
 * goes to the next client waiting.
 */
async function endWait(deps: WaitlistDeps, entry: WaitlistEntry): Promise<void> {
  const { db } = deps;
  const [ended] = await db
    .update(waitlistEntries)
    .set({ status: 'removed', busyUntil: null })
    .where(and(eq(waitlistEntries.id, entry.id), activeStatus))
    .returning();
  if (!ended) return;
  if (entry.status === 'offered' && entry.offerBookingId) {
    await db
      .update(bookings)
      .set({ status: 'cancelled', cancelledBy: 'client' })
      .where(
        and(
          eq(bookings.id, entry.offerBookingId),
          eq(bookings.status, 'pending'),
          sql`${bookings.holdExpiresAt} IS NOT NULL`,
        ),
      );
    placesFreed(deps, entry.businessId, [entry.date]);
  }
}

export async function leaveWaitlist(deps: WaitlistDeps, token: string): Promise<void> {
  const entry = (await entryByToken(deps.db, token)) ?? notFound();
  await endWait(deps, entry);
}

/** The owner's entry with this id, or a clear 404. */
export async function ownEntry(db: Database, businessId: string, entryId: string) {
  const [entry] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.businessId, businessId)));
  if (!entry) throw new ApiError(404, 'not_found', t('entryNotFound'));
  return entry;
}

export async function removeFromWaitlist(deps: WaitlistDeps, entry: WaitlistEntry): Promise<void> {
  await endWait(deps, entry);
}

/** A day's waitlist as the owner sees it: everyone who joined, in order, with where they stand. */
export async function listDay(
  db: Database,
  { businessId, date }: { businessId: string; date: string },
) {
  return db
    .select({
      id: waitlistEntries.id,
      customerName: waitlistEntries.customerName,
      customerPhone: waitlistEntries.customerPhone,
      customerEmail: waitlistEntries.customerEmail,
      serviceId: waitlistEntries.serviceId,
      serviceName: services.name,
      staffId: waitlistEntries.staffId,
      staffName: staff.name,
      from: sql<string | null>`to_char(${waitlistEntries.fromTime}, 'HH24:MI')`,
      to: sql<string | null>`to_char(${waitlistEntries.toTime}, 'HH24:MI')`,
      source: waitlistEntries.source,
      status: waitlistEntries.status,
      offerBookingId: waitlistEntries.offerBookingId,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .leftJoin(staff, eq(staff.id, waitlistEntries.staffId))
    .where(and(eq(waitlistEntries.businessId, businessId), eq(waitlistEntries.date, date)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}
