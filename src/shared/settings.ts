import { OFFERED_ZONES, timeZoneLabel } from './format/time-zones';

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
 * by its human name (docs/decisions/0063).
 */
export const TIMEZONES = OFFERED_ZONES.map((zone) => ({ id: zone.id, label: timeZoneLabel(zone) }));
export const TIMEZONE_IDS = TIMEZONES.map((zone) => zone.id) as [string, ...string[]];

/** The currencies of the General tab. */
export const SETTINGS_CURRENCIES = ['KES', 'USD', 'EUR', 'GBP', 'NGN', 'CAD', 'AUD'] as const;

export const SETTINGS_MESSAGES = {
  slotMinimum: 'Slot duration must be at least 15 minutes',
  slotStep: 'Slot duration must be a multiple of 15 minutes',
  maxBookings: 'Maximum bookings must be at least 1',
  advanceDays: 'Advance booking must be between 1 and 365 days',
  reminderHours: 'Reminder time must be between 1 and 168 hours',
  radius: 'Service radius must be between 1 and 100 km',
  coordinates: 'Please enter both latitude and longitude',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  whatsapp: 'Enter the WhatsApp number with its country code, e.g. +254712345678',
  clientCutoff: 'Client changes must close between 0 and 168 hours before the start',
  clientRefundPolicy: 'Choose a full refund or no refund',
} as const;
