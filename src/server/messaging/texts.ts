import { bookingTexts as t } from '../messages/booking-texts';
import { fitSms, shortWhen, template } from './sms-fit';
import type { WhatsAppTemplate } from './types';

/**
 * The default texts of every SMS and WhatsApp message a booking causes, in one place: who, what,
 * when (the booking's own local date and time, which are the business's time zone) and the link.
 * SMS texts aim at one 160-character GSM segment, shortening names when they must; WhatsApp goes
 * as templates registered with Meta under the names below (docs/decisions/0035), one per language.
 * Each is written in the current language: the caller composes it in its recipient's
 * (inLocale, docs/decisions/0071); the words are in src/server/messages/booking-texts.*.json.
 */

/** What one booking message says, whoever it goes to. */
export interface BookingFacts {
  businessName: string;
  serviceName: string;
  customerName: string;
  ticketCode: string;
  /** The booking's local date (YYYY-MM-DD) and time (HH:MM), in the business's time zone. */
  date: string;
  time: string;
  /** The link the message carries: the client's booking page, review page, or the owner's list. */
  link: string;
}

export interface TextMessage {
  sms: string;
  whatsapp: WhatsAppTemplate;
}

const names = (facts: BookingFacts) => ({
  business: { value: facts.businessName, min: 12 },
  service: { value: facts.serviceName, min: 10 },
});

/** The client's confirmation (or, while the business still has to confirm, its receipt). */
export function confirmationText(facts: BookingFacts & { isConfirmed: boolean }): TextMessage {
  const when = shortWhen(facts.date, facts.time);
  const { link, ticketCode: ticket } = facts;
  if (!facts.isConfirmed) {
    return {
      sms: fitSms(names(facts), [
        (n) => t('received', { ...n, when, ticket, link }),
        (n) => t('receivedShort', { ...n, when, link }),
      ]),
      whatsapp: template('booking_received', [
        facts.customerName,
        facts.businessName,
        facts.serviceName,
        when,
        ticket,
        link,
      ]),
    };
  }
  return {
    sms: fitSms(names(facts), [
      (n) => t('confirmed', { ...n, when, ticket, link }),
      (n) => t('confirmedShort', { ...n, when, ticket, link }),
      (n) => t('confirmedShortest', { ...n, when, link }),
    ]),
    whatsapp: template('booking_confirmation', [
      facts.customerName,
      facts.businessName,
      facts.serviceName,
      when,
      ticket,
      link,
    ]),
  };
}

/** The client's reminder before the booking. */
export function reminderText(facts: BookingFacts): TextMessage {
  const when = shortWhen(facts.date, facts.time);
  const { link, ticketCode: ticket } = facts;
  return {
    sms: fitSms(names(facts), [
      (n) => t('reminder', { ...n, when, ticket, link }),
      (n) => t('reminderShort', { ...n, when, link }),
    ]),
    whatsapp: template('booking_reminder', [
      facts.customerName,
      facts.businessName,
      facts.serviceName,
      when,
      ticket,
      link,
    ]),
  };
}

/** The client's notice of a cancellation or a move (by the business, or through their own link). */
export function changeText(
  facts: BookingFacts & {
    change: 'cancelled' | 'moved';
    by: 'client' | 'business';
    previous?: { date: string; time: string };
  },
): TextMessage {
  const when = shortWhen(facts.date, facts.time);
  const { link } = facts;
  const byClient = facts.by === 'client';
  if (facts.change === 'cancelled') {
    return {
      sms: fitSms(names(facts), [
        (n) => t(byClient ? 'cancelledByClient' : 'cancelledByBusiness', { ...n, when, link }),
      ]),
      whatsapp: template('booking_cancelled', [
        facts.customerName,
        facts.businessName,
        facts.serviceName,
        when,
        link,
      ]),
    };
  }
  const before = facts.previous ? shortWhen(facts.previous.date, facts.previous.time) : when;
  return {
    sms: fitSms(names(facts), [
      (n) => t(byClient ? 'movedByClient' : 'movedByBusiness', { ...n, when, link }),
    ]),
    whatsapp: template('booking_moved', [
      facts.customerName,
      facts.businessName,
      facts.serviceName,
      before,
      when,
      link,
    ]),
  };
}

/** The request for a review once the booking is completed. */
export function reviewRequestText(facts: BookingFacts): TextMessage {
  const { link } = facts;
  return {
    sms: fitSms(names(facts), [
      (n) => t('review', { ...n, link }),
      (n) => t('reviewShort', { ...n, link }),
    ]),
    whatsapp: template('review_request', [
      facts.customerName,
      facts.businessName,
      facts.serviceName,
      link,
    ]),
  };
}

const ownerNames = (facts: BookingFacts) => ({
  customer: { value: facts.customerName, min: 12 },
  service: { value: facts.serviceName, min: 10 },
  business: { value: facts.businessName, min: 10 },
});

/** The owner's notice of a booking made online, confirmed or waiting for their confirmation. */
export function ownerNewBookingText(facts: BookingFacts & { isConfirmed: boolean }): TextMessage {
  const when = shortWhen(facts.date, facts.time);
  const { link, ticketCode: ticket } = facts;
  const state = facts.isConfirmed ? 'confirmed' : 'pending';
  return {
    sms: fitSms(ownerNames(facts), [
      (n) => t('ownerNew', { ...n, when, ticket, state, link }),
      (n) => t('ownerNewShort', { ...n, when, state, link }),
    ]),
    whatsapp: template('owner_new_booking', [
      facts.businessName,
      facts.customerName,
      facts.serviceName,
      when,
      ticket,
      t('ownerNewState', { state }),
      link,
    ]),
  };
}

/** The owner's notice of a client cancelling or moving their booking through their link. */
export function ownerChangeText(
  facts: BookingFacts & {
    change: 'cancelled' | 'moved';
    previous?: { date: string; time: string };
  },
): TextMessage {
  const when = shortWhen(facts.date, facts.time);
  const { link, ticketCode: ticket } = facts;
  if (facts.change === 'cancelled') {
    return {
      sms: fitSms(ownerNames(facts), [
        (n) => t('ownerCancelled', { ...n, when, ticket, link }),
        (n) => t('ownerCancelledShort', { ...n, when, link }),
      ]),
      whatsapp: template('owner_booking_cancelled', [
        facts.businessName,
        facts.customerName,
        facts.serviceName,
        when,
        ticket,
        link,
      ]),
    };
  }
  const before = facts.previous ? shortWhen(facts.previous.date, facts.previous.time) : when;
  return {
    sms: fitSms(ownerNames(facts), [
      (n) => t('ownerMoved', { ...n, before, when, ticket, link }),
      (n) => t('ownerMovedShort', { ...n, before, when, link }),
    ]),
    whatsapp: template('owner_booking_moved', [
      facts.businessName,
      facts.customerName,
      facts.serviceName,
      before,
      when,
      ticket,
      link,
    ]),
  };
}
