import { customerFieldError } from '@shared/customer';
import { formatShortDay } from '@shared/format/dates';
import { formatDuration } from '@shared/format/duration';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@shared/i18n/locales';
import { formatMoney } from '@shared/money';
import { inLocale } from '../i18n/request-locale';
import { dialogText } from '../messages/booking-dialog';
import { ask, choose, dayLabel, ended, freeDaysFor } from './dialog-screens';
import {
  DIALOG_STEPS,
  type DialogChannel,
  type DialogInput,
  type DialogState,
  type DialogWorld,
  type Screen,
} from './types';
import {
  backFromWait,
  joinDayWaitlist,
  takeWait,
  toWindow,
  WAIT,
  waitOption,
  waitScreen,
} from './wait-steps';

/**
 * The booking dialog's steps (docs/decisions/0074), the same on every channel: each answer moves
 * the state one step on (or back), and the next screen is built from what the booking engine says
 * now. Typed on any channel: 0 goes back, 00 starts again, 000 stops.
 */

export const NAV = { back: '0', restart: '00', stop: '000' } as const;

/** Who the dialog is with: their number (the channel tells it), and the channel. */
export interface DialogPeer {
  phone: string;
  channel: DialogChannel;
  /** The language this number chose before, if it did. */
  locale: Locale | null;
  /**
   * What identifies this answer on its channel (a chat message's id, a USSD session's step): the
   * same answer worked out again after a crash books once.
   */
  turnKey?: string;
}

export interface Turn {
  /** Null once the dialog has ended (booked, stopped, or refused for good). */
  state: DialogState | null;
  screen: Screen;
}

/** The language is asked before it is known: the one screen that speaks both. */
function languageQuestion(): string {
  return LOCALES.map((locale) => inLocale(locale, () => dialogText('languageAsk'))).join(' / ');
}

