import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import { isLocale, DEFAULT_LOCALE } from '@shared/i18n/locales';
import { WAITLIST_OFFER_MINUTES } from '@shared/waitlist-rules';
import { availabilityFor } from '../bookings/availability';
import { createBooking } from '../bookings/create-booking';
import { loadBookingView } from '../bookings/booking-view';
import type { Database } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { businessSettings } from '../db/schema/businesses';
import { waitlistEntries } from '../db/schema/waitlist';
import { ApiError } from '../http/errors';
import { inLocale } from '../i18n/request-locale';
import { acceptsPayments } from '../payments/accepts-payments';
import type { PublicDeps } from '../public-booking/routes';
import { recordOfferMessages } from './offer-messages';

export type WaitlistDeps = PublicDeps & { retryDelaySeconds?: number };
export type WaitlistEntry = typeof waitlistEntries.$inferSelect;

/** How long a process making an offer holds the entry before another may take it over. */
const CLAIM_MS = 60_000;

const hhmm = (value: string | null) => (value === null ? null : value.slice(0, 5));

/** A service's (and staff member's) free start times on a day: read once per run, per kind. */
type FreeTimes = Map<string, Promise<string[]>>;

/**
 * The first free start time of the entry's service on its day, within its window. `seen` keeps
 * what a run read first: a place that frees while the run goes down the queue is left to the run
 * its freeing starts (from the head of the queue), not handed to whoever the run has reached.
 */
async function firstFreeTime(db: Database, entry: WaitlistEntry, now: Date, seen: FreeTimes) {
  const kind = `${entry.serviceId}|${entry.staffId ?? ''}`;
  let free = seen.get(kind);
  if (!free) {
    free = availabilityFor(db, {
      businessId: entry.businessId,
      serviceId: entry.serviceId,
      staffId: entry.staffId,
      date: entry.date,
      days: 1,
      now,
    }).then(({ days }) =>
      (days[0]?.slots ?? []).filter((slot) => slot.status === 'available').map((slot) => slot.time),
    );
    seen.set(kind, free);
  }
  const from = hhmm(entry.fromTime);
  const to = hhmm(entry.toTime);
  const time = (await free).find(
    (candidate) => from === null || (candidate >= from && candidate <= (to ?? candidate)),
  );
  return time ?? null;
}

/**
 * Offers one entry a place, if one is free for it: the entry is claimed (only one process offers
 * it at a time), the place held as a booking of theirs for the owner's offer time, the client told.
 * The booking engine decides the place: if another took it first, the entry goes back to waiting.
 * Answers 'offered', 'none' (no place for it now) or 'full' (the plan's month has no room).
 */
async function offerTo(
  deps: WaitlistDeps,
  entry: WaitlistEntry,
  { holdMinutes, now, seen = new Map() }: { holdMinutes: number; now: Date; seen?: FreeTimes },
): Promise<'offered' | 'none' | 'full'> {
  const { db } = deps;
  const time = await firstFreeTime(db, entry, now, seen);
  if (!time) return 'none';
  const [claimed] = await db
    .update(waitlistEntries)
    .set({ status: 'offering', busyUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'waiting')))
    .returning();
  if (!claimed) return 'none';
  const release = () =>
    db
      .update(waitlistEntries)
      .set({ status: 'waiting', busyUntil: null })
      .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'offering')));
  const locale = isLocale(entry.locale) ? entry.locale : DEFAULT_LOCALE;
  try {
    const created = await inLocale(locale, async () =>
      createBooking(db, {
        businessId: entry.businessId,
        request: {
          serviceId: entry.serviceId,
          date: entry.date,
          time,
          staffId: entry.staffId,
          customer: {
            name: entry.customerName,
            email: entry.customerEmail ?? '',
            phone: entry.customerPhone,
          },
          // the same offer retried (a process stopped half-way) finds the booking it made
          idempotencyKey: `waitlist-${entry.id}-${claimed.offersMade}`,
        },
        channel: entry.source === 'whatsapp' || entry.source === 'ussd' ? entry.source : undefined,
        acceptsPayments: await acceptsPayments(db, deps.provider, entry.businessId),
        offerHoldMinutes: holdMinutes,
        now,
      }),
    );
    const booking = created.booking;
    const [offered] = await db
      .update(waitlistEntries)
      .set({
        status: 'offered',
        busyUntil: null,
        offerBookingId: booking.id,
        offeredAt: now,
        offerExpiresAt: booking.holdExpiresAt,
        offersMade: claimed.offersMade + 1,
      })
      .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'offering')))
      .returning();
    if (!offered) return 'none';
    // the place is taken now: what is free is read again for the next in line
    seen.clear();
    await recordOfferMessages(deps, offered);
    passOnWhenLapsed(deps, offered);
    return 'offered';
  } catch (error) {
    await release();
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'slot_taken' || error.code === 'slot_not_offered') {
      // another took it first: what is free is read again for the next in line
      seen.clear();
      return 'none';
    }
    // the plan's month is full, the business stopped taking bookings: nobody can be offered now
    return 'full';
  }
}

