import { formatPhone } from '@shared/phone';
import { Hono } from 'hono';
import {
  ClientCancelSchema,
  ClientRescheduleSchema,
  ClientTimesQuerySchema,
} from '@shared/client-link';
import { announceMove, sendBookingChange } from '../bookings/notify';
import { placesFreed } from '../waitlist/offers';
import type { AppEnv } from '../http/context';
import { jsonBody, parseWith } from '../http/validation';
import { calendarEvent, calendarUid } from '../mail/ics';
import { bookingMails } from '../messages/booking-mails';
import type { PublicDeps } from '../public-booking/routes';
import { enqueueBookingPush } from '../push/queue';
import {
  cancelByClient,
  openClientBooking,
  rescheduleByClient,
  timesForClient,
} from './operations';
import { presentClientLink } from './presenter';

/**
 * /api/my-booking/:token: the client's own booking, opened by the private token in their
 * confirmation (no account, no session). Read it, add it to a calendar, see the times it can move
 * to, cancel it or move it.
 */
export function clientLinkRoutes(deps: PublicDeps) {
  const { db } = deps;
  const answer = async (token: string) => {
    const opened = await openClientBooking(db, token);
    return { booking: presentClientLink(opened.view, opened.rules) };
  };
  return new Hono<AppEnv>()
    .get('/:token', async (c) => {
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.json(await answer(c.req.param('token')));
    })
    .get('/:token/calendar.ics', async (c) => {
      const { view } = await openClientBooking(db, c.req.param('token'));
      const { booking, business, serviceName, staffName } = view;
      const place = [business.address, business.city].filter(Boolean).join(', ');
      // in the language of the page it is added from, the client's own request
      const body = calendarEvent({
        uid: calendarUid(booking.ticketCode),
        start: booking.startsAt,
        end: booking.endsAt,
        summary: bookingMails('calendar.summary', {
          service: serviceName,
          business: business.name,
        }),
        description: [
          bookingMails('calendar.ticketLine', { ticket: booking.ticketCode }),
          staffName ? bookingMails('calendar.with', { staff: staffName }) : null,
          business.phone
            ? bookingMails('calendar.phone', { phone: formatPhone(business.phone) })
            : null,
        ]
          .filter(Boolean)
          .join('\n'),
        location: place || business.name,
        organizerName: business.name,
      });
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="booking-${booking.ticketCode}.ics"`);
      return c.body(body);
    })
    .get('/:token/availability', async (c) => {
      const { view } = await openClientBooking(db, c.req.param('token'));
      const { date } = parseWith(ClientTimesQuerySchema, { date: c.req.query('date') });
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.json(await timesForClient(db, { view, date }));
    })
    .post('/:token/cancel', jsonBody(ClientCancelSchema, { isOptional: true }), async (c) => {
      const opened = await openClientBooking(db, c.req.param('token'));
      const { after, isChanged } = await cancelByClient(db, opened);
      if (isChanged) {
        void sendBookingChange(deps, { bookingId: after.id, change: 'cancelled', by: 'client' });
        // the place goes to the day's waitlist
        placesFreed(deps, after.businessId, [after.bookingDate]);
        enqueueBookingPush(deps, {
          businessId: after.businessId,
          bookingId: after.id,
          event: 'cancelled',
        });
      }
      return c.json(await answer(c.req.param('token')));
    })
    .post('/:token/reschedule', jsonBody(ClientRescheduleSchema), async (c) => {
      const opened = await openClientBooking(db, c.req.param('token'));
      const input = c.req.valid('json');
      const { before, after } = await rescheduleByClient(db, { ...opened, input });
      announceMove(deps, before, after, 'client');
      placesFreed(deps, after.businessId, [before.bookingDate]);
      return c.json(await answer(c.req.param('token')));
    });
}
