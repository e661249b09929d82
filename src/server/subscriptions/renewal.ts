import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale } from '@shared/i18n/locales';
import { findPlan } from '@shared/plans';
import { SETTINGS_DEFAULTS } from '@shared/settings';
import { subscriptionState, WARNING_DAYS } from '@shared/subscriptions';
import type { Database } from '../db/database';
import { users } from '../db/schema/auth';
import { businesses, businessSettings } from '../db/schema/businesses';
import { subscriptions } from '../db/schema/payments';
import type { Logger } from '../logger';
import { inLocale } from '../i18n/request-locale';
import type { Mailer } from '../mail/mailer';
import { factsOf } from './operations';
import { renewalMail } from './renewal-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a subscription ends: a trial at trial_ends_at, a paid plan at the period's end. */
const endOf = sql<Date>`CASE WHEN ${subscriptions.planType} = 'trial' THEN coalesce(${subscriptions.trialEndsAt}, ${subscriptions.currentPeriodEnd}) ELSE ${subscriptions.currentPeriodEnd} END`;

export interface RenewalRun {
  reminded: number;
  expired: number;
}

/** Subscriptions past their end become expired. Only the status changes; nothing is removed. */
async function expireEnded(db: Database, now: Date): Promise<number> {
  const expired = await db
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(subscriptions.status, 'active'), lte(endOf, now)))
    .returning({ id: subscriptions.id });
  return expired.length;
}

function endingSoon(db: Database, now: Date) {
  return db
    .select({
      subscription: subscriptions,
      businessName: businesses.name,
      timeZone: businessSettings.timezone,
      email: users.email,
      ownerName: users.name,
      ownerLocale: users.locale,
    })
    .from(subscriptions)
    .innerJoin(businesses, eq(businesses.id, subscriptions.businessId))
    .innerJoin(users, eq(users.id, businesses.userId))
    .leftJoin(businessSettings, eq(businessSettings.businessId, subscriptions.businessId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        gt(endOf, now),
        lte(endOf, new Date(now.getTime() + WARNING_DAYS * DAY_MS)),
        or(isNull(subscriptions.renewalReminderFor), ne(subscriptions.renewalReminderFor, endOf)),
      ),
    );
}

/**
 * The renewal job: ended subscriptions are marked expired, and each owner whose plan (or trial) ends
 * within 3 days is mailed once for that period end, in their account's language. The period end is claimed in
 * renewal_reminder_for before the mail goes, so two runs at once send one mail; should sending fail,
 * the claim is given back and the next run tries again.
 */
export async function runSubscriptionRenewals(
  db: Database,
  {
    mailer,
    logger,
    publicUrl,
    now = new Date(),
  }: { mailer: Mailer; logger: Logger; publicUrl: string; now?: Date },
): Promise<RenewalRun> {
  const expired = await expireEnded(db, now);
  let reminded = 0;
  for (const row of await endingSoon(db, now)) {
    const { subscription } = row;
    const state = subscriptionState(factsOf(subscription), now);
    if (!state.endsAt) continue;
    const endsAt = state.endsAt;
    const previous = subscription.renewalReminderFor;
    const [claimed] = await db
      .update(subscriptions)
      .set({ renewalReminderFor: endsAt })
      .where(
        and(
          eq(subscriptions.id, subscription.id),
          previous === null
            ? isNull(subscriptions.renewalReminderFor)
            : eq(subscriptions.renewalReminderFor, previous),
        ),
      )
      .returning({ id: subscriptions.id });
    if (!claimed) continue;
    try {
      // in the owner's language, whatever runs the job
      const locale = isLocale(row.ownerLocale) ? row.ownerLocale : DEFAULT_LOCALE;
      await mailer.send(
        inLocale(locale, () =>
          renewalMail({
            to: row.email,
            ownerName: row.ownerName,
            businessName: row.businessName,
            planName: findPlan(subscription.planType).name,
            isTrial: subscription.planType === 'trial',
            endsAt,
            daysLeft: state.daysLeft,
            timeZone: row.timeZone ?? SETTINGS_DEFAULTS.timezone,
            subscriptionUrl: `${publicUrl}/app/subscription`,
          }),
        ),
      );
      reminded++;
    } catch (err) {
      logger.warn({ err, businessId: subscription.businessId }, 'renewal reminder not sent yet');
      await db
        .update(subscriptions)
        .set({ renewalReminderFor: previous })
        .where(
          and(eq(subscriptions.id, subscription.id), eq(subscriptions.renewalReminderFor, endsAt)),
        );
    }
  }
  return { reminded, expired };
}
