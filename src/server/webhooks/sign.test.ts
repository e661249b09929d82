import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, webhookHeaders } from './sign';

const now = () => Math.floor(Date.now() / 1000);
const body = '{"type":"booking.created","timestamp":"2026-11-02T09:00:00.000Z","data":{"id":"b1"}}';
const id = 'a6f1c6a2-3c55-4a0e-9d6e-0e8f9c2b7d11';

describe('signing a webhook as Standard Webhooks does', () => {
  it("gives the specification's own reference signature", () => {
    expect(
      signWebhook({
        secrets: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
        id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
        timestamp: 1614265330,
        body: '{"test": 2432232314}',
      }),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('makes secrets of 32 random bytes that the reference library takes', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('is verified by the reference library, and a changed byte, an old time or another secret is not', () => {
    const secret = newWebhookSecret();
    const timestamp = now();
    const headers = webhookHeaders({ secrets: [secret], id, timestamp, body });
    expect(headers).toMatchObject({
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'content-type': 'application/json',
    });
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));

    const tampered = body.replace('b1', 'b2');
    expect(() => new Webhook(secret).verify(tampered, headers)).toThrow(/No matching signature/);
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow(
      /No matching signature/,
    );
    const old = webhookHeaders({ secrets: [secret], id, timestamp: now() - 600, body });
    expect(() => new Webhook(secret).verify(body, old)).toThrow(/too old/);
  });

  it('signs with both secrets during a roll, each entry verifiable by its own secret', () => {
    const [previous, next] = [newWebhookSecret(), newWebhookSecret()];
    const headers = webhookHeaders({ secrets: [previous, next], id, timestamp: now(), body });
    const entries = headers['webhook-signature'].split(' ');
    expect(entries).toHaveLength(2);
    expect(entries.every((entry) => entry.startsWith('v1,'))).toBe(true);

    const only = (entry: string | undefined) => ({ ...headers, 'webhook-signature': entry ?? '' });
    const [first, second] = entries;
    expect(() => new Webhook(previous).verify(body, only(first))).not.toThrow();
    expect(() => new Webhook(next).verify(body, only(second))).not.toThrow();
    expect(() => new Webhook(next).verify(body, only(first))).toThrow();
    expect(() => new Webhook(previous).verify(body, only(second))).toThrow();
    // a receiver that knows only one of the two accepts the pair
    expect(() => new Webhook(previous).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(next).verify(body, headers)).not.toThrow();
  });

  it('refuses a secret without its prefix, not base64, or of the wrong size', () => {
    const sign = (secret: string) => () =>
      signWebhook({ secrets: [secret], id, timestamp: now(), body });
    const bytes = (count: number) => Buffer.alloc(count, 7).toString('base64');
    expect(sign(bytes(32))).toThrow(/whsec_/);
    expect(sign('whsec_')).toThrow(/whsec_/);
    expect(sign(`whsec_${bytes(32)}!`)).toThrow(/whsec_/);
    expect(sign(`whsec_${bytes(23)}`)).toThrow(/24 to 64 bytes, not 23/);
    expect(sign(`whsec_${bytes(65)}`)).toThrow(/24 to 64 bytes, not 65/);
    expect(sign(`whsec_${bytes(24)}`)).not.toThrow();
    expect(sign(`whsec_${bytes(64)}`)).not.toThrow();
    expect(() => signWebhook({ secrets: [newWebhookSecret()], id, timestamp: 1.5, body })).toThrow(
      /integer Unix seconds/,
    );
  });
});
