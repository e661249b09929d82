import { and, eq, sql } from 'drizzle-orm';
import { formatShortDay } from '@shared/format/dates';
import { DEFAULT_LOCALE, isLocale } from '@shared/i18n/locales';
import { businesses } from '../db/schema/businesses';
import { messageSends } from '../db/schema/messaging';
import { services } from '../db/schema/services';
import { waitlistEntries } from '../db/schema/waitlist';
import { inLocale } from '../i18n/request-locale';
import { recordAndDispatch } from '../messaging/booking-messages';
import { fitSms } from '../messaging/sms-fit';
import { waitlistText as t } from '../messages/waitlist-texts';
import { waitlistLinkUrl } from './offer-messages';
import type { WaitlistDeps, WaitlistEntry } from './offers';

/** Kind recorded on message_sends (its template column) for the joined message. */
export const JOINED_KIND = 'waitlist_joined';

/**
 * Tells a client who joined by SMS that they wait, with their link to follow or leave the wait:
 * a USSD screen shows no link they can keep. In the language they joined in.
 */
export async function recordJoinedMessage(deps: WaitlistDeps, entry: WaitlistEntry) {
  const locale = isLocale(entry.locale) ? entry.locale : DEFAULT_LOCALE;
  await recordAndDispatch(deps, async (tx) => {
    // once per wait: the same join worked out again (a provider's retried request) sends nothing
    await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, entry.id))
      .for('update');
    const [sent] = await tx
      .select({ id: messageSends.id })
      .from(messageSends)
      .where(
        and(
          eq(messageSends.template, JOINED_KIND),
          eq(messageSends.to, entry.customerPhone),
          sql`position(${entry.token} in ${messageSends.body}) > 0`,
        ),
      )
      .limit(1);
    if (sent) return [];
    const [found] = await tx
      .select({ business: businesses.name, service: services.name })
      .from(services)
      .innerJoin(businesses, eq(businesses.id, services.businessId))
      .where(eq(services.id, entry.serviceId));
    if (!found) return [];
    const link = waitlistLinkUrl(deps.publicUrl, entry.token);
    return inLocale(locale, () => {
      const day = formatShortDay(entry.date);
      const names = {
        business: { value: found.business, min: 12 },
        service: { value: found.service, min: 10 },
      };
      return [
        {
          businessId: entry.businessId,
          kind: JOINED_KIND,
          channel: 'sms' as const,
          to: entry.customerPhone,
          text: fitSms(names, [
            (n) => t('joined', { ...n, day, link }),
            (n) => t('joinedShort', { ...n, day, link }),
          ]),
        },
      ];
    });
  });
}