/** A booking code as typed: its digits (a code is digits, so a keypad types it). */
export function typedCode(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** The next screen for what the client just did. */
export async function advance(
  state: DialogState | null,
  input: DialogInput,
  world: DialogWorld,
  peer: DialogPeer,
): Promise<Turn> {
  if (input.kind === 'start' || state === null) {
    return begin(input.kind === 'start' ? input.code : undefined, world, peer);
  }
  return inLocale(state.locale ?? 'en', async () => {
    const typed = input.kind === 'text' ? input.text.trim() : null;
    if (typed === NAV.stop) return ended(dialogText('stopped'));
    if (typed === NAV.restart)
      return begin(undefined, world, { ...peer, locale: state.locale }, state);
    if (typed === NAV.back) return show(backFrom(state), world, peer);
    return take(state, input, world, peer);
  });
}

/**
 * A new dialog: the language first unless the number chose one, then the business's code, unless
 * the dialog came with one (a link, the USSD string). Starting again keeps the language and that code.
 */
async function begin(
  code: string | undefined,
  world: DialogWorld,
  peer: DialogPeer,
  previous?: DialogState,
): Promise<Turn> {
  const linkCode = code ?? previous?.linkCode;
  const fresh: DialogState = { step: 'language', locale: peer.locale, shown: [], linkCode };
  if (!peer.locale) return show(fresh, world, peer);
  return inLocale(peer.locale, () =>
    linkCode
      ? findBusiness({ ...fresh, step: 'business' }, linkCode, world, peer)
      : show({ ...fresh, step: 'business' }, world, peer),
  );
}

async function findBusiness(
  state: DialogState,
  typed: string,
  world: DialogWorld,
  peer: DialogPeer,
): Promise<Turn> {
  const code = typedCode(typed);
  const business = /^\d{3,8}$/.test(code) ? await world.businessByCode(code) : null;
  if (!business) {
    return show(
      { ...state, step: 'business', notice: dialogText('codeUnknown', { code: shortened(typed) }) },
      world,
      peer,
    );
  }
  return show({ ...state, step: 'service', business }, world, peer);
}

/** What the client typed, quoted back no longer than a code can be. */
function shortened(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 12 ? `${clean.slice(0, 11)}…` : clean;
}

/** The step before this one, skipping the ones that were passed over; none back from paying. */
function backFrom(state: DialogState): DialogState {
  if (state.step === 'wait' || state.step === 'window' || state.step === 'waitName') {
    return backFromWait(state);
  }
  const at = DIALOG_STEPS.indexOf(state.step);
  if (at <= 0 || state.step === 'paying') return { ...state, notice: undefined };
  let step = DIALOG_STEPS[at - 1] ?? 'language';
  if (step === 'staff' && !state.staffAsked) step = 'service';
  return { ...state, step, wait: undefined, notice: undefined };
}

/** The booking's day and time as the client reads it: 'Tue, 1 Dec 14:30'. */
function when(state: DialogState): string {
  return `${formatShortDay(state.date ?? '')} ${state.time ?? ''}`;
}

/** The option the client picked on a `choose` or `ask` screen: by its id, or by its number. */
function picked(state: DialogState, input: DialogInput): string | null {
  if (input.kind === 'choice') return state.shown.includes(input.id) ? input.id : null;
  if (input.kind !== 'text') return null;
  const typed = input.text.trim();
  if (!/^\d{1,2}$/.test(typed)) return null;
  return state.shown[Number(typed) - 1] ?? null;
}

async function take(
  state: DialogState,
  input: DialogInput,
  world: DialogWorld,
  peer: DialogPeer,
): Promise<Turn> {
  const choice = picked(state, input);
  const unclear = () => show({ ...state, notice: dialogText('unclear') }, world, peer);
  const next = (moved: DialogState) => show(moved, world, peer);
  switch (state.step) {
    case 'language': {
      if (!choice || !isLocale(choice)) {
        return show({ ...state, notice: undefined }, world, peer);
      }
      const chosen = { ...state, locale: choice };
      return inLocale(choice, () =>
        chosen.linkCode
          ? findBusiness(chosen, chosen.linkCode, world, peer)
          : show({ ...chosen, step: 'business' }, world, peer),
      );
    }
    case 'business': {
      if (input.kind !== 'text') return unclear();
      return findBusiness(state, input.text, world, peer);
    }
    case 'service': {
      const services = choice && state.business ? await world.services(state.business.id) : null;
      const service = services?.find((one) => one.id === choice);
      if (!service) return unclear();
      return show({ ...state, step: 'staff', service, staff: null }, world, peer);
    }
    case 'staff': {
      if (!choice) return unclear();
      if (choice === ANYONE) return show({ ...state, step: 'day', staff: null }, world, peer);
      const members = await world.staff(state.business?.id ?? '', state.service?.id ?? '');
      const member = members.find((one) => one.id === choice);
      if (!member) return unclear();
      return show({ ...state, step: 'day', staff: member }, world, peer);
    }
    case 'day':
      if (!choice) return unclear();
      return show({ ...state, step: 'time', date: choice, wait: undefined }, world, peer);
    case 'time':
      if (!choice) return unclear();
      if (choice === WAIT) return toWindow(state, world, peer, next);
      return show({ ...state, step: 'name', time: choice, wait: undefined }, world, peer);
    case 'name':
    case 'waitName': {
      const given = await givenName(state, input, choice, world, peer);
      if (!given) return unclear();
      if ('problem' in given) return show({ ...state, notice: given.problem }, world, peer);
      if (state.step === 'waitName') {
        return joinDayWaitlist({ ...state, name: given.name }, world, peer, next);
      }
      return show({ ...state, step: 'confirm', name: given.name }, world, peer);
    }
    case 'wait':
    case 'window':
      return (await takeWait(state, choice, world, peer, next)) ?? unclear();
    case 'confirm':
      if (choice !== CONFIRM) return unclear();
      return book(state, world, peer);
    case 'paying':
      if (choice !== PROMPT_AGAIN) return unclear();
      return promptAgain(state, world, peer);
  }
}

const ANYONE = 'anyone';
const KNOWN_NAME = 'known';
const CONFIRM = 'yes';
const PROMPT_AGAIN = 'again';

/** The name the client gave: the one this number booked with before (the shortcut), or typed. */
async function givenName(
  state: DialogState,
  input: DialogInput,
  choice: string | null,
  world: DialogWorld,
  peer: DialogPeer,
): Promise<{ name: string } | { problem: string } | null> {
  if (choice === KNOWN_NAME && state.business) {
    const known = await world.knownName(state.business.id, peer.phone);
    if (known) return { name: known };
  }
  if (input.kind !== 'text') return null;
  const name = input.text.replace(/\s+/g, ' ').trim();
  const problem = customerFieldError('name', name);
  return problem ? { problem } : { name };
}

/** The screen of the state's step, read from the booking engine as it is now. */
async function show(state: DialogState, world: DialogWorld, peer: DialogPeer): Promise<Turn> {
  const { business, service } = state;
  switch (state.step) {
    case 'language':
      return choose(
        { ...state, notice: undefined },
        languageQuestion(),
        LOCALES.map((locale) => ({ id: locale, label: LOCALE_NAMES[locale] })),
        false,
      );
    case 'business':
      return ask(state, dialogText('codeAsk'));
    case 'service': {
      if (!business) return show({ ...state, step: 'business' }, world, peer);
      const services = await world.services(business.id);
      if (services === null) return ended(dialogText('closed', { business: business.name }));
      if (!services.length) return ended(dialogText('noServices', { business: business.name }));
      return choose(
        state,
        dialogText('serviceAsk', { business: business.name }),
        services.map((one) => ({
          id: one.id,
          label: one.name,
          detail: `${formatMoney({ amountMinor: one.priceMinor, currency: one.currency })} · ${formatDuration(one.durationMinutes)}`,
        })),
      );
    }
    case 'staff': {
      if (!business || !service) return show({ ...state, step: 'service' }, world, peer);
      const members = await world.staff(business.id, service.id);
      // no choice to make with one person or none: whoever is free serves
      if (members.length < 2) {
        return show({ ...state, step: 'day', staff: null, staffAsked: false }, world, peer);
      }
      return choose({ ...state, staffAsked: true }, dialogText('staffAsk'), [
        { id: ANYONE, label: dialogText('staffAnyone') },
        ...members.map((one) => ({ id: one.id, label: one.name })),
      ]);
    }
    case 'day': {
      if (!business || !service) return show({ ...state, step: 'service' }, world, peer);
      const free = await freeDaysFor(state, world, business, service);
      if (!free.days.length) {
        const notice = dialogText('noDays', { service: service.name, days: free.span });
        return show({ ...state, step: 'service', notice }, world, peer);
      }
      // a full day is listed too: its clients may join its waitlist
      return choose(
        state,
        dialogText('dayAsk', { service: service.name }),
        free.days.map((day) => {
          const label = dayLabel(day.date, free.today);
          return {
            id: day.date,
            label: day.times.length ? label : dialogText('dayFull', { day: label }),
          };
        }),
      );
    }
    case 'time': {
      if (!business || !service || !state.date) return show({ ...state, step: 'day' }, world, peer);
      const free = await freeDaysFor(state, world, business, service);
      const day = free.days.find((one) => one.date === state.date);
      if (!day) {
        return show(
          { ...state, step: 'day', wait: undefined, notice: dialogText('taken') },
          world,
          peer,
        );
      }
      if (!day.times.length)
        return show({ ...state, step: 'wait', wait: { reason: 'full' } }, world, peer);
      const label = dayLabel(day.date, free.today);
      const times = day.times.map((time) => ({ id: time, label: time }));
      // the time chosen was just taken: another, or the day's waitlist
      if (state.wait?.reason === 'taken') {
        return choose(state, dialogText('timeOrWait', { day: label }), [waitOption(), ...times]);
      }
      return choose(state, dialogText('timeAsk', { day: label }), times);
    }
    case 'wait':
    case 'window':
      return waitScreen(state, world, (moved) => show(moved, world, peer));
    case 'waitName':
    case 'name': {
      const known = business ? await world.knownName(business.id, peer.phone) : null;
      return ask(
        state,
        dialogText('nameAsk'),
        known ? [{ id: KNOWN_NAME, label: dialogText('nameUse', { name: known }) }] : [],
      );
    }
    case 'confirm': {
      if (!business || !service || !state.date || !state.time) {
        return show({ ...state, step: 'day' }, world, peer);
      }
      return choose(
        state,
        dialogText('confirmAsk', {
          service: service.name,
          business: business.name,
          when: when(state),
          staff: state.staff?.name ?? 'none',
          price: formatMoney({ amountMinor: service.priceMinor, currency: service.currency }),
        }),
        [{ id: CONFIRM, label: dialogText('confirmYes') }],
      );
    }
    case 'paying': {
      const booking = state.booking;
      if (!booking) return ended(dialogText('stopped'));
      return choose(
        state,
        dialogText('payingWait', {
          amount: formatMoney({ amountMinor: booking.amountMinor, currency: booking.currency }),
          ticket: booking.ticket,
        }),
        [{ id: PROMPT_AGAIN, label: dialogText('promptAgain') }],
        false,
      );
    }
  }
}

async function book(state: DialogState, world: DialogWorld, peer: DialogPeer): Promise<Turn> {
  const { business, service, date, time, name } = state;
  if (!business || !service || !date || !time || !name)
    return show({ ...state, step: 'day' }, world, peer);
  const result = await world.book({
    business,
    service,
    staffId: state.staff?.id ?? null,
    date,
    time,
    name,
    phone: peer.phone,
    locale: state.locale ?? 'en',
    turnKey: peer.turnKey,
  });
  if (result.kind === 'taken') {
    const taken: DialogState = { ...state, wait: { reason: 'taken' } };
    return show({ ...taken, step: 'time', notice: dialogText('justTaken') }, world, peer);
  }
  if (result.kind === 'refused') {
    if (!result.canChooseAgain) return ended(result.message);
    return show({ ...state, step: 'day', notice: result.message }, world, peer);
  }
  const facts = {
    service: service.name,
    business: business.name,
    when: when(state),
    ticket: result.ticket,
    link: result.link,
  };
  if (!result.requiresPayment) {
    return ended(dialogText(result.isConfirmed ? 'booked' : 'received', facts));
  }
  if (peer.channel === 'ussd') {
    // the session ends first: a phone shows no M-Pesa prompt while a USSD session is open on it
    world.promptPaymentSoon(result.id, peer.phone);
    return ended(
      dialogText('payingEnd', {
        amount: formatMoney({ amountMinor: result.amountMinor, currency: result.currency }),
        phone: peer.phone,
        ticket: result.ticket,
      }),
    );
  }
  const paying: DialogState = {
    ...state,
    step: 'paying',
    booking: {
      id: result.id,
      ticket: result.ticket,
      amountMinor: result.amountMinor,
      currency: result.currency,
    },
  };
  return prompted(paying, await world.promptPayment(result.id, peer.phone), world, peer);
}

/** After a chat's M-Pesa prompt was sent (or not): the chat waits for the payment. */
function prompted(
  state: DialogState,
  sent: boolean,
  world: DialogWorld,
  peer: DialogPeer,
): Promise<Turn> | Turn {
  const booking = state.booking;
  if (!booking) return ended(dialogText('stopped'));
  if (!sent) return show({ ...state, notice: dialogText('promptFailed') }, world, peer);
  const facts = {
    amount: formatMoney({ amountMinor: booking.amountMinor, currency: booking.currency }),
    phone: peer.phone,
    ticket: booking.ticket,
  };
  return show({ ...state, notice: dialogText('paying', facts) }, world, peer);
}

/** What the chat says once the booking it is waiting on is paid. */
export function paidText(state: DialogState, link: string): string {
  return inLocale(state.locale ?? 'en', () =>
    dialogText('paid', {
      service: state.service?.name ?? '',
      business: state.business?.name ?? '',
      when: when(state),
      ticket: state.booking?.ticket ?? '',
      link,
    }),
  );
}

async function promptAgain(
  state: DialogState,
  world: DialogWorld,
  peer: DialogPeer,
): Promise<Turn> {
  const booking = state.booking;
  const now = booking ? await world.bookingNow(booking.id) : null;
  if (!booking || !now) return ended(dialogText('stopped'));
  if (now.isPaid) return ended(paidText(state, now.link));
  return prompted(state, await world.promptPayment(booking.id, peer.phone), world, peer);
}
