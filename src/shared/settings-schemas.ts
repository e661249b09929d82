import * as z from 'zod/mini';
import { WAITLIST_OFFER_MINUTES } from './waitlist-rules';
import { TEXT_LIMITS } from './limits';
import { businessRulesText } from './messages/business-rules';
import { plainText } from './plain-text';
import { normalizePhone } from './phone';
import {
  CLIENT_CHANGE_CUTOFF_HOURS,
  CLIENT_REFUND_POLICIES,
  REMINDER_HOURS,
  SERVICE_RADIUS_KM,
  SETTINGS_CURRENCIES,
  SETTINGS_MESSAGES,
  TIMEZONE_IDS,
} from './settings';

/** The Settings tabs' bodies, shared by the forms and the API. */

type Said = () => string;
/** A refusal said in the language of the moment it is made (docs/decisions/0071). */
const say = (message: Said) => ({ error: message });
const rule = (id: Parameters<typeof businessRulesText>[0]) => say(() => businessRulesText(id));
type SettingsMessage = keyof typeof SETTINGS_MESSAGES;
const setting = (key: SettingsMessage) => say(() => SETTINGS_MESSAGES[key]);

const whole = (key: SettingsMessage) => z.number(setting(key)).check(z.int(setting(key)));

export const GeneralSettingsSchema = z.object({
  timezone: z.enum(TIMEZONE_IDS, rule('settings.timezone')),
  currency: z.enum(SETTINGS_CURRENCIES, rule('settings.currency')),
  bookingSlotDurationMinutes: whole('slotMinimum').check(
    z.gte(15, setting('slotMinimum')),
    z.lte(1440, rule('settings.slotMaximum')),
    z.multipleOf(15, setting('slotStep')),
  ),
  maxBookingsPerSlot: whole('maxBookings').check(
    z.gte(1, setting('maxBookings')),
    z.lte(1000, rule('settings.maxBookingsMaximum')),
  ),
  bookingAdvanceDays: whole('advanceDays').check(
    z.gte(1, setting('advanceDays')),
    z.lte(365, setting('advanceDays')),
  ),
  autoConfirmBookings: z.boolean(),
  requirePayment: z.boolean(),
  sendReminders: z.boolean(),
  reminderHoursBefore: whole('reminderHours').check(
    z.gte(REMINDER_HOURS.min, setting('reminderHours')),
    z.lte(REMINDER_HOURS.max, setting('reminderHours')),
  ),
  // optional for callers that predate them: left out, the stored values stay
  clientChangeCutoffHours: z.optional(
    whole('clientCutoff').check(
      z.gte(CLIENT_CHANGE_CUTOFF_HOURS.min, setting('clientCutoff')),
      z.lte(CLIENT_CHANGE_CUTOFF_HOURS.max, setting('clientCutoff')),
    ),
  ),
  clientRefundPolicy: z.optional(
    z.enum(CLIENT_REFUND_POLICIES, rule('settings.clientRefundPolicy')),
  ),
  /** How long a place offered to the waitlist is held (docs/decisions/0077). */
  waitlistOfferMinutes: z.optional(
    whole('waitlistMinutes').check(
      z.gte(WAITLIST_OFFER_MINUTES.min, setting('waitlistMinutes')),
      z.lte(WAITLIST_OFFER_MINUTES.max, setting('waitlistMinutes')),
    ),
  ),
});
export type GeneralSettingsInput = z.infer<typeof GeneralSettingsSchema>;

export const NotificationSettingsSchema = z.object({
  email_bookings: z.boolean(),
  email_cancellations: z.boolean(),
  email_reminders: z.boolean(),
  sms_bookings: z.boolean(),
  sms_reminders: z.boolean(),
  whatsapp_bookings: z.boolean(),
  whatsapp_reminders: z.boolean(),
  whatsapp_number: z.string().check(
    z.trim(),
    plainText(),
    z.refine(
      (value) => value === '' || (value.startsWith('+') && normalizePhone(value) !== null),
      setting('whatsapp'),
    ),
  ),
});
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsSchema>;

const coordinate = (min: number, max: number, key: SettingsMessage) =>
  z.number(setting('coordinates')).check(z.gte(min, setting(key)), z.lte(max, setting(key)));

const coordinates = {
  latitude: coordinate(-90, 90, 'latitude'),
  longitude: coordinate(-180, 180, 'longitude'),
};

/** A point on the map: the business's location as onboarding sends it. */
export const CoordinatesSchema = z.object(coordinates);

export const LocationSchema = z.object({
  ...coordinates,
  serviceRadiusKm: whole('radius').check(
    z.gte(SERVICE_RADIUS_KM.min, setting('radius')),
    z.lte(SERVICE_RADIUS_KM.max, setting('radius')),
  ),
  showOnMap: z.boolean(),
  mapDescription: z.string().check(
    z.trim(),
    plainText({ multiline: true }),
    z.maxLength(
      TEXT_LIMITS.notes,
      say(() => businessRulesText('settings.mapDescription', { max: TEXT_LIMITS.notes })),
    ),
  ),
});
export type LocationInput = z.infer<typeof LocationSchema>;
