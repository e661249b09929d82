import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { formatTime } from '@shared/format/dates';
import { businessIdByCode } from '../businesses/booking-code';
import type { DayView } from '../bookings/availability';
import { newBookingConfirmation } from '../bookings/confirmations';
import { createBooking } from '../bookings/create-booking';
import { loadBookingView } from '../bookings/booking-view';
import { handOverMessages } from '../bookings/notify';
import { clients } from '../db/schema/people';
import { ApiError } from '../http/errors';
import { keptValue } from '../http/kept-answers';
import { inLocale } from '../i18n/request-locale';
import { clientLinks } from '../messaging/booking-messages';
import { acceptsPayments } from '../payments/accepts-payments';
import { keptPage, readAvailability, type PublicReads } from '../public-booking/page-cache';
import type { PublicDeps } from '../public-booking/routes';
import { enqueueBookingPush } from '../push/queue';
import { joinWaitlist, presentEntry } from '../waitlist/entries';
import { recordJoinedMessage } from '../waitlist/joined-message';
import type { BookResult, DialogChannel, DialogWorld, WaitResult } from './types';
import { promptAfterSession, promptBookingPayment } from './ussd-prompt';

/** The key an answer books or joins with: the same answer worked out again does it once. */
const turnIdempotencyKey = (turnKey: string) =>
  `dialog-${createHash('sha256').update(turnKey).digest('base64url').slice(0, 40)}`;

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
  const { db, provider } = deps;
  // the kept page's answer, parsed once for as long as it is kept
  const page = async (businessId: string) => keptPage(await kept.pages.read(businessId));

  return {
    async businessByCode(code) {
      // the business that has the code now, else the one that gave it up (an old poster)
      const id = await businessIdByCode(db, code);
      if (!id) return null;
      return { id, name: (await page(id)).business.name };
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
      const timesOf = (day: DayView, status: 'available' | 'full') =>
        day.slots.filter((slot) => slot.status === status).map((slot) => slot.time);
      return {
        today,
        span,
        // a day whose places are all held is kept: its clients may wait for one to free
        days: days
          .map((day) => ({
            date: day.date,
            times: timesOf(day, 'available'),
            held: timesOf(day, 'full'),
          }))
          .filter((day) => day.times.length > 0 || day.held.length > 0),
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
              idempotencyKey: input.turnKey ? turnIdempotencyKey(input.turnKey) : randomUUID(),
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

    async joinWaitlist(input): Promise<WaitResult> {
      try {
        const entry = await inLocale(input.locale, async () =>
          joinWaitlist(deps, {
            businessId: input.business.id,
            // as a booking from the dialog: what it offered, the name it checked, no e-mail
            input: {
              serviceId: input.service.id,
              staffId: input.staffId,
              date: input.date,
              from: input.window?.from ?? null,
              to: input.window?.to ?? null,
              customer: { name: input.name, email: '', phone: input.phone },
              idempotencyKey: input.turnKey ? turnIdempotencyKey(input.turnKey) : undefined,
            },
            source: channel,
          }),
        );
        const view = await presentEntry(deps, entry);
        if (view.status === 'offered' && view.offer?.expiresAt) {
          return {
            kind: 'offered',
            time: view.offer.time,
            until: formatTime(view.offer.expiresAt, view.timeZone),
            link: view.link,
          };
        }
        // a USSD screen shows no link to keep: an SMS brings it
        if (channel === 'ussd') await recordJoinedMessage(deps, entry);
        return {
          kind: 'joined',
          position: view.position ?? 1,
          holdMinutes: view.holdMinutes,
          link: view.link,
        };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return { kind: 'refused', message: error.message };
      }
    },

    promptPayment(bookingId, phone) {
      return promptBookingPayment(deps, bookingId, phone);
    },

    promptPaymentSoon(bookingId, phone) {
      promptAfterSession(deps, bookingId, phone);
    },

    async bookingNow(bookingId) {
      const view = await loadBookingView(db, bookingId);
      if (!view) return null;
      const links = await clientLinks(deps, bookingId);
      return { isPaid: view.booking.paymentStatus === 'completed', link: links.booking };
    },
  };
}
