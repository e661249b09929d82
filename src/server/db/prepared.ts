import { sql } from 'drizzle-orm';
import type { SubscriptionFacts } from '@shared/subscriptions';
import type { Database } from './database';
import { subscriptions } from './schema/payments';

const cache = new WeakMap<Database, Map<string, unknown>>();

/**
 * A named statement of a hot path, built once per database (`build` prepares it under `name`): node-postgres prepares it
 * on each connection the first time it runs there, so later runs skip parsing and planning.
 */
export function preparedFor<T>(
  db: Database,
  name: string,
  build: (db: Database, name: string) => T,
): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    statements.set(name, statement);
  }
  return statement;
}

/** The subscription as json: its instants are ISO strings until read. */
type SubscriptionJson = Omit<SubscriptionFacts, 'currentPeriodEnd' | 'trialEndsAt'> & {
  currentPeriodEnd: string;
  trialEndsAt: string | null;
};

/** A subquery for the subscription facts of the business whose id column is given. */
export function subscriptionOf(businessId: unknown) {
  return sql<SubscriptionJson | null>`(
    SELECT json_build_object(
      'planType', ${subscriptions.planType},
      'status', ${subscriptions.status},
      'currentPeriodEnd', ${subscriptions.currentPeriodEnd},
      'trialEndsAt', ${subscriptions.trialEndsAt})
    FROM ${subscriptions} WHERE ${subscriptions.businessId} = ${businessId} LIMIT 1)`;
}

/** The facts back from their json form. */
export function subscriptionFacts(json: SubscriptionJson | null): SubscriptionFacts | null {
  return (
    json && {
      ...json,
      currentPeriodEnd: new Date(json.currentPeriodEnd),
      trialEndsAt: json.trialEndsAt ? new Date(json.trialEndsAt) : null,
    }
  );
}
