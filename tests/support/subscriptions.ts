import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { staff } from '../../src/server/db/schema/people';
import { paymentTransactions, subscriptions } from '../../src/server/db/schema/payments';
import type { SubscriptionPageView } from '../../src/server/subscriptions/presenter';
import type { Owner } from './owners';
import type { TestServer } from './test-server';
import { readJson } from './answers';

export const DAY = 24 * 60 * 60 * 1000;

export type PageJson = SubscriptionPageView;

export interface StartedCard {
  method: 'card';
  reference: string;
  checkoutUrl: string;
}

export interface StartedMpesa {
  method: 'mpesa';
  reference: string;
  status: 'pending' | 'paid' | 'failed';
  displayText: string | null;
  testPromptUrl: string | null;
}

export interface PaymentCheck {
  reference: string;
  status: 'pending' | 'paid' | 'failed';
  planId: string;
  planName: string;
  message: string | null;
}

/** GET /api/subscription as the owner, which must answer 200. */
export async function subscriptionPage(owner: Pick<Owner, 'client'>): Promise<PageJson> {
  const response = await owner.client.get('/api/subscription');
  expect(response.status).toBe(200);
  return await readJson<PageJson>(response);
}

export function choiceOf(page: PageJson, planId: string): string | undefined {
  return page.plans.find((plan) => plan.id === planId)?.choice.label;
}

export function checkout(owner: Pick<Owner, 'client'>, body: object): Promise<Response> {
  return owner.client.post('/api/subscription/checkout', body);
}

export async function startCard(
  owner: Pick<Owner, 'client'>,
  planId: string,
): Promise<StartedCard> {
  const response = await checkout(owner, { planId, method: 'card' });
  expect(response.status).toBe(200);
  return (await readJson<{ payment: StartedCard }>(response)).payment;
}

export async function checkPayment(owner: Pick<Owner, 'client'>, reference: string) {
  const response = await owner.client.get(`/api/subscription/payments/${reference}`);
  expect(response.status).toBe(200);
  return (await readJson<{ payment: PaymentCheck }>(response)).payment;
}

/** The payer's choice on the built-in test provider's checkout (or M-Pesa stand-in) page. */
export function answerTestCheckout(
  app: TestServer,
  reference: string,
  outcome: 'success' | 'failure',
): Promise<Response> {
  return app.request(`/pay/test/${reference}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
}

export async function subscriptionRow(app: Pick<TestServer, 'db'>, businessId: string) {
  const [row] = await app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.businessId, businessId));
  return row;
}

export async function paymentRow(app: Pick<TestServer, 'db'>, reference: string) {
  const [row] = await app.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.reference, reference));
  return row;
}

/** Moves the business's subscription to the state a test needs (the clock, as the database sees it). */
export async function setSubscription(
  app: Pick<TestServer, 'db'>,
  businessId: string,
  fields: Partial<typeof subscriptions.$inferInsert>,
): Promise<void> {
  await app.db.update(subscriptions).set(fields).where(eq(subscriptions.businessId, businessId));
}

/** Active staff written straight to the table: how many there are is what a test needs, not how. */
export async function addActiveStaff(
  app: Pick<TestServer, 'db'>,
  businessId: string,
  count: number,
): Promise<void> {
  await app.db.insert(staff).values(
    Array.from({ length: count }, (_, i) => ({
      businessId,
      name: `Stylist ${i + 1}`,
      email: `stylist-${i + 1}-${businessId.slice(0, 8)}@example.com`,
      isActive: true,
    })),
  );
}
