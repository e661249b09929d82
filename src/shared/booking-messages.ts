import { bookingRules } from './messages/booking-rules';

/**
 * What the public hears when a booking cannot be made (the client's own fields: CUSTOMER_MESSAGES),
 * each read from the catalogue when it is said, in the language of that moment. Apart from
 * bookings.ts, whose statuses the booking page's first load carries without these words.
 */
export const BOOKING_MESSAGES = {
  get dateTime() {
    return bookingRules('dateTime');
  },
  get taken() {
    return bookingRules('taken');
  },
  get notOffered() {
    return bookingRules('notOffered');
  },
  get closedForBookings() {
    return bookingRules('closedForBookings');
  },
};
