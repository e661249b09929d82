import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks signing (docs/plans/public-api.md §3.10), over node:crypto alone. */

const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;
// the spec's bounds for a secret's random bytes
const MIN_SECRET_BYTES = 24;
const MAX_SECRET_BYTES = 64;

export interface WebhookToSign {
  /** Every secret in force: during a roll the old and the new one both sign. */
  secrets: readonly string[];
  /** The event's id (`webhook-id`), the same on every retry. */
  id: string;
  /** Integer Unix seconds of this attempt. */
  timestamp: number;
  /** The exact text sent as the request body. */
  body: string;
}

// a type, not an interface, so that it can be passed where a Record<string, string> is expected
export type WebhookHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
  'content-type': 'application/json';
};

/** A new endpoint secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

/** The `webhook-signature` header: one `v1,<base64 HMAC-SHA256>` per secret, separated by spaces. */
export function signWebhook({ secrets, id, timestamp, body }: WebhookToSign): string {
  if (!Number.isSafeInteger(timestamp)) {
    throw new Error(`a webhook timestamp is integer Unix seconds, not ${timestamp}`);
  }
  const content = `${id}.${timestamp}.${body}`;
  return secrets
    .map(
      (secret) => `v1,${createHmac('sha256', secretKey(secret)).update(content).digest('base64')}`,
    )
    .join(' ');
}

export function webhookHeaders(webhook: WebhookToSign): WebhookHeaders {
  return {
    'webhook-id': webhook.id,
    'webhook-timestamp': String(webhook.timestamp),
    'webhook-signature': signWebhook(webhook),
    'content-type': 'application/json',
  };
}

function secretKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : null;
  // Buffer.from skips characters that are not base64, so check the text before decoding it
  if (encoded === null || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) {
    throw new Error('a webhook secret is "whsec_" followed by base64');
  }
  const key = Buffer.from(encoded, 'base64');
  if (key.length < MIN_SECRET_BYTES || key.length > MAX_SECRET_BYTES) {
    throw new Error(
      `a webhook secret holds ${MIN_SECRET_BYTES} to ${MAX_SECRET_BYTES} bytes, not ${key.length}`,
    );
  }
  return key;
}
