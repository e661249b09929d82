import { OFFERED_ZONES, timeZoneLabel } from './format/time-zones';
import { businessRulesText } from './messages/business-rules';

/** Defaults written when a business is created (docs/product/settled-rules.md §6 Settings defaults at business creation). */
export const SETTINGS_DEFAULTS = {
  timezone: 'Africa/Nairobi',
  currency: 'KES',
  bookingSlotDurationMinutes: 30,
  maxBookingsPerSlot: 5,
  bookingAdvanceDays: 30,
  autoConfirmBookings: true,
  requirePayment: false,
  sendReminders: true,
  reminderHoursBefore: 24,
  serviceRadiusKm: 10,
  showOnMap: true,
  clientChangeCutoffHours: 2,
  clientRefundPolicy: 'full',
} as const;

/**
 * What a client's own cancellation of a paid booking means for the money: full, the booking is
 * flagged for a full refund; none, the payment is kept.
 */
export const CLIENT_REFUND_POLICIES = ['full', 'none'] as const;
export type ClientRefundPolicy = (typeof CLIENT_REFUND_POLICIES)[number];
/** How long before the start a client may still cancel or move a booking through their link. */
export const CLIENT_CHANGE_CUTOFF_HOURS = { min: 0, max: 168 } as const;

export interface NotificationPreferences {
  email_bookings: boolean;
  email_cancellations: boolean;
  email_reminders: boolean;
  sms_bookings: boolean;
  sms_reminders: boolean;
  whatsapp_bookings: boolean;
  whatsapp_reminders: boolean;
  whatsapp_number: string;
}

export const NOTIFICATION_DEFAULTS: NotificationPreferences = {
  email_bookings: true,
  email_cancellations: true,
  email_reminders: false,
  sms_bookings: false,
  sms_reminders: false,
  whatsapp_bookings: true,
  whatsapp_reminders: true,
  whatsapp_number: '',
};

export const SERVICE_RADIUS_KM = { min: 1, max: 100 } as const;
export const REMINDER_HOURS = { min: 1, max: 168 } as const;

/**
 * The time zones offered (docs/product/owner-area.md §9 Limits): East Africa first, Nairobi as the default, each
 * by its human name (docs/decisions/0063), said in the language of the moment it is read in.
 */
export const TIMEZONES = OFFERED_ZONES.map((zone) => ({
  id: zone.id,
  get label() {
    return timeZoneLabel(zone);
  },
}));
export const TIMEZONE_IDS = TIMEZONES.map((zone) => zone.id) as [string, ...string[]];

/** The currencies of the General tab. */
export const SETTINGS_CURRENCIES = ['KES', 'USD', 'EUR', 'GBP', 'NGN', 'CAD', 'AUD'] as const;

/** The settings' refusals, read from the catalogue when they are said (docs/decisions/0071). */
export const SETTINGS_MESSAGES = {
  get slotMinimum() {
    return businessRulesText('settings.slotMinimum');
  },
  get slotStep() {
    return businessRulesText('settings.slotStep');
  },
  get maxBookings() {
    return businessRulesText('settings.maxBookings');
  },
  get advanceDays() {
    return businessRulesText('settings.advanceDays');
  },
  get reminderHours() {
    return businessRulesText('settings.reminderHours');
  },
  get radius() {
    return businessRulesText('settings.radius');
  },
  get coordinates() {
    return businessRulesText('settings.coordinates');
  },
  get latitude() {
    return businessRulesText('settings.latitude');
  },
  get longitude() {
    return businessRulesText('settings.longitude');
  },
  get whatsapp() {
    return businessRulesText('settings.whatsapp');
  },
  get clientCutoff() {
    return businessRulesText('settings.clientCutoff');
  },
  get clientRefundPolicy() {
    return businessRulesText('settings.clientRefundPolicy');
  },
  get waitlistMinutes() {
    return businessRulesText('settings.waitlistMinutes');
  },
};