/** One run at a time per business and day in this process, so the queue's order is kept. */
const runs = new Map<string, Promise<number>>();

/**
 * Offers the places free on a business's day to its waitlist, first come first served: each
 * waiting client, in the order they joined, is offered the first free time in their window. A
 * place is held by the offer's booking, so no place is ever offered twice nor oversold, whichever
 * process makes the offer. Answers how many offers were made.
 */
export function offerPlaces(
  deps: WaitlistDeps,
  { businessId, date, now }: { businessId: string; date: string; now?: Date },
): Promise<number> {
  const key = `${businessId}:${date}`;
  const previous = runs.get(key) ?? Promise.resolve(0);
  const run = previous
    .catch(() => 0)
    .then(() => offerPlacesNow(deps, { businessId, date, now: now ?? new Date() }));
  runs.set(key, run);
  void run.finally(() => {
    if (runs.get(key) === run) runs.delete(key);
  });
  return run;
}

async function offerPlacesNow(
  deps: WaitlistDeps,
  { businessId, date, now }: { businessId: string; date: string; now: Date },
): Promise<number> {
  const { db } = deps;
  await endLapsedOffers(db, { businessId, date, now });
  const holdMinutes = await holdMinutesOf(db, businessId);
  if (holdMinutes === null) return 0;
  const waiting = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.businessId, businessId),
        eq(waitlistEntries.date, date),
        eq(waitlistEntries.status, 'waiting'),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  let offered = 0;
  const seen: FreeTimes = new Map();
  for (const entry of waiting) {
    const outcome = await offerTo(deps, entry, { holdMinutes, now, seen });
    if (outcome === 'offered') offered += 1;
    if (outcome === 'full') break;
  }
  return offered;
}

/** The owner offers a waiting client a place by hand, ahead of the queue. */
export async function offerByHand(
  deps: WaitlistDeps,
  entry: WaitlistEntry,
  now = new Date(),
): Promise<'offered' | 'none' | 'full'> {
  const holdMinutes = await holdMinutesOf(deps.db, entry.businessId);
  return offerTo(deps, entry, { holdMinutes: holdMinutes ?? WAITLIST_OFFER_MINUTES.default, now });
}

/** How long the business holds an offered place (Settings); null for a business with none. */
async function holdMinutesOf(db: Database, businessId: string): Promise<number | null> {
  const [settings] = await db
    .select({ holdMinutes: businessSettings.waitlistOfferMinutes })
    .from(businessSettings)
    .where(eq(businessSettings.businessId, businessId));
  return settings?.holdMinutes ?? null;
}

/**
 * Offers whose hold has lapsed, untaken: their clients are out of the queue, and the place goes to
 * the next. A place taken (paid for, or confirmed) makes its entry booked instead.
 */
