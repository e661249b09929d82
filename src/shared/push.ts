import * as z from 'zod/mini';
import { pushRules } from './messages/push-rules';

/** The status widget's words (docs/product/public-site.md §8 Widget) and the push API's messages. */
export const PUSH_MESSAGES = {
  get installed() {
    return pushRules('installed');
  },
  get enabled() {
    return pushRules('enabled');
  },
  get unsupported() {
    return pushRules('unsupported');
  },
  get denied() {
    return pushRules('denied');
  },
  get endpoint() {
    return pushRules('endpoint');
  },
  get p256dh() {
    return pushRules('p256dh');
  },
  get auth() {
    return pushRules('auth');
  },
  get taken() {
    return pushRules('taken');
  },
};

const base64Url = /^[A-Za-z0-9_-]+={0,2}$/;

const endpoint = z.string({ error: () => PUSH_MESSAGES.endpoint }).check(
  z.maxLength(2000, { error: () => PUSH_MESSAGES.endpoint }),
  z.refine((value) => URL.canParse(value), { error: () => PUSH_MESSAGES.endpoint }),
);

/** What PushSubscription.toJSON() gives: the push service's URL and the keys to encrypt for it. */
export const PushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object(
    {
      // an uncompressed P-256 point: 65 bytes, 87 characters
      p256dh: z
        .string({ error: () => PUSH_MESSAGES.p256dh })
        .check(
          z.regex(base64Url, { error: () => PUSH_MESSAGES.p256dh }),
          z.minLength(86, { error: () => PUSH_MESSAGES.p256dh }),
          z.maxLength(90, { error: () => PUSH_MESSAGES.p256dh }),
        ),
      // 16 bytes: 22 characters
      auth: z
        .string({ error: () => PUSH_MESSAGES.auth })
        .check(
          z.regex(base64Url, { error: () => PUSH_MESSAGES.auth }),
          z.minLength(22, { error: () => PUSH_MESSAGES.auth }),
          z.maxLength(24, { error: () => PUSH_MESSAGES.auth }),
        ),
    },
    { error: () => PUSH_MESSAGES.p256dh },
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
