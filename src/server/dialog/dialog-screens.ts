import { formatShortDay } from '@shared/format/dates';
import { addDays } from '@shared/local-time';
import { dialogText } from '../messages/booking-dialog';
import type { Turn } from './dialog';
import type { Choice, DialogState, DialogWorld } from './types';

/** The pieces every step's screen is made of (docs/decisions/0074). */

/** The dialog's last screen: nothing is kept after it. */
export function ended(text: string): Turn {
  return { state: null, screen: { kind: 'end', text } };
}

/** The day as a client reads it in a list: today, tomorrow, else 'Tue, 1 Dec'. */
export function dayLabel(date: string, today: string): string {
  if (date === today) return dialogText('today');
  if (date === addDays(today, 1)) return dialogText('tomorrow');
  return formatShortDay(date);
}

/** The most options a list has: 98 and 99 are typed for the list's own moves ('98 More'). */
export const MAX_OPTIONS = 97;

/**
 * A screen that waits for an answer, with the state's notice said above it (then dropped) and the
 * options it shows kept, so a typed number picks among them.
 */
function waiting(
  kind: 'choose' | 'ask',
  state: DialogState,
  text: string,
  all: Choice[],
  canGoBack: boolean,
): Turn {
  const options = all.slice(0, MAX_OPTIONS);
  return {
    state: { ...state, notice: undefined, shown: options.map((option) => option.id) },
    screen: { kind, text: state.notice ? `${state.notice}\n${text}` : text, options, canGoBack },
  };
}

export const choose = (state: DialogState, text: string, options: Choice[], canGoBack = true) =>
  waiting('choose', state, text, options, canGoBack);

export const ask = (state: DialogState, text: string, options: Choice[] = []) =>
  waiting('ask', state, text, options, true);

/** The coming days open for the state's service (and staff member), with their free times. */
export function freeDaysFor(
  state: DialogState,
  world: DialogWorld,
  business: { id: string },
  service: { id: string },
) {
  return world.freeDays({
    businessId: business.id,
    serviceId: service.id,
    staffId: state.staff?.id ?? null,
  });
}
