import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { normalizePhone } from '@shared/phone';
import type { Database } from '../db/database';
import { testProviderPayments } from '../db/schema/payments';
import type { AppEnv } from '../http/context';
import { parseWith } from '../http/validation';
import { testChannelsText as say } from '../messages/test-channels';
import type { PaymentProvider } from '../payments/provider';

/** How far back a prompt is still looked for: a phone's prompt is long gone by then. */
export const PROMPT_WINDOW_MINUTES = 30;

const TestPromptQuerySchema = z.object({
  phone: z.string({ error: () => say('prompt.phone') }).check(
    z.maxLength(40, { error: () => say('prompt.phone') }),
    z.refine((value) => normalizePhone(value) !== null, { error: () => say('prompt.phone') }),
  ),
});

/** The built-in provider's newest M-Pesa payment still waiting for the phone's PIN, as its page. */
export async function waitingPromptUrl(
  db: Database,
  phone: string,
  now = new Date(),
): Promise<string | null> {
  const since = new Date(now.getTime() - PROMPT_WINDOW_MINUTES * 60_000);
  const [payment] = await db
    .select({ reference: testProviderPayments.reference })
    .from(testProviderPayments)
    .where(
      and(
        eq(testProviderPayments.status, 'pending'),
        eq(testProviderPayments.channel, 'mpesa'),
        // asked of +254712345678; the digits alone are the same phone
        inArray(testProviderPayments.phone, [phone, phone.slice(1)]),
        gt(testProviderPayments.createdAt, since),
      ),
    )
    .orderBy(desc(testProviderPayments.createdAt))
    .limit(1);
  return payment ? `/pay/test/${encodeURIComponent(payment.reference)}` : null;
}

/**
 * GET /test-prompt?phone=: the M-Pesa prompt waiting on a phone, for the test chat and test USSD
 * phone to show in place of the real phone's. Only the built-in test provider has one to show; a
 * real provider's prompt reaches the real phone, so the answer is then always none.
 */
export function testPromptRoute({ db, provider }: { db: Database; provider: PaymentProvider }) {
  return new Hono<AppEnv>().get('/test-prompt', async (c) => {
    const query = parseWith(TestPromptQuerySchema, c.req.query());
    const phone = normalizePhone(query.phone) ?? query.phone;
    const url = provider.id === 'test' ? await waitingPromptUrl(db, phone) : null;
    c.header('Cache-Control', 'no-store');
    return c.json({ url });
  });
}
