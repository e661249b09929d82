import type { businessSettings } from '../db/schema/businesses';

type Settings = typeof businessSettings.$inferSelect;

/** How far ahead a business may book its own calendar, whatever it lets the public do. */
export const OWNER_ADVANCE_DAYS = 365;

/**
 * The availability rules as the business applies them to itself: a walk-in may take the slot
 * already under way (the engine treats 'now' as one slot earlier), and the calendar runs a year
 * ahead. Hours, blocked times, capacity and staff are the same as for everyone.
 */
export function ownerRules(settings: Settings, now: Date): { settings: Settings; now: Date } {
  return {
    settings: {
      ...settings,
      bookingAdvanceDays: Math.max(settings.bookingAdvanceDays, OWNER_ADVANCE_DAYS),
    },
    now: new Date(now.getTime() - settings.bookingSlotDurationMinutes * 60_000),
  };
}
