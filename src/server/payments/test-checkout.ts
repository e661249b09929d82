import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { html, raw } from 'hono/html';
import { currentLocale } from '@shared/i18n/current-locale';
import { formatMoney } from '@shared/money';
import type { Database } from '../db/database';
import { testProviderPayments } from '../db/schema/payments';
import { testCheckoutText as say } from '../messages/test-checkout-page';
import { isPaymentReference, isSubscriptionReference } from './references';
import { signTestWebhook, TEST_SIGNATURE_HEADER } from './test-provider';
import type { WebhookReceiver } from './webhook-receiver';

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f5f7f6;color:#101714}
main{max-width:420px;margin:0 auto;padding:32px 16px}
.card{background:#fff;border:1px solid #e3e8e5;border-radius:16px;padding:24px}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:4px 12px;font-size:13px;font-weight:600}
h1{font-size:22px;margin:16px 0 4px}.muted{color:#56615c;font-size:14px}
.amount{font-size:32px;font-weight:700;margin:20px 0}
button{width:100%;height:48px;border-radius:12px;border:0;font-size:16px;font-weight:600;cursor:pointer;margin-top:12px}
.pay{background:#0b5d45;color:#fff}.fail{background:#fff;color:#b91c1c;border:1px solid #fecaca}
`;

function page(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="${currentLocale()}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

type TestPayment = typeof testProviderPayments.$inferSelect;

function backLink(payment: TestPayment) {
  return html`<p>
    <a href="${payment.callbackUrl}"
      >${say(isSubscriptionReference(payment.reference) ? 'back.subscription' : 'back.booking')}</a
    >
  </p>`;
}

/** What the page stands in for: the provider's checkout, or the prompt on the payer's phone. */
function aboutText(payment: TestPayment): string {
  if (payment.channel !== 'mpesa') return say('about.card');
  return payment.phone ? say('about.mpesa', { phone: payment.phone }) : say('about.mpesaNoPhone');
}

/** A payment voided because its booking was cancelled: refused, with why and that nothing was taken. */
function refuseCancelled(c: Context, payment: TestPayment, status: 200 | 409) {
  return c.html(
    page(
      say('title.cancelled'),
      html`<div class="card">
        <span class="badge">${say('badge.card')}</span>
        <h1>${say('cancelled.heading')}</h1>
        <p class="muted">${say('cancelled.text')}</p>
        ${backLink(payment)}
      </div>`,
    ),
    status,
  );
}

/**
 * The built-in provider's checkout page (and, for M-Pesa, its stand-in for the phone's prompt):
 * clearly a test, with a choice of outcome. Completing it records the outcome in the provider's
 * ledger, then delivers a signed webhook to the same receiver a real provider's events reach (so it
 * is verified and fulfilled the same way), and sends the payer back: to the booking page, or for a
 * plan (SUB-) to the subscription screen.
 */
export function testCheckoutRoutes({
  db,
  receiver,
  secret,
}: {
  db: Database;
  receiver: WebhookReceiver;
  secret: string;
}) {
  const find = async (reference: string) => {
    if (!isPaymentReference(reference)) return undefined;
    const [payment] = await db
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.reference, reference));
    return payment;
  };
  const notFound = (c: Context) =>
    c.html(page(say('notFound'), html`<div class="card"><h1>${say('notFound')}</h1></div>`), 404);
  return new Hono()
    .get('/:reference', async (c) => {
      const payment = await find(c.req.param('reference'));
      if (!payment) return notFound(c);
      if (payment.status === 'cancelled') return refuseCancelled(c, payment, 200);
      const amount = formatMoney({ amountMinor: payment.amountMinor, currency: payment.currency });
      const isOpen = payment.status === 'pending';
      const isMpesa = payment.channel === 'mpesa';
      return c.html(
        page(
          say(isMpesa ? 'title.mpesa' : 'title.card'),
          html`<div class="card">
            <span class="badge">${say(isMpesa ? 'badge.mpesa' : 'badge.card')}</span>
            <h1>${payment.description}</h1>
            <p class="muted">${aboutText(payment)}</p>
            <p class="amount">${amount}</p>
            ${
              isOpen
                ? html`<form method="post">
                      <input type="hidden" name="outcome" value="success" />
                      <button class="pay" type="submit">
                        ${say(isMpesa ? 'approve' : 'pay', { amount })}
                      </button>
                    </form>
                    <form method="post">
                      <input type="hidden" name="outcome" value="failure" />
                      <button class="fail" type="submit">${say('decline')}</button>
                    </form>`
                : html`<p class="muted">
                      ${say(payment.status === 'success' ? 'alreadyPaid' : 'alreadyDeclined')}
                    </p>
                    ${backLink(payment)}`
            }
          </div>`,
        ),
      );
    })
    .post('/:reference', async (c) => {
      const reference = c.req.param('reference');
      if (!(await find(reference))) return notFound(c);
      const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
      const outcome = form.outcome === 'success' ? 'success' : 'failed';
      // a payment is settled once: a second answer for it changes nothing
      await db
        .update(testProviderPayments)
        .set({ status: outcome, completedAt: new Date() })
        .where(
          and(
            eq(testProviderPayments.reference, reference),
            eq(testProviderPayments.status, 'pending'),
          ),
        );
      const payment = await find(reference);
      if (!payment) return notFound(c);
      // voided by the merchant before the payer answered: nothing is charged, nothing is sent
      if (payment.status === 'cancelled') return refuseCancelled(c, payment, 409);
      // the provider's event, signed as the provider signs it, through the one webhook path
      const rawBody = JSON.stringify({
        event: payment.status === 'success' ? 'charge.success' : 'charge.failed',
        data: { reference },
      });
      const headers = new Headers({ [TEST_SIGNATURE_HEADER]: signTestWebhook(rawBody, secret) });
      const receipt = await receiver.receive(rawBody, headers);
      // the payer comes back to a settled booking; should this fail, the page's check retries
      await receipt.processing;
      return c.redirect(payment.callbackUrl, 303);
    });
}
