import { eq } from 'drizzle-orm';
import { formatLongDayTime, formatTime } from '@shared/format/dates';
import { cataloguesLoaded } from '@shared/i18n/loading';
import { DEFAULT_LOCALE, isLocale } from '@shared/i18n/locales';
import { SETTINGS_DEFAULTS } from '@shared/settings';
import { localDateAt } from '@shared/zoned-time';
import type { Executor } from '../db/database';
import { users } from '../db/schema/auth';
import { businesses, businessSettings } from '../db/schema/businesses';
import { webhookEndpoints } from '../db/schema/webhooks';
import { inLocale } from '../i18n/request-locale';
import type { Logger } from '../logger';
import type { MailContent } from '../mail/account-emails';
import { buttonLink, detailsTable, teamMail } from '../mail/layout';
import { webhookMails as t } from '../messages/webhook-mails';
import { reachable } from '../messaging/booking-messages';
import { recordMessages } from '../messaging/queue';

/** The kind (message_sends.template) of the owner's mail when an endpoint is switched off. */
export const WEBHOOK_DISABLED_KIND = 'webhook_disabled';

export interface DisabledMailFacts {
  ownerName: string;
  businessName: string;
  url: string;
  reason: 'failing' | 'gone';
  failingSince: Date;
  timeZone: string;
  lastError: string;
  /** Where the owner turns the endpoint on again. */
  settingsUrl: string;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The mail, in the current language: the caller composes it in the owner's. */
export function webhookDisabledMail(facts: DisabledMailFacts): MailContent {
  const since = formatLongDayTime(
    localDateAt(facts.failingSince, facts.timeZone),
    formatTime(facts.failingSince, facts.timeZone),
  );
  const details: [string, string][] = [
    [t('url'), facts.url],
    [t('failingSince'), since],
    [t('lastError'), facts.lastError],
  ];
  const action = t('action');
  const { text, html } = teamMail({
    name: facts.ownerName,
    lead: t(`lead.${facts.reason}`, { business: facts.businessName }),
    main: {
      text: [
        ...details.map(([label, value]) => `${label}: ${value}`),
        '',
        `${action}: ${facts.settingsUrl}`,
      ].join('\n'),
      html: `<div style="margin:0 0 20px">${detailsTable(details)}</div>
<p style="margin:0 0 20px">${buttonLink(action, facts.settingsUrl)}</p>`,
    },
    footnote: t('footnote'),
  });
  return { subject: t(`subject.${facts.reason}`, { host: hostOf(facts.url) }), text, html };
}

/**
 * Records the owner's mail about an endpoint the sender has just switched off, in the transaction
 * that switched it off: it is sent once that commits, and never if it rolls back. To the owner's
 * account address, in their account's language, the time on the business's clock. Answers the
 * rows' ids for the sender to be woken with.
 */
export async function recordWebhookDisabledMail(
  tx: Executor,
  {
    endpointId,
    lastError,
    publicUrl,
    logger,
  }: { endpointId: string; lastError: string; publicUrl: string; logger: Logger },
): Promise<string[]> {
  const [row] = await tx
    .select({
      endpoint: {
        url: webhookEndpoints.url,
        businessId: webhookEndpoints.businessId,
        disabledAt: webhookEndpoints.disabledAt,
        disabledReason: webhookEndpoints.disabledReason,
        failingSince: webhookEndpoints.failingSince,
      },
      businessName: businesses.name,
      timeZone: businessSettings.timezone,
      email: users.email,
      ownerName: users.name,
      ownerLocale: users.locale,
    })
    .from(webhookEndpoints)
    .innerJoin(businesses, eq(businesses.id, webhookEndpoints.businessId))
    .innerJoin(users, eq(users.id, businesses.userId))
    .leftJoin(businessSettings, eq(businessSettings.businessId, webhookEndpoints.businessId))
    .where(eq(webhookEndpoints.id, endpointId));
  const endpoint = row?.endpoint;
  const reason = endpoint?.disabledReason;
  if (!row || !endpoint?.disabledAt || (reason !== 'failing' && reason !== 'gone')) return [];
  const facts: DisabledMailFacts = {
    ownerName: row.ownerName,
    businessName: row.businessName,
    url: endpoint.url,
    reason,
    failingSince: endpoint.failingSince ?? endpoint.disabledAt,
    timeZone: row.timeZone ?? SETTINGS_DEFAULTS.timezone,
    lastError,
    settingsUrl: `${publicUrl}/app/settings?tab=developers`,
  };
  await cataloguesLoaded();
  const locale = isLocale(row.ownerLocale) ? row.ownerLocale : DEFAULT_LOCALE;
  const mail = inLocale(locale, () => webhookDisabledMail(facts));
  const messages = reachable(
    [
      {
        channel: 'email',
        to: row.email,
        businessId: endpoint.businessId,
        kind: WEBHOOK_DISABLED_KIND,
        ...mail,
      },
    ],
    logger,
  );
  return recordMessages(tx, messages);
}
