import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEMO_BUSINESSES, DEMO_SIGN_IN, type DemoBusiness } from '@shared/demo-businesses';
import { addDays, formatMinutes, parseLocalTime, weekdayOf } from '@shared/local-time';
import { localDateAt, zonedInstant } from '@shared/zoned-time';
import { SETTINGS_DEFAULTS } from '@shared/settings';
import { generateTicketCode } from '@shared/ticket-code';
import { hashPassword } from '../auth/password';
import type { Logger } from '../logger';
import type { PaymentProvider } from '../payments/provider';
import { savePayouts } from '../payouts/operations';
import type { Database, Tx } from '../db/database';
import { accounts, users } from '../db/schema/auth';
import { bookings, reviews } from '../db/schema/bookings';
import { businesses, businessHours, businessSettings } from '../db/schema/businesses';
import { businessPayouts } from '../db/schema/payments';
import { clients, staff } from '../db/schema/people';
import { services } from '../db/schema/services';
import { seedDemoSubscription } from './demo-subscriptions';

/** The demo owner's sign-in, printed in the README. */
export const DEMO_OWNER = {
  ...DEMO_SIGN_IN,
  firstName: 'Neema',
  lastName: 'Wanjiku',
} as const;

const CLIENT_NAMES = [
  ['Mary Atieno', '+254711000101'],
  ['James Kamau', '+254722000202'],
  ['Aisha Mohamed', '+254733000303'],
  ['David Kiprop', '+254700000404'],
  ['Ruth Wairimu', '+254745000505'],
] as const;

const REVIEW_COMMENTS = [
  'Booked in a minute and was served on time. Will come again.',
  'Friendly team and spotless place.',
  'Great value, easy to find.',
] as const;

function newUserId(): string {
  return randomBytes(16).toString('hex');
}

function emailFor(name: string, domain: string): string {
  return `${name
    .toLowerCase()
    .replace(/^dr\.\s*/, '')
    .replace(/[^a-z]+/g, '.')}@${domain}`;
}

/** The first open day at or after `from`, stepping by `step` days. */
function nextOpenDay(demo: DemoBusiness, from: string, step: 1 | -1): string {
  let date = from;
  while (demo.closedDays.includes(weekdayOf(date))) date = addDays(date, step);
  return date;
}

async function seedBusiness(
  tx: Tx,
  demo: DemoBusiness,
  ownerId: string,
  now: Date,
): Promise<string> {
  const timezone = SETTINGS_DEFAULTS.timezone;
  const [business] = await tx
    .insert(businesses)
    .values({
      userId: ownerId,
      name: demo.name,
      email: `hello@${demo.slug}.co.ke`,
      phone: demo.phone,
      address: demo.address,
      city: demo.city,
      country: 'Kenya',
      description: demo.description,
      subdomain: demo.slug,
      categories: demo.categories,
      isVerified: true,
      latitude: demo.latitude,
      longitude: demo.longitude,
    })
    .returning({ id: businesses.id });
  if (!business) throw new Error('business insert returned nothing');

  await tx.insert(businessSettings).values({
    businessId: business.id,
    mapDescription: demo.tagline,
    requirePayment: demo.paymentPolicy === 'pay_on_booking',
  });
  // paying businesses are paid to their own M-Pesa number; verified when Paystack is set up (below)
  if (demo.paymentPolicy === 'pay_on_booking') {
    await tx.insert(businessPayouts).values({
      businessId: business.id,
      mpesaNumber: demo.phone.replace(/^\+/, ''),
      accountHolderName: demo.name,
    });
    await tx
      .update(businesses)
      .set({ paymentSetupComplete: true })
      .where(eq(businesses.id, business.id));
  }
  await tx.insert(businessHours).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      businessId: business.id,
      weekday,
      opensAt: demo.opensAt,
      closesAt: demo.closesAt,
      isOpen: !demo.closedDays.includes(weekday),
    })),
  );

  const serviceRows = await tx
    .insert(services)
    .values(
      demo.services.map((s) => ({
        businessId: business.id,
        name: s.name,
        description: s.description,
        category: s.category,
        transportDetails: s.category === 'transport' ? { departure: 'Nairobi, Archives' } : null,
        priceMinor: s.priceKes * 100,
        currency: 'KES' as const,
        durationMinutes: s.durationMinutes,
      })),
    )
    .returning({
      id: services.id,
      priceMinor: services.priceMinor,
      durationMinutes: services.durationMinutes,
    });

  const staffRows = await tx
    .insert(staff)
    .values(
      demo.staff.map((name, i) => ({
        businessId: business.id,
        name,
        email: emailFor(name, `${demo.slug}.co.ke`),
        phone: `+2547${String(20_000_000 + i * 1_111_111).slice(0, 8)}`,
        shift: i % 2 === 0 ? 'Morning' : 'Afternoon',
        workload: 40,
        specialties: demo.services
          .slice(i % demo.services.length, (i % demo.services.length) + 2)
          .map((s) => s.name),
      })),
    )
    .returning({ id: staff.id });

  const clientRows = await tx
    .insert(clients)
    .values(
      CLIENT_NAMES.map(([name, phone]) => ({
        businessId: business.id,
        name,
        email: emailFor(name, 'example.com'),
        phone,
      })),
    )
    .returning({ id: clients.id, name: clients.name, email: clients.email, phone: clients.phone });

  // three completed visits in the past week (each reviewed) and three upcoming bookings
  const today = localDateAt(now, timezone);
  const opens = parseLocalTime(demo.opensAt) ?? 9 * 60;
  const plan = [
    { dayOffset: -6, hourOffset: 1, status: 'completed' as const },
    { dayOffset: -4, hourOffset: 2, status: 'completed' as const },
    { dayOffset: -2, hourOffset: 1, status: 'completed' as const },
    { dayOffset: 1, hourOffset: 1, status: 'confirmed' as const },
    { dayOffset: 2, hourOffset: 3, status: 'confirmed' as const },
    { dayOffset: 3, hourOffset: 2, status: 'pending' as const },
  ];
  let ratingTotal = 0;
  let ratingCount = 0;
  for (const [i, entry] of plan.entries()) {
    const service = serviceRows[i % serviceRows.length];
    const client = clientRows[i % clientRows.length];
    const member = staffRows[i % staffRows.length];
    if (!service || !client || !member) continue;
    const date = nextOpenDay(demo, addDays(today, entry.dayOffset), entry.dayOffset < 0 ? -1 : 1);
    const time = formatMinutes(opens + entry.hourOffset * 60);
    const startsAt = zonedInstant(date, time, timezone);
    const isPast = entry.status === 'completed';
    const [booking] = await tx
      .insert(bookings)
      .values({
        businessId: business.id,
        serviceId: service.id,
        clientId: client.id,
        staffId: member.id,
        bookingDate: date,
        bookingTime: time,
        startsAt,
        endsAt: new Date(startsAt.getTime() + service.durationMinutes * 60_000),
        status: entry.status,
        paymentStatus: isPast || demo.paymentPolicy === 'pay_on_booking' ? 'completed' : 'pending',
        totalAmountMinor: service.priceMinor,
        currency: 'KES',
        ticketCode: generateTicketCode(),
        customerName: client.name,
        customerEmail: client.email,
        customerPhone: client.phone ?? '+254700000000',
      })
      .returning({ id: bookings.id });
    if (booking && isPast) {
      const rating = 4 + (i % 2);
      ratingTotal += rating;
      ratingCount += 1;
      await tx.insert(reviews).values({
        businessId: business.id,
        bookingId: booking.id,
        rating,
        comment: REVIEW_COMMENTS[i % REVIEW_COMMENTS.length],
        customerName: client.name,
      });
    }
  }
  await tx
    .update(businesses)
    .set({ averageRating: ratingCount ? ratingTotal / ratingCount : 0, totalReviews: ratingCount })
    .where(eq(businesses.id, business.id));

  return business.id;
}

