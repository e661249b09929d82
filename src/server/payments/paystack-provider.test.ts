import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPaystackProvider } from './paystack-provider';

const env = { secretKey: 'sk_test_unit', publicKey: 'pk_test_unit', apiUrl: 'http://127.0.0.1:9' };
const provider = createPaystackProvider(env);

function delivery(body: unknown, key = env.secretKey) {
  const rawBody = JSON.stringify(body);
  const signature = createHmac('sha512', key).update(rawBody).digest('hex');
  return { rawBody, headers: new Headers({ 'x-paystack-signature': signature }) };
}

describe('Paystack webhooks', () => {
  it('reads a signed charge event and names it by event, transaction and reference', () => {
    const { rawBody, headers } = delivery({
      event: 'charge.success',
      data: { id: 4000123, reference: 'CBP-1-0123456789', amount: 150000 },
    });
    expect(provider.parseWebhook(rawBody, headers)).toEqual({
      type: 'charge.success',
      reference: 'CBP-1-0123456789',
      key: 'charge.success:4000123:CBP-1-0123456789',
    });
  });

  it('refuses another key, a changed body, a missing or malformed signature', () => {
    const signed = delivery({
      event: 'charge.success',
      data: { id: 1, reference: 'CBP-1-0123456789' },
    });
    const other = delivery(
      { event: 'charge.success', data: { id: 1, reference: 'CBP-1-0123456789' } },
      'sk_test_other',
    );
    expect(provider.parseWebhook(other.rawBody, other.headers)).toBeNull();
    expect(
      provider.parseWebhook(signed.rawBody.replace('"id":1', '"id":2'), signed.headers),
    ).toBeNull();
    expect(provider.parseWebhook(signed.rawBody, new Headers())).toBeNull();
    expect(
      provider.parseWebhook(signed.rawBody, new Headers({ 'x-paystack-signature': 'zz' })),
    ).toBeNull();
  });

  it('ignores signed events it does not act on, and bodies that are not events', () => {
    for (const body of [
      { event: 'transfer.success', data: { reference: 'CBP-1-0123456789' } },
      { event: 'charge.success', data: {} },
      { event: 'charge.success', data: { reference: 42 } },
      'not an object',
    ]) {
      const { rawBody, headers } = delivery(body);
      expect(provider.parseWebhook(rawBody, headers)).toBeNull();
    }
  });
});