async function endLapsedOffers(
  db: Database,
  { businessId, date, now }: { businessId?: string; date?: string; now: Date },
): Promise<{ businessId: string; date: string }[]> {
  const where = [
    eq(waitlistEntries.status, 'offered'),
    ...(businessId ? [eq(waitlistEntries.businessId, businessId)] : []),
    ...(date ? [eq(waitlistEntries.date, date)] : []),
  ];
  // taken: the offer's booking no longer waits on its hold
  await db
    .update(waitlistEntries)
    .set({ status: 'booked' })
    .where(
      and(
        ...where,
        sql`EXISTS (SELECT 1 FROM ${bookings} WHERE ${bookings.id} = ${waitlistEntries.offerBookingId}
          AND ${bookings.status} <> 'cancelled' AND ${bookings.holdExpiresAt} IS NULL)`,
      ),
    );
  return db
    .update(waitlistEntries)
    .set({ status: 'expired' })
    .where(and(...where, lte(waitlistEntries.offerExpiresAt, now)))
    .returning({ businessId: waitlistEntries.businessId, date: waitlistEntries.date });
}

/** Offers that lapse are passed on at once, not at the next minute's sweep. */
function passOnWhenLapsed(deps: WaitlistDeps, entry: WaitlistEntry): void {
  if (!entry.offerExpiresAt) return;
  const wait = Math.max(0, entry.offerExpiresAt.getTime() - Date.now()) + 1_000;
  const timer = setTimeout(() => {
    offerPlaces(deps, { businessId: entry.businessId, date: entry.date }).catch((err: unknown) =>
      deps.logger.error({ err, entryId: entry.id }, 'waitlist offer not passed on'),
    );
  }, wait);
  timer.unref();
}

/**
 * A place may have freed on these days (a booking cancelled or moved): their waitlists are offered
 * it, after the answer, a failure logged.
 */
export function placesFreed(deps: WaitlistDeps, businessId: string, dates: string[]): void {
  for (const date of new Set(dates)) {
    const offering = offerPlaces(deps, { businessId, date })
      .then(() => undefined)
      .catch((err: unknown) =>
        deps.logger.error({ err, businessId, date }, 'waitlist not offered the freed place'),
      );
    inFlight.add(offering);
    void offering.finally(() => inFlight.delete(offering));
  }
}

/** Offers begun after an answer; shutdown waits for them. */
const inFlight = new Set<Promise<void>>();

/** Resolves once every offer begun after an answer so far is made (or its failure logged). */
export async function waitlistOffersMade(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/**
 * The minute's sweep: claims a stopped process left ('offering' past its time) go back to
 * waiting, waits whose day has passed end, lapsed offers pass on, and every day with clients
 * waiting is offered what is free (a hold that lapsed, capacity the owner added).
 */
export async function sweepWaitlist(deps: WaitlistDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  await db
    .update(waitlistEntries)
    .set({ status: 'waiting', busyUntil: null })
    .where(and(eq(waitlistEntries.status, 'offering'), lt(waitlistEntries.busyUntil, now)));
  // a wait whose day is over in the business's own zone
  const today = sql`(${now.toISOString()}::timestamptz AT TIME ZONE (
    SELECT bs.timezone FROM business_settings bs WHERE bs.business_id = waitlist_entries.business_id))::date`;
  await db
    .update(waitlistEntries)
    .set({ status: 'ended' })
    .where(and(eq(waitlistEntries.status, 'waiting'), sql`${waitlistEntries.date} < ${today}`));
  await endLapsedOffers(db, { now });
  const days = await db
    .selectDistinct({ businessId: waitlistEntries.businessId, date: waitlistEntries.date })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.status, 'waiting'));
  let offered = 0;
  for (const day of days) offered += await offerPlaces(deps, { ...day, now });
  return offered;
}

/** The booking an offer holds, as its client's page shows it. */
export async function offerBooking(db: Database, entry: WaitlistEntry) {
  if (!entry.offerBookingId) return null;
  return loadBookingView(db, entry.offerBookingId);
}
