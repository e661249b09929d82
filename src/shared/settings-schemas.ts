import * as z from 'zod/mini';
import { TEXT_LIMITS } from './limits';
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

const whole = (message: string) => z.number({ error: message }).check(z.int(message));

export const GeneralSettingsSchema = z.object({
  timezone: z.enum(TIMEZONE_IDS, { error: 'Please choose a time zone' }),
  currency: z.enum(SETTINGS_CURRENCIES, { error: 'Please choose a currency' }),
  bookingSlotDurationMinutes: whole(SETTINGS_MESSAGES.slotMinimum).check(
    z.gte(15, SETTINGS_MESSAGES.slotMinimum),
    z.lte(1440, 'Slot duration must be at most 1440 minutes'),
    z.multipleOf(15, SETTINGS_MESSAGES.slotStep),
  ),
  maxBookingsPerSlot: whole(SETTINGS_MESSAGES.maxBookings).check(
    z.gte(1, SETTINGS_MESSAGES.maxBookings),
    z.lte(1000, 'Maximum bookings must be at most 1000'),
  ),
  bookingAdvanceDays: whole(SETTINGS_MESSAGES.advanceDays).check(
    z.gte(1, SETTINGS_MESSAGES.advanceDays),
    z.lte(365, SETTINGS_MESSAGES.advanceDays),
  ),
  autoConfirmBookings: z.boolean(),
  requirePayment: z.boolean(),
  sendReminders: z.boolean(),
  reminderHoursBefore: whole(SETTINGS_MESSAGES.reminderHours).check(
    z.gte(REMINDER_HOURS.min, SETTINGS_MESSAGES.reminderHours),
    z.lte(REMINDER_HOURS.max, SETTINGS_MESSAGES.reminderHours),
  ),
  // optional for callers that predate them: left out, the stored values stay
  clientChangeCutoffHours: z.optional(
    whole(SETTINGS_MESSAGES.clientCutoff).check(
      z.gte(CLIENT_CHANGE_CUTOFF_HOURS.min, SETTINGS_MESSAGES.clientCutoff),
      z.lte(CLIENT_CHANGE_CUTOFF_HOURS.max, SETTINGS_MESSAGES.clientCutoff),
    ),
  ),
  clientRefundPolicy: z.optional(
    z.enum(CLIENT_REFUND_POLICIES, { error: SETTINGS_MESSAGES.clientRefundPolicy }),
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
      SETTINGS_MESSAGES.whatsapp,
    ),
  ),
});
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsSchema>;

const coordinate = (min: number, max: number, message: string) =>
  z
    .number({ error: SETTINGS_MESSAGES.coordinates })
    .check(z.gte(min, message), z.lte(max, message));

const coordinates = {
  latitude: coordinate(-90, 90, SETTINGS_MESSAGES.latitude),
  longitude: coordinate(-180, 180, SETTINGS_MESSAGES.longitude),
};

/** A point on the map: the business's location as onboarding sends it. */
export const CoordinatesSchema = z.object(coordinates);

export const LocationSchema = z.object({
  ...coordinates,
  serviceRadiusKm: whole(SETTINGS_MESSAGES.radius).check(
    z.gte(SERVICE_RADIUS_KM.min, SETTINGS_MESSAGES.radius),
    z.lte(SERVICE_RADIUS_KM.max, SETTINGS_MESSAGES.radius),
  ),
  showOnMap: z.boolean(),
  mapDescription: z
    .string()
    .check(
      z.trim(),
      plainText({ multiline: true }),
      z.maxLength(
        TEXT_LIMITS.notes,
        `Map description must be at most ${TEXT_LIMITS.notes} characters`,
      ),
    ),
});
export type LocationInput = z.infer<typeof LocationSchema>;
