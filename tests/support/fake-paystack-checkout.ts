import type { CompleteOptions } from './fake-paystack';
import type { FakePaystackState } from './fake-paystack-state';

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The hosted checkout page a payer lands on after initialize: 'Pay' marks the transaction paid,
 * 'Cancel' leaves it abandoned, and both return the browser to the callback URL as Paystack does.
 */
export async function checkoutPage(
  state: FakePaystackState,
  {
    method,
    path,
    complete,
  }: {
    method: string;
    path: string;
    complete: (reference: string, options: CompleteOptions) => Promise<unknown>;
  },
): Promise<Reply> {
  const [, , accessCode = '', action] = path.split('/');
  const transaction = [...state.transactions.values()].find((t) => t.accessCode === accessCode);
  if (!transaction) return html(404, '<h1>This payment link is not valid</h1>');

  if (method === 'GET' && action === undefined) {
    const amount = (transaction.amountMinor / 100).toFixed(2);
    return html(
      200,
      `<h1>Paystack test checkout</h1>
<p>${escapeHtml(transaction.email)} pays <strong>${escapeHtml(transaction.currency)} ${amount}</strong></p>
<form method="post" action="/checkout/${accessCode}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${accessCode}/cancel"><button type="submit">Cancel</button></form>`,
    );
  }
  if (method === 'POST' && (action === 'pay' || action === 'cancel')) {
    if (action === 'pay') await complete(transaction.reference, { outcome: 'success' });
    if (!transaction.callbackUrl) return html(200, '<h1>Payment finished</h1>');
    const back = new URL(transaction.callbackUrl);
    back.searchParams.set('trxref', transaction.reference);
    back.searchParams.set('reference', transaction.reference);
    return { status: 302, headers: { location: back.toString() }, body: '' };
  }
  return html(405, '<h1>Method not allowed</h1>');
}

function html(status: number, content: string): Reply {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Paystack checkout</title></head><body>${content}</body></html>`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}