/**
 * Writes the demo owner and the ten sample businesses in one transaction. The demo owner can sign in
 * with DEMO_OWNER's password; the other nine owners have no password and cannot.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_OWNER.password);
  await db.transaction(async (tx) => {
    for (const [index, demo] of DEMO_BUSINESSES.entries()) {
      const isDemoOwner = index === 0;
      const ownerId = newUserId();
      const firstName = isDemoOwner
        ? DEMO_OWNER.firstName
        : (demo.staff[0]?.split(' ')[0] ?? 'Owner');
      const lastName = isDemoOwner ? DEMO_OWNER.lastName : (demo.name.split(' ')[0] ?? 'Demo');
      await tx.insert(users).values({
        id: ownerId,
        name: `${firstName} ${lastName}`,
        email: isDemoOwner ? DEMO_OWNER.email : `owner@${demo.slug}.co.ke`,
        emailVerified: isDemoOwner,
        firstName,
        lastName,
        country: 'KE',
      });
      if (isDemoOwner) {
        await tx.insert(accounts).values({
          id: newUserId(),
          accountId: ownerId,
          providerId: 'credential',
          userId: ownerId,
          password: passwordHash,
        });
      }
      const businessId = await seedBusiness(tx, demo, ownerId, now);
      await seedDemoSubscription(tx, {
        ownerId,
        businessId,
        index,
        count: DEMO_BUSINESSES.length,
        now,
      });
    }
  });
}

export async function hasAnyBusiness(db: Database): Promise<boolean> {
  const rows = await db.select({ id: businesses.id }).from(businesses).limit(1);
  return rows.length > 0;
}

/**
 * With Paystack configured, the demo's paying businesses get their subaccounts the way an owner's
 * save makes one, so they can take payments. A refusal is logged; the business stays unverified.
 */
export async function verifyDemoPayouts(
  db: Database,
  provider: PaymentProvider,
  logger: Logger,
): Promise<void> {
  if (!provider.saveSubaccount) return;
  const rows = await db.select().from(businessPayouts).where(eq(businessPayouts.isVerified, false));
  for (const row of rows) {
    try {
      const view = await savePayouts(db, {
        businessId: row.businessId,
        provider,
        input: {
          mpesaNumber: row.mpesaNumber ?? '',
          bankName: row.bankName ?? '',
          bankAccountNumber: row.bankAccountNumber ?? '',
          accountHolderName: row.accountHolderName ?? '',
        },
      });
      if (view.verification.status === 'failed')
        logger.warn(
          { businessId: row.businessId, reason: view.verification.message },
          'demo payouts not verified',
        );
    } catch (err) {
      logger.warn({ err, businessId: row.businessId }, 'demo payouts not verified');
    }
  }
}
