import type { InferResponseType } from 'hono/client';
import type { ClientRescheduleInput } from '@shared/client-link';
import type { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';
import type { DayAvailability } from '../public-booking/booking-api';

type LinkApi = (typeof api)['my-booking'][':token'];

export type ClientLinkView = InferResponseType<LinkApi['$get'], 200>['booking'];

const base = (token: string) => `/api/my-booking/${encodeURIComponent(token)}`;

async function post(path: string, body: unknown): Promise<{ booking: ClientLinkView }> {
  return readJson(
    await fetch(path, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/** The client link's calls: plain fetch with the server's own types, like the booking page. */
export const clientLinkApi = {
  load: async (token: string) =>
    readJson<{ booking: ClientLinkView }>(await fetch(base(token), { credentials: 'omit' })),
  /**
   * The free times on one day for this booking: the booking page's times, with the booking's own
   * place free to it (it may move to a time overlapping where it is now).
   */
  availability: async (token: string, date: string) =>
    readJson<{ days: DayAvailability[] }>(
      await fetch(`${base(token)}/availability?${new URLSearchParams({ date }).toString()}`, {
        credentials: 'omit',
      }),
    ),
  calendarUrl: (token: string) => `${base(token)}/calendar.ics`,
  cancel: (token: string) => post(`${base(token)}/cancel`, {}),
  reschedule: (token: string, input: ClientRescheduleInput) =>
    post(`${base(token)}/reschedule`, input),
};
