import type { DayHours } from '@shared/business-hours';
import type { PaymentPolicy } from '@shared/bookings';
import type { PublicBusinessRow, PublicSettingsRow } from '../businesses/active-business';
import type { services } from '../db/schema/services';

/** An active service as the page shows it, with its images' addresses in order. */
type ServiceWithImages = Pick<
  typeof services.$inferSelect,
  | 'id'
  | 'name'
  | 'description'
  | 'category'
  | 'transportDetails'
  | 'priceMinor'
  | 'currency'
  | 'durationMinutes'
> & { imageUrls: string[] };

/**
 * What the public booking page may know: the business's public face, its hours and booking rules,
 * active services, and active staff by name with the services each performs. Never the owner,
 * payout details or internal flags.
 */
export function presentPublicPage(input: {
  business: PublicBusinessRow;
  settings: PublicSettingsRow;
  hours: DayHours[];
  services: ServiceWithImages[];
  /** serviceIds: the services each performs; none listed means every service. */
  staff: { id: string; name: string; serviceIds: string[] }[];
  today: string;
  /** False while the subscription is not active: the page shows the neutral message instead. */
  isTakingBookings: boolean;
}) {
  const { business, settings } = input;
  const paymentPolicy: PaymentPolicy = settings.requirePayment
    ? 'pay_on_booking'
    : 'pay_after_service';
  return {
    business: {
      id: business.id,
      name: business.name,
      description: business.description,
      address: business.address,
      city: business.city,
      country: business.country,
      phone: business.phone,
      email: business.email,
      website: business.website,
      logoUrl: business.logoUrl,
      featuredImageUrl: business.featuredImageUrl,
      isVerified: business.isVerified,
      averageRating: business.averageRating,
      totalReviews: business.totalReviews,
      currency: business.currency,
      paymentPolicy,
      /** Typed in the WhatsApp chat or on the USSD menu to reach the business (docs/decisions/0074). */
      bookingCode: business.bookingCode,
    },
    booking: {
      timezone: settings.timezone,
      slotMinutes: settings.bookingSlotDurationMinutes,
      advanceDays: settings.bookingAdvanceDays,
      /** Today in the business's time zone, so the calendar agrees with the server about "past". */
      today: input.today,
      isTakingBookings: input.isTakingBookings,
    },
    hours: input.hours,
    services: input.services.map((service) => ({
      id: service.id,
      name: service.name,
      description: service.description,
      category: service.category,
      transportDetails: service.category === 'transport' ? service.transportDetails : null,
      priceMinor: service.priceMinor,
      currency: service.currency,
      durationMinutes: service.durationMinutes,
      imageUrls: service.imageUrls,
    })),
    staff: input.staff.map((member) => ({
      id: member.id,
      name: member.name,
      serviceIds: member.serviceIds,
    })),
  };
}

export type PublicPageView = ReturnType<typeof presentPublicPage>;
