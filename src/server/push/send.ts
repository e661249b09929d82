import { formatDay, formatTime } from '@shared/format/dates';
import { cataloguesLoaded } from '@shared/i18n/loading';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { desc, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushPayload } from '@shared/push';
import { loadBookingView, type BookingViewRow } from '../bookings/booking-view';
import type { Database } from '../db/database';
import { users } from '../db/schema/auth';
import { pushSubscriptions } from '../db/schema/push';
import { inLocale } from '../i18n/request-locale';
import type { Logger } from '../logger';
import { bookingPush as t } from '../messages/booking-push';
import { postToPushService } from './push-request';
import { pushServiceOf } from './push-services';
import type { BookingPushJob } from './queue';
import { PUSH_DEVICE_LIMIT } from './subscriptions';
import type { VapidKeys } from './vapid';

const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
// the push service no longer knows this device (RFC 8030 section 7.3 and the vendors' docs)
const GONE = new Set([404, 410]);

/**
 * The notification of a booking, in the current language: the caller composes it in the language
 * of the account whose device it goes to.
 */
export function bookingPayload(view: BookingViewRow, event: BookingPushJob['event']): PushPayload {
  const { booking, serviceName } = view;
  const when = t('dayAtTime', {
    day: formatDay(booking.bookingDate),
    time: formatTime(booking.bookingTime),
  });
  return {
    title: event === 'created' ? t('created') : t('cancelled'),
    body: t('body', { customer: booking.customerName, service: serviceName, when }),
    url: '/app/bookings',
    tag: `booking-${booking.id}-${event}`,
  };
}

type Subscription = typeof pushSubscriptions.$inferSelect;

/**
 * The notification for each device in the language of the account that turned it on (its
 * users.locale), whoever's request caused it: composed once per language.
 */
async function payloadsInTheirLanguages(
  db: Database,
  view: BookingViewRow,
  event: BookingPushJob['event'],
  devices: Subscription[],
): Promise<(userId: string) => PushPayload> {
  const userIds = [...new Set(devices.map((device) => device.userId))];
  const accounts = userIds.length
    ? await db
        .select({ id: users.id, locale: users.locale })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const localeOf = new Map(accounts.map((account) => [account.id, account.locale]));
  await cataloguesLoaded();
  const payloads = new Map<Locale, PushPayload>();
  return (userId) => {
    const locale = localeOf.get(userId) ?? DEFAULT_LOCALE;
    let payload = payloads.get(locale);
    if (!payload) {
      payload = inLocale(locale, () => bookingPayload(view, event));
      payloads.set(locale, payload);
    }
    return payload;
  };
}

/** One delivery: encrypted (RFC 8291) and signed (RFC 8292) by web-push, posted with a deadline. */
async function deliver(
  subscription: Subscription,
  payload: PushPayload,
  { vapid, operatorOrigins }: { vapid: VapidKeys; operatorOrigins: readonly string[] },
) {
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'high' },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
  );
  return postToPushService(
    request.endpoint,
    { method: request.method, headers, body: request.body },
    { operatorOrigins, timeoutMs: SEND_TIMEOUT_MS },
  );
}

/**
 * Tells every device of the booking's business about it. A device the push service says is gone is
 * forgotten; any other failure is logged and the rest still go out.
 */
export async function sendBookingPush(
  deps: { db: Database; logger: Logger; vapid: VapidKeys; operatorOrigins: readonly string[] },
  job: BookingPushJob,
): Promise<{ sent: number; removed: number; failed: number }> {
  const { db, logger, vapid, operatorOrigins } = deps;
  const outcome = { sent: 0, removed: 0, failed: 0 };
  const view = await loadBookingView(db, job.bookingId);
  if (!view) return outcome;
  const stored = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.businessId, view.booking.businessId))
    .orderBy(desc(pushSubscriptions.savedAt));
  // rows saved before endpoints were checked may point anywhere: forgotten, never reached
  const strays = stored.filter((row) => pushServiceOf(row.endpoint, operatorOrigins) === null);
  if (strays.length > 0) {
    outcome.removed += strays.length;
    logger.warn({ forgotten: strays.length }, 'push endpoints outside the push services forgotten');
    const ids = strays.map((row) => row.id);
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
  }
  // the most recent devices only, should older rows still exceed the limit (docs/decisions/0053)
  const devices = stored.filter((row) => !strays.includes(row)).slice(0, PUSH_DEVICE_LIMIT);
  const payloadFor = await payloadsInTheirLanguages(db, view, job.event, devices);
  await Promise.all(
    devices.map(async (subscription) => {
      try {
        const payload = payloadFor(subscription.userId);
        const status = await deliver(subscription, payload, { vapid, operatorOrigins });
        if (status >= 200 && status < 300) {
          outcome.sent++;
          await db
            .update(pushSubscriptions)
            .set({ lastSentAt: new Date() })
            .where(eq(pushSubscriptions.id, subscription.id));
        } else if (GONE.has(status)) {
          outcome.removed++;
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        } else {
          outcome.failed++;
          logger.warn({ status, subscriptionId: subscription.id }, 'push service refused');
        }
      } catch (err) {
        outcome.failed++;
        logger.warn({ err, subscriptionId: subscription.id }, 'push not delivered');
      }
    }),
  );
  return outcome;
}
