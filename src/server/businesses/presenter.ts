import type { DayHours } from '@shared/business-hours';
import { discoverListing } from '../discover/listing-rule';
import type { businesses, businessHours, businessSettings } from '../db/schema/businesses';

type BusinessRow = typeof businesses.$inferSelect;
type SettingsRow = typeof businessSettings.$inferSelect;
type HoursRow = typeof businessHours.$inferSelect;

/** 'HH:mm' from PostgreSQL's 'HH:mm:ss'. */
function hhmm(time: string): string {
  return time.slice(0, 5);
}

/** What an owner sees of their own business: never the owner id or payment-provider internals. */
export function presentOwnerBusiness(
  business: BusinessRow,
  settings: SettingsRow,
  hours: HoursRow[],
  { isSubscriptionActive }: { isSubscriptionActive: boolean },
) {
  return {
    business: {
      id: business.id,
      name: business.name,
      email: business.email,
      phone: business.phone,
      address: business.address,
      city: business.city,
      country: business.country,
      description: business.description,
      categories: business.categories,
      website: business.website,
      logoUrl: business.logoUrl,
      subdomain: business.subdomain,
      isActive: business.isActive,
      isVerified: business.isVerified,
      isSubscriptionActive,
      // why the platform took the business off the public site, for the owner's banner
      deactivatedReason: business.isActive ? null : business.deactivatedReason,
      deactivatedAt: business.isActive ? null : (business.deactivatedAt?.toISOString() ?? null),
      latitude: business.latitude,
      longitude: business.longitude,
      serviceRadiusKm: business.serviceRadiusKm,
      currency: business.currency,
      createdAt: business.createdAt.toISOString(),
    },
    settings: {
      timezone: settings.timezone,
      currency: settings.currency,
      bookingSlotDurationMinutes: settings.bookingSlotDurationMinutes,
      maxBookingsPerSlot: settings.maxBookingsPerSlot,
      bookingAdvanceDays: settings.bookingAdvanceDays,
      autoConfirmBookings: settings.autoConfirmBookings,
      requirePayment: settings.requirePayment,
      sendReminders: settings.sendReminders,
      reminderHoursBefore: settings.reminderHoursBefore,
      clientChangeCutoffHours: settings.clientChangeCutoffHours,
      clientRefundPolicy: settings.clientRefundPolicy,
      waitlistOfferMinutes: settings.waitlistOfferMinutes,
      notificationPreferences: settings.notificationPreferences,
      showOnMap: settings.showOnMap,
      mapDescription: settings.mapDescription,
    },
    hours: hours
      .map((day): DayHours => ({
        weekday: day.weekday,
        opensAt: hhmm(day.opensAt),
        closesAt: hhmm(day.closesAt),
        isOpen: day.isOpen,
      }))
      .sort((a, b) => a.weekday - b.weekday),
    // whether Discover lists the business and, if not, why: the owner area's notice
    discover: discoverListing({
      isActive: business.isActive,
      latitude: business.latitude,
      showOnMap: settings.showOnMap,
    }),
  };
}

export type OwnerBusinessView = ReturnType<typeof presentOwnerBusiness>;
