import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEMO_BUSINESSES, DEMO_SIGN_IN, type DemoBusiness } from '@shared/demo-businesses';
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
import { demoSchedule } from './demo-schedule';
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

/** Two comments for each rating, so a review reads like its stars. */
const REVIEW_COMMENTS: Record<number, readonly [string, string]> = {
  5: [
    'Booked in a minute and was served on time. Will come again.',
    'Friendly team and spotless place.',
  ],
  4: ['Great value, easy to find. A short wait at the start.', 'Good service; parking was tight.'],
  3: ['Fine, but I waited 20 minutes past my time.', 'Decent work, the place was very busy.'],
  2: ['Started late and felt rushed.', 'Not what I booked; they sorted it in the end.'],
};

function newUserId(): string {
  return randomBytes(16).toString('hex');
}

function emailFor(name: string, domain: string): string {
  return `${name
    .toLowerCase()
    .replace(/^dr\.\s*/, '')
    .replace(/[^a-z]+/g, '.')}@${domain}`;
}

async function seedBusiness(
  tx: Tx,
  {
    demo,
    businessIndex,
    ownerId,
    now,
  }: { demo: DemoBusiness; businessIndex: number; ownerId: string; now: Date },
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

  const visits = demoSchedule({
    demo,
    businessIndex,
    durations: serviceRows.map((row) => row.durationMinutes),
    staffCount: staffRows.length,
    clientCount: clientRows.length,
    now,
    timeZone: timezone,
  });
  let ratingTotal = 0;
  let ratingCount = 0;
  for (const [i, visit] of visits.entries()) {
    const service = serviceRows[visit.serviceIndex];
    const client = clientRows[visit.clientIndex];
    if (!service || !client) continue;
    const member = visit.staffIndex === null ? null : staffRows[visit.staffIndex];
    const [booking] = await tx
      .insert(bookings)
      .values({
        businessId: business.id,
        serviceId: service.id,
        clientId: client.id,
        staffId: member?.id ?? null,
        bookingDate: visit.date,
        bookingTime: visit.time,
        startsAt: visit.startsAt,
        endsAt: visit.endsAt,
        status: visit.status,
        paymentStatus: visit.isPaid ? 'completed' : 'pending',
        totalAmountMinor: service.priceMinor,
        currency: 'KES',
        ticketCode: generateTicketCode(),
        customerName: client.name,
        customerEmail: client.email,
        customerPhone: client.phone ?? '+254700000000',
      })
      .returning({ id: bookings.id });
    if (booking && visit.review) {
      ratingTotal += visit.review.rating;
      ratingCount += 1;
      await tx.insert(reviews).values({
        businessId: business.id,
        bookingId: booking.id,
        rating: visit.review.rating,
        comment: REVIEW_COMMENTS[visit.review.rating]?.[i % 2] ?? null,
        customerName: client.name,
        createdAt: visit.review.writtenAt,
        updatedAt: visit.review.writtenAt,
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
      const businessId = await seedBusiness(tx, { demo, businessIndex: index, ownerId, now });
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
