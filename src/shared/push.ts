import * as z from 'zod/mini';

/** The status widget's words (docs/product/public-site.md §8 Widget) and the push API's messages. */
export const PUSH_MESSAGES = {
  installed: 'App installed successfully!',
  enabled: 'Notifications enabled!',
  unsupported: 'Notifications not supported in this browser',
  denied: 'Notification permission denied',
  endpoint:
    "The subscription endpoint must be a browser push service's https:// URL (Google, Mozilla, Apple or Microsoft), at most 2000 characters.",
  p256dh: "The subscription's p256dh key must be a P-256 public key in URL-safe base64.",
  auth: "The subscription's auth secret must be 16 bytes in URL-safe base64.",
  taken:
    'This device gets notifications for another business. Subscribe it again to move them here.',
} as const;

const base64Url = /^[A-Za-z0-9_-]+={0,2}$/;

const endpoint = z.string({ error: PUSH_MESSAGES.endpoint }).check(
  z.maxLength(2000, PUSH_MESSAGES.endpoint),
  z.refine((value) => URL.canParse(value), PUSH_MESSAGES.endpoint),
);

/** What PushSubscription.toJSON() gives: the push service's URL and the keys to encrypt for it. */
export const PushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object(
    {
      // an uncompressed P-256 point: 65 bytes, 87 characters
      p256dh: z
        .string({ error: PUSH_MESSAGES.p256dh })
        .check(
          z.regex(base64Url, PUSH_MESSAGES.p256dh),
          z.minLength(86, PUSH_MESSAGES.p256dh),
          z.maxLength(90, PUSH_MESSAGES.p256dh),
        ),
      // 16 bytes: 22 characters
      auth: z
        .string({ error: PUSH_MESSAGES.auth })
        .check(
          z.regex(base64Url, PUSH_MESSAGES.auth),
          z.minLength(22, PUSH_MESSAGES.auth),
          z.maxLength(24, PUSH_MESSAGES.auth),
        ),
    },
    { error: PUSH_MESSAGES.p256dh },
  ),
});
export type PushSubscriptionInput = z.output<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = z.object({ endpoint });

/** What the service worker receives and shows. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
