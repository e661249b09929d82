import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultBusinessHours } from '@shared/business-hours';
import type { BusinessHoursInput } from '@shared/business-hours-schema';
import {
  normalizeWebsite,
  subdomainFor,
  subdomainWithSuffix,
  type BusinessCreateInput,
  type BusinessProfileInput,
} from '@shared/business';
import { normalizePhone } from '@shared/phone';
import { isSubscriptionActive } from '@shared/subscriptions';
import type {
  GeneralSettingsInput,
  LocationInput,
  NotificationSettingsInput,
} from '@shared/settings-schemas';
import type { Database } from '../db/database';
import { PG_ERROR, pgErrorOf } from '../db/pg-errors';
import { businesses, businessHours, businessSettings } from '../db/schema/businesses';
import { ApiError } from '../http/errors';
import { businessAnswers } from '../messages/business-answers';
import { loadSubscription } from '../subscriptions/operations';
import { grantTrial } from '../subscriptions/trial';
import { isFreeForNewBusiness } from './booking-link';
import { presentOwnerBusiness, type OwnerBusinessView } from './presenter';

type BusinessRow = typeof businesses.$inferSelect;

const SUBDOMAIN_ATTEMPTS = 6;
const SUFFIX_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function randomSuffix(): string {
  return Array.from(randomBytes(3), (byte) => SUFFIX_ALPHABET[byte % SUFFIX_ALPHABET.length]).join(
    '',
  );
}

/** Empty strings from forms are stored as nothing. */
function orNull(value: string): string | null {
  return value === '' ? null : value;
}

function profileColumns(input: Omit<BusinessCreateInput, 'name' | 'email' | 'location' | 'hours'>) {
  return {
    phone: input.phone ? normalizePhone(input.phone) : null,
    address: orNull(input.address),
    city: orNull(input.city),
    country: orNull(input.country),
    website: normalizeWebsite(input.website),
    description: orNull(input.description),
    // left as it is when a form does not send them
    ...(input.categories ? { categories: input.categories } : {}),
  };
}

export async function findOwnerBusiness(
  db: Database,
  userId: string,
): Promise<BusinessRow | undefined> {
  const [business] = await db.select().from(businesses).where(eq(businesses.userId, userId));
  return business;
}

export async function loadOwnerView(
  db: Database,
  business: BusinessRow,
): Promise<OwnerBusinessView> {
  const [[settings], hours, subscription] = await Promise.all([
    db.select().from(businessSettings).where(eq(businessSettings.businessId, business.id)),
    db.select().from(businessHours).where(eq(businessHours.businessId, business.id)),
    loadSubscription(db, business.id),
  ]);
  if (!settings) throw new Error(`business ${business.id} has no settings row`);
  return presentOwnerBusiness(business, settings, hours, {
    // the owner area's banner while the plan has lapsed (the booking page takes no bookings)
    isSubscriptionActive: isSubscriptionActive(subscription, new Date()),
  });
}

/**
 * Creates the owner's one business with its settings (the decided defaults), its location and hours
 * when onboarding gave them (else no location and the default hours) and the 7-day trial (unless the owner had it before), in one transaction. A taken subdomain gets a short
 * suffix; the database decides races.
 */
export async function createBusiness(
  db: Database,
  { userId, input, now = new Date() }: { userId: string; input: BusinessCreateInput; now?: Date },
): Promise<BusinessRow> {
  const base = subdomainFor(input.name);
  for (let attempt = 0; attempt < SUBDOMAIN_ATTEMPTS; attempt++) {
    const subdomain = attempt === 0 ? base : subdomainWithSuffix(base, randomSuffix());
    // a word the site uses, or a link another business gave up this year, gets a suffix
    if (!(await isFreeForNewBusiness(db, subdomain, now))) continue;
    try {
      return await db.transaction(async (tx) => {
        const [business] = await tx
          .insert(businesses)
          .values({
            userId,
            name: input.name,
            email: orNull(input.email),
            subdomain,
            ...profileColumns(input),
            latitude: input.location?.latitude ?? null,
            longitude: input.location?.longitude ?? null,
          })
          .returning();
        if (!business) throw new Error('business insert returned nothing');
        await tx.insert(businessSettings).values({ businessId: business.id });
        await tx.insert(businessHours).values(
          (input.hours ?? defaultBusinessHours()).map((day) => ({
            businessId: business.id,
            ...day,
          })),
        );
        await grantTrial(tx, { userId, businessId: business.id, now });
        return business;
      });
    } catch (error) {
      const { code, constraint } = pgErrorOf(error);
      if (code !== PG_ERROR.uniqueViolation) throw error;
      if (constraint === 'businesses_user_id_unique') {
        throw new ApiError(409, 'business_exists', businessAnswers('exists'));
      }
      if (constraint !== 'businesses_subdomain_unique') throw error;
    }
  }
  throw new ApiError(409, 'subdomain_taken', businessAnswers('noFreeLink'));
}

export async function updateProfile(
  db: Database,
  business: BusinessRow,
  input: BusinessProfileInput,
) {
  const [updated] = await db
    .update(businesses)
    .set({ name: input.name, email: input.email, ...profileColumns(input) })
    .where(eq(businesses.id, business.id))
    .returning();
  return updated ?? business;
}

/**
 * Replaces the week's hours in one transaction, so no reader sees half a week. Saves of one business
 * take turns on its row (as staff services do on the staff row): two at once would each delete the
 * old week and insert a new one, and the second insert would collide with the first's rows. NO KEY
 * UPDATE leaves bookings, which only reference the row, free to go on.
 */
export async function replaceHours(
  db: Database,
  business: BusinessRow,
  { days }: BusinessHoursInput,
) {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, business.id))
      .for('no key update');
    await tx.delete(businessHours).where(eq(businessHours.businessId, business.id));
    await tx.insert(businessHours).values(days.map((day) => ({ businessId: business.id, ...day })));
  });
}

export async function updateLocation(db: Database, business: BusinessRow, input: LocationInput) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(businesses)
      .set({
        latitude: input.latitude,
        longitude: input.longitude,
        serviceRadiusKm: input.serviceRadiusKm,
      })
      .where(eq(businesses.id, business.id))
      .returning();
    await tx
      .update(businessSettings)
      .set({ showOnMap: input.showOnMap, mapDescription: orNull(input.mapDescription) })
      .where(eq(businessSettings.businessId, business.id));
    return updated ?? business;
  });
}

/** The business's currency follows its settings, so the public page prices in the same one. */
export async function updateGeneralSettings(
  db: Database,
  business: BusinessRow,
  input: GeneralSettingsInput,
) {
  return db.transaction(async (tx) => {
    await tx
      .update(businessSettings)
      .set(input)
      .where(eq(businessSettings.businessId, business.id));
    const [updated] = await tx
      .update(businesses)
      .set({ currency: input.currency })
      .where(eq(businesses.id, business.id))
      .returning();
    return updated ?? business;
  });
}

export async function updateNotificationSettings(
  db: Database,
  business: BusinessRow,
  input: NotificationSettingsInput,
) {
  const whatsappNumber = input.whatsapp_number ? (normalizePhone(input.whatsapp_number) ?? '') : '';
  await db
    .update(businessSettings)
    .set({ notificationPreferences: { ...input, whatsapp_number: whatsappNumber } })
    .where(eq(businessSettings.businessId, business.id));
}
