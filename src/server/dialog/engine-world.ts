import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { toMpesaNumber } from '@shared/payouts';
import type { DayView } from '../bookings/availability';
import { newBookingConfirmation } from '../bookings/confirmations';
import { createBooking } from '../bookings/create-booking';
import { loadBookingView } from '../bookings/booking-view';
import { handOverMessages } from '../bookings/notify';
import { businesses } from '../db/schema/businesses';
import { clients } from '../db/schema/people';
import { ApiError } from '../http/errors';
import { keptValue } from '../http/kept-answers';
import { inLocale } from '../i18n/request-locale';
import { clientLinks } from '../messaging/booking-messages';
import { acceptsPayments } from '../payments/accepts-payments';
import { startBookingPayment } from '../payments/start-payment';
import { keptPage, readAvailability, type PublicReads } from '../public-booking/page-cache';
import type { PublicDeps } from '../public-booking/routes';
import { enqueueBookingPush } from '../push/queue';
import type { BookResult, DialogChannel, DialogWorld } from './types';

/** How many days ahead the dialog offers, at most: a phone's list, not a calendar. */
export const DIALOG_DAYS = 14;

/**
 * The dialog's world on the booking engine (docs/decisions/0074): the public page's kept data and
 * availability (the answers the booking page gets, so a USSD screen is answered from memory), and
 * the same booking and payment code as the web page, with the channel recorded on the booking.
 */
export function engineWorld(
  deps: PublicDeps,
  kept: PublicReads,
  channel: DialogChannel,
): DialogWorld {
  const { db, provider, publicUrl } = deps;
  // the kept page's answer, parsed once for as long as it is kept
  const page = async (businessId: string) => keptPage(await kept.pages.read(businessId));

  return {
    async businessByCode(code) {
      const [found] = await db
        .select({ id: businesses.id, name: businesses.name })
        .from(businesses)
        .where(and(eq(businesses.bookingCode, code), eq(businesses.isActive, true)))
        .limit(1);
      return found ?? null;
    },

    async services(businessId) {
      const view = await page(businessId);
      if (!view.booking.isTakingBookings) return null;
      return view.services.map(({ id, name, priceMinor, currency, durationMinutes }) => ({
        id,
        name,
        priceMinor,
        currency,
        durationMinutes,
      }));
    },

    async staff(businessId, serviceId) {
      const view = await page(businessId);
      // a member with no services listed performs every service
      return view.staff
        .filter((member) => !member.serviceIds.length || member.serviceIds.includes(serviceId))
        .map(({ id, name }) => ({ id, name }));
    },

    async freeDays({ businessId, serviceId, staffId }) {
      const view = await page(businessId);
      const today = view.booking.today;
      const span = Math.max(1, Math.min(DIALOG_DAYS, view.booking.advanceDays + 1));
      let days: DayView[] = [];
      try {
        ({ days } = keptValue<{ days: DayView[] }>(
          await readAvailability(db, kept.availability, {
            businessId,
            serviceId,
            staffId,
            date: today,
            days: span,
          }),
        ));
      } catch (error) {
        // a business that stopped taking bookings offers no times
        if (!(error instanceof ApiError) || error.code !== 'not_taking_bookings') throw error;
      }
      return {
        today,
        span,
        days: days
          .map((day) => ({
            date: day.date,
            times: day.slots.filter((slot) => slot.status === 'available').map((slot) => slot.time),
          }))
          .filter((day) => day.times.length > 0),
      };
    },

    async knownName(businessId, phone) {
      const [found] = await db
        .select({ name: clients.name })
        .from(clients)
        .where(and(eq(clients.businessId, businessId), eq(clients.phone, phone)))
        .orderBy(desc(clients.updatedAt))
        .limit(1);
      return found?.name ?? null;
    },

    async book(input): Promise<BookResult> {
      const { business, service } = input;
      try {
        const created = await inLocale(input.locale, async () =>
          createBooking(db, {
            businessId: business.id,
            request: {
              serviceId: service.id,
              date: input.date,
              time: input.time,
              staffId: input.staffId,
              customer: { name: input.name, email: '', phone: input.phone },
              idempotencyKey: randomUUID(),
            },
            channel,
            acceptsPayments: await acceptsPayments(db, provider, business.id),
            confirmation: await newBookingConfirmation(deps),
          }),
        );
        const { booking } = created.view;
        handOverMessages(deps, created.messageIds);
        if (created.hasDevices) {
          enqueueBookingPush(deps, {
            businessId: business.id,
            bookingId: booking.id,
            event: 'created',
          });
        }
        const links = await clientLinks(deps, booking.id);
        return {
          kind: 'booked',
          id: booking.id,
          ticket: booking.ticketCode,
          link: links.booking,
          requiresPayment: created.requiresPayment,
          isConfirmed: booking.status === 'confirmed',
          amountMinor: booking.totalAmountMinor,
          currency: booking.currency,
        };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.code === 'slot_taken' || error.code === 'slot_not_offered')
          return { kind: 'taken' };
        const isFinal = error.code === 'not_taking_bookings' || error.status === 404;
        return { kind: 'refused', message: error.message, canChooseAgain: !isFinal };
      }
    },

    async promptPayment(bookingId, phone) {
      const view = await loadBookingView(db, bookingId);
      if (!view) return false;
      try {
        const payment = await startBookingPayment(db, {
          provider,
          booking: view.booking,
          publicUrl,
          businessName: view.business.name,
          channel: 'mpesa',
          phone: toMpesaNumber(phone),
        });
        return payment.method === 'mpesa';
      } catch (error) {
        if (error instanceof ApiError) return false;
        throw error;
      }
    },

    async bookingNow(bookingId) {
      const view = await loadBookingView(db, bookingId);
      if (!view) return null;
      const links = await clientLinks(deps, bookingId);
      return { isPaid: view.booking.paymentStatus === 'completed', link: links.booking };
    },
  };
}
