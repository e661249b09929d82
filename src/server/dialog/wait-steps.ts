import { formatShortDay } from '@shared/format/dates';
import { dialogText } from '../messages/booking-dialog';
import type { DialogPeer, Turn } from './dialog';
import { choose, ended, freeDaysFor } from './dialog-screens';
import type { DialogState, DialogWorld, WaitWindow } from './types';
import { WINDOW_BOUNDARIES, waitWindows, type WaitPart } from './wait-windows';

/**
 * Joining a day's waitlist from the dialog (docs/decisions/0077), where the day chosen is full or
 * the time chosen was taken before it was confirmed: the part of the day the client can come in
 * (asked only where the day has more than one), their name where the dialog has none yet, then
 * their place in line.
 */

/** Moves the dialog on to the screen of a state: the dialog's own `show`, passed in. */
export type Show = (state: DialogState) => Promise<Turn>;

/** The option that joins the waitlist (on the full day's screen, and over a day's times). */
export const WAIT = 'wait';
const OTHER_DAY = 'otherday';
const ANY_TIME = 'any';

export function waitOption() {
  return { id: WAIT, label: dialogText('waitJoin') };
}

/** The day's start times, free or held, as the parts of the day a client may wait for. */
async function windowsOf(state: DialogState, world: DialogWorld) {
  const { business, service, date } = state;
  if (!business || !service || !date) return [];
  const free = await freeDaysFor(state, world, business, service);
  const day = free.days.find((one) => one.date === date);
  return waitWindows(day ? [...day.times, ...day.held] : []);
}

function windowLabel(part: WaitPart): string {
  const { noon, evening } = WINDOW_BOUNDARIES;
  if (part === 'morning') return dialogText('windowMorning', { to: noon });
  if (part === 'afternoon') return dialogText('windowAfternoon', { from: noon, to: evening });
  return dialogText('windowEvening', { from: evening });
}

/** The screens of the steps here: the full day's, and the window's. */
export async function waitScreen(
  state: DialogState,
  world: DialogWorld,
  show: Show,
): Promise<Turn> {
  const { service, date } = state;
  if (!service || !date) return show({ ...state, step: 'day', wait: undefined });
  if (state.step === 'wait') {
    return choose(
      state,
      dialogText('waitAsk', { service: service.name, day: formatShortDay(date) }),
      [waitOption(), { id: OTHER_DAY, label: dialogText('otherDay') }],
    );
  }
  return choose(state, dialogText('windowAsk'), [
    { id: ANY_TIME, label: dialogText('windowAny') },
    ...(await windowsOf(state, world)).map(({ part }) => ({ id: part, label: windowLabel(part) })),
  ]);
}

/** What the client picked on the full day's screen or the window's. */
export async function takeWait(
  state: DialogState,
  choice: string | null,
  world: DialogWorld,
  peer: DialogPeer,
  show: Show,
): Promise<Turn | null> {
  if (state.step === 'wait') {
    if (choice === WAIT) return toWindow(state, world, peer, show);
    if (choice === OTHER_DAY) return show({ ...state, step: 'day', wait: undefined });
    return null;
  }
  if (choice === ANY_TIME) return afterWindow(state, null, world, peer, show);
  const chosen = (await windowsOf(state, world)).find((one) => one.part === choice);
  return chosen ? afterWindow(state, chosen.window, world, peer, show) : null;
}

/** Joining: the window is asked only where the day has times in more than one part of it. */
export async function toWindow(
  state: DialogState,
  world: DialogWorld,
  peer: DialogPeer,
  show: Show,
): Promise<Turn> {
  const reason = state.wait?.reason ?? 'full';
  if ((await windowsOf(state, world)).length < 2) {
    const skipped: DialogState = { ...state, wait: { reason, windowAsked: false } };
    return afterWindow(skipped, null, world, peer, show);
  }
  return show({ ...state, step: 'window', wait: { reason, windowAsked: true } });
}

/** The window chosen: the name next, unless the dialog has it (a time taken at confirming). */
function afterWindow(
  state: DialogState,
  window: WaitWindow | null,
  world: DialogWorld,
  peer: DialogPeer,
  show: Show,
): Promise<Turn> {
  const chosen: DialogState = { ...state, wait: { reason: 'full', ...state.wait, window } };
  if (chosen.name) return joinDayWaitlist(chosen, world, peer, show);
  return show({ ...chosen, step: 'waitName' });
}

/** The step before a step here: back to the screen that offered the waitlist. */
export function backFromWait(state: DialogState): DialogState {
  const { wait } = state;
  if (state.step === 'wait') return { ...state, step: 'day', wait: undefined, notice: undefined };
  if (state.step === 'waitName' && wait?.windowAsked) {
    return { ...state, step: 'window', notice: undefined };
  }
  return wait?.reason === 'taken'
    ? { ...state, step: 'time', wait: { reason: 'taken' }, notice: undefined }
    : { ...state, step: 'wait', wait: { reason: 'full' }, notice: undefined };
}

/**
 * Puts the client on the day's waitlist and ends with their place in line, how they will hear of
 * a place and how long it is held; a refusal is said over the days, to choose another.
 */
export async function joinDayWaitlist(
  state: DialogState,
  world: DialogWorld,
  peer: DialogPeer,
  show: Show,
): Promise<Turn> {
  const { business, service, date, name, wait } = state;
  if (!business || !service || !date || !name) return show({ ...state, step: 'day' });
  const result = await world.joinWaitlist({
    business,
    service,
    staffId: state.staff?.id ?? null,
    date,
    window: wait?.window ?? null,
    name,
    phone: peer.phone,
    locale: state.locale ?? 'en',
    turnKey: peer.turnKey,
  });
  if (result.kind === 'refused') {
    return show({ ...state, step: 'day', wait: undefined, notice: result.message });
  }
  const isUssd = peer.channel === 'ussd';
  const day = formatShortDay(date);
  if (result.kind === 'offered') {
    const facts = {
      service: service.name,
      business: business.name,
      when: `${day} ${result.time}`,
      until: result.until,
      link: result.link,
    };
    return ended(dialogText(isUssd ? 'waitOfferedUssd' : 'waitOfferedChat', facts));
  }
  const window = wait?.window;
  const facts = {
    service: service.name,
    business: business.name,
    day,
    window: window ? `${window.from}-${window.to}` : 'any',
    position: result.position,
    minutes: result.holdMinutes,
    link: result.link,
  };
  return ended(dialogText(isUssd ? 'waitJoinedUssd' : 'waitJoinedChat', facts));
}
