import { eq } from 'drizzle-orm';
import { formatTime } from '@shared/format/dates';
import { DEFAULT_LOCALE, isLocale } from '@shared/i18n/locales';
import { NOTIFICATION_DEFAULTS } from '@shared/settings';
import { businesses, businessSettings } from '../db/schema/businesses';
import { waitlistEntries } from '../db/schema/waitlist';
import { inLocale } from '../i18n/request-locale';
import { buttonLink, emailCard, escapeHtml } from '../mail/layout';
import { recordAndDispatch } from '../messaging/booking-messages';
import type { RecordedMessage } from '../messaging/queue';
import { fitSms, shortWhen, template } from '../messaging/sms-fit';
import { waitlistText as t } from '../messages/waitlist-texts';
import { services } from '../db/schema/services';
import type { WaitlistDeps, WaitlistEntry } from './offers';

/** Kind recorded on message_sends (its template column) for an offer. */
export const OFFER_KIND = 'waitlist_offer';

/** The client's own page of their wait: the offer, taking it, leaving. */
export const waitlistLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/w/${token}`;

/**
 * Tells the client a place is held for them, in the language they joined in, on the way they
 * joined and the channels the business has on: WhatsApp or SMS to their phone, and e-mail when
 * they gave an address.
 */
export async function recordOfferMessages(deps: WaitlistDeps, entry: WaitlistEntry) {
  const locale = isLocale(entry.locale) ? entry.locale : DEFAULT_LOCALE;
  await recordAndDispatch(deps, async (tx) => {
    const [found] = await tx
      .select({
        business: businesses.name,
        service: services.name,
        timeZone: businessSettings.timezone,
        preferences: businessSettings.notificationPreferences,
        time: waitlistEntries.offerExpiresAt,
      })
      .from(waitlistEntries)
      .innerJoin(businesses, eq(businesses.id, waitlistEntries.businessId))
      .innerJoin(businessSettings, eq(businessSettings.businessId, waitlistEntries.businessId))
      .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
      .where(eq(waitlistEntries.id, entry.id));
    if (!found || !entry.offerBookingId || !entry.offerExpiresAt) return [];
    const [booking] = await tx.query.bookings.findMany({
      where: (b, { eq: is }) => is(b.id, entry.offerBookingId ?? ''),
      columns: { bookingDate: true, bookingTime: true },
    });
    if (!booking) return [];
    const preferences = { ...NOTIFICATION_DEFAULTS, ...found.preferences };
    const link = waitlistLinkUrl(deps.publicUrl, entry.token);
    return inLocale(locale, (): RecordedMessage[] => {
      const when = shortWhen(booking.bookingDate, booking.bookingTime.slice(0, 5));
      const until = formatTime(entry.offerExpiresAt!, found.timeZone);
      const base = {
        businessId: entry.businessId,
        bookingId: entry.offerBookingId,
        kind: OFFER_KIND,
      };
      const messages: RecordedMessage[] = [];
      const names = {
        business: { value: found.business, min: 12 },
        service: { value: found.service, min: 10 },
      };
      // a client who joined by chat hears back there; one from the web or USSD by the business's channels
      if (entry.source === 'whatsapp' || preferences.whatsapp_reminders) {
        messages.push({
          ...base,
          channel: 'whatsapp',
          to: entry.customerPhone,
          template: template(OFFER_KIND, [
            entry.customerName,
            found.business,
            found.service,
            when,
            until,
            link,
          ]),
        });
      }
      if (entry.source === 'ussd' || preferences.sms_reminders) {
        messages.push({
          ...base,
          channel: 'sms',
          to: entry.customerPhone,
          text: fitSms(names, [
            (n) => t('offer', { ...n, when, until, link }),
            (n) => t('offerShort', { ...n, when, until, link }),
          ]),
        });
      }
      if (entry.customerEmail) {
        const text = t('offerMail', {
          name: entry.customerName,
          business: found.business,
          service: found.service,
          when,
          until,
          link,
        });
        const paragraphs = text
          .split('\n\n')
          .map(
            (part) => `<p style="margin:0 0 14px">${escapeHtml(part).replace(/\n/g, '<br>')}</p>`,
          )
          .join('\n');
        messages.push({
          ...base,
          channel: 'email',
          to: entry.customerEmail,
          subject: t('offerSubject', { service: found.service, when }),
          text,
          html: emailCard(
            `<tr><td style="padding:28px">${paragraphs}<p style="margin:8px 0 0">${buttonLink(t('offerSubject', { service: found.service, when }), link)}</p></td></tr>`,
          ),
        });
      }
      return messages;
    });
  });
}
