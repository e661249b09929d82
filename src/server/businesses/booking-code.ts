import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { BOOKING_CODE_MESSAGES, BOOKING_CODE_SHAPE } from '@shared/booking-code';
import type { Database, Executor } from '../db/database';
import { isPgError, PG_ERROR } from '../db/pg-errors';
import { businesses, retiredBookingCodes } from '../db/schema/businesses';
import { ApiError } from '../http/errors';
import { businessAnswers } from '../messages/business-answers';

type BusinessRow = typeof businesses.$inferSelect;
type Reader = Pick<Database, 'select'>;

/** How long a code a business gave up stays its own before another may take it (as a link's). */
export const RETIRED_CODE_HOLD_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A new code the database picked can meet another's claim at the same moment: pick again. */
const NEW_CODE_ATTEMPTS = 3;

/**
 * The active business a code typed on WhatsApp or USSD reaches: the one that has it now, else the
 * one that gave it up (a client with an old poster still finds it). Null when neither is active.
 */
export async function businessIdByCode(db: Reader, code: string): Promise<string | null> {
  if (!BOOKING_CODE_SHAPE.test(code)) return null;
  const [current] = await db
    .select({ id: businesses.id, isActive: businesses.isActive })
    .from(businesses)
    .where(eq(businesses.bookingCode, code));
  if (current) return current.isActive ? current.id : null;
  const [retired] = await db
    .select({ id: businesses.id })
    .from(retiredBookingCodes)
    .innerJoin(businesses, eq(businesses.id, retiredBookingCodes.businessId))
    .where(and(eq(retiredBookingCodes.code, code), eq(businesses.isActive, true)));
  return retired?.id ?? null;
}

/** Whether another business has the code now, or gave it up less than a year ago. */
async function isHeldByAnother(db: Reader, code: string, businessId: string, now: Date) {
  const [current] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.bookingCode, code), ne(businesses.id, businessId)));
  if (current) return true;
  const [retired] = await db
    .select({ code: retiredBookingCodes.code })
    .from(retiredBookingCodes)
    .where(
      and(
        eq(retiredBookingCodes.code, code),
        ne(retiredBookingCodes.businessId, businessId),
        gt(
          retiredBookingCodes.retiredAt,
          new Date(now.getTime() - RETIRED_CODE_HOLD_DAYS * DAY_MS),
        ),
      ),
    );
  return Boolean(retired);
}

const taken = (code: string) => new ApiError(409, 'code_taken', BOOKING_CODE_MESSAGES.taken(code));

/** The business's row, locked: a second change by the same owner waits for the first. */
async function lockBusiness(tx: Executor, businessId: string): Promise<BusinessRow> {
  const [locked] = await tx
    .select()
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!locked) throw new ApiError(404, 'not_found', businessAnswers('notFound'));
  return locked;
}

/**
 * The code the business had is kept as retired, so a client typing it still reaches the business
 * and no other business is given it for a year; the new code's own record, if any (the business's
 * own old code, or one whose year has passed), is cleared.
 */
async function retire(
  tx: Executor,
  { businessId, old, next, now }: { businessId: string; old: string; next: string; now: Date },
) {
  await tx.delete(retiredBookingCodes).where(eq(retiredBookingCodes.code, next));
  await tx
    .insert(retiredBookingCodes)
    .values({ code: old, businessId, retiredAt: now })
    .onConflictDoUpdate({
      target: retiredBookingCodes.code,
      set: { businessId, retiredAt: now },
    });
}

const isCodeClash = (error: unknown) =>
  isPgError(error, PG_ERROR.uniqueViolation, 'businesses_booking_code_unique');

/**
 * Gives the business the code its owner chose (already held to the rule). Two businesses claiming
 * one code at once: the unique constraint decides, and the other is told it is taken.
 */
export async function changeBookingCode(
  db: Database,
  { business, code, now = new Date() }: { business: BusinessRow; code: string; now?: Date },
): Promise<BusinessRow> {
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockBusiness(tx, business.id);
      if (locked.bookingCode === code) return locked;
      if (await isHeldByAnother(tx, code, business.id, now)) throw taken(code);
      await retire(tx, { businessId: business.id, old: locked.bookingCode, next: code, now });
      const [updated] = await tx
        .update(businesses)
        .set({ bookingCode: code })
        .where(eq(businesses.id, business.id))
        .returning();
      return updated ?? locked;
    });
  } catch (error) {
    if (isCodeClash(error)) throw taken(code);
    throw error;
  }
}

/**
 * Gives the business a new code the database picks (miadi_free_booking_code(): free now, and given
 * up by nobody in the last year). A pick another claim took at the same moment is picked again.
 */
export async function newBookingCode(
  db: Database,
  { business, now = new Date() }: { business: BusinessRow; now?: Date },
): Promise<BusinessRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const locked = await lockBusiness(tx, business.id);
        const [updated] = await tx
          .update(businesses)
          .set({ bookingCode: sql`miadi_free_booking_code()` })
          .where(eq(businesses.id, business.id))
          .returning();
        if (!updated) throw new ApiError(404, 'not_found', businessAnswers('notFound'));
        await retire(tx, {
          businessId: business.id,
          old: locked.bookingCode,
          next: updated.bookingCode,
          now,
        });
        return updated;
      });
    } catch (error) {
      if (!isCodeClash(error) || attempt >= NEW_CODE_ATTEMPTS) throw error;
    }
  }
}
