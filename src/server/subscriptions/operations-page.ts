import { eq } from 'drizzle-orm';
import { SETTINGS_DEFAULTS } from '@shared/settings';
import { subscriptionState } from '@shared/subscriptions';
import type { Database } from '../db/database';
import { businessSettings } from '../db/schema/businesses';
import type { BusinessRow } from '../http/context';
import type { PaymentProvider } from '../payments/provider';
import { businessUsage } from './limits';
import { factsOf, hasHadTrial, loadSubscription, openSubscriptionPayment } from './operations';
import { presentSubscriptionPage } from './presenter';

/** Everything the subscription screen shows, judged at `now`. */
export async function loadSubscriptionPage(
  db: Database,
  {
    business,
    provider,
    now = new Date(),
  }: { business: BusinessRow; provider: PaymentProvider; now?: Date },
) {
  const [row, hadTrial, usage, openPayment, [settings]] = await Promise.all([
    loadSubscription(db, business.id),
    hasHadTrial(db, { userId: business.userId, businessId: business.id }),
    businessUsage(db, { businessId: business.id, now }),
    openSubscriptionPayment(db, business.id),
    db
      .select({ timezone: businessSettings.timezone })
      .from(businessSettings)
      .where(eq(businessSettings.businessId, business.id)),
  ]);
  return presentSubscriptionPage({
    business,
    row,
    state: subscriptionState(factsOf(row), now),
    hasHadTrial: hadTrial,
    usage,
    openPayment,
    isTestMode: provider.id === 'test',
    timeZone: settings?.timezone ?? SETTINGS_DEFAULTS.timezone,
  });
}
