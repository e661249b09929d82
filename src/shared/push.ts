import * as z from 'zod/mini';
import { pushRules } from './messages/push-rules';

/** The status widget's words (docs/product/public-site.md §8 Widget) and the push API's messages. */
export const PUSH_MESSAGES = {
  installed: 'App installed successfully!',
  enabled: 'Notifications enabled!',
  unsupported: 'Notifications not supported in this browser',
  denied: 'Notification permission denied',
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

/** A schema check's message, said when it fails. */
function say(message: 'endpoint' | 'p256dh' | 'auth') {
  return { error: () => PUSH_MESSAGES[message] };
}

const base64Url = /^[A-Za-z0-9_-]+={0,2}$/;

const endpoint = z.string(say('endpoint')).check(
  z.maxLength(2000, say('endpoint')),
  z.refine((value) => URL.canParse(value), say('endpoint')),
);

/** What PushSubscription.toJSON() gives: the push service's URL and the keys to encrypt for it. */
export const PushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object(
    {
      // an uncompressed P-256 point: 65 bytes, 87 characters
      p256dh: z
        .string(say('p256dh'))
        .check(
          z.regex(base64Url, say('p256dh')),
          z.minLength(86, say('p256dh')),
          z.maxLength(90, say('p256dh')),
        ),
      // 16 bytes: 22 characters
      auth: z
        .string(say('auth'))
        .check(
          z.regex(base64Url, say('auth')),
          z.minLength(22, say('auth')),
          z.maxLength(24, say('auth')),
        ),
    },
    say('p256dh'),
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
