import type { InferResponseType } from 'hono/client';
import type { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';

type EntryApi = (typeof api)['public']['waitlist'][':token'];

export type WaitlistView = InferResponseType<EntryApi['$get'], 200>['entry'];

const base = (token: string) => `/api/public/waitlist/${encodeURIComponent(token)}`;

/** The client's own wait: plain fetch with the server's types, as the client link page does. */
export const waitlistApi = {
  load: async (token: string) =>
    readJson<{ entry: WaitlistView }>(await fetch(base(token), { credentials: 'omit' })),
  take: async (token: string) =>
    readJson<{ entry: WaitlistView }>(
      await fetch(`${base(token)}/take`, { method: 'POST', credentials: 'omit' }),
    ),
  leave: async (token: string) => {
    const response = await fetch(base(token), { method: 'DELETE', credentials: 'omit' });
    if (!response.ok) await readJson<never>(response);
  },
  /** Paying for the place held: the card checkout's address, or the M-Pesa prompt sent. */
  pay: async (bookingId: string, method: 'card' | 'mpesa') =>
    readJson<{ payment: { method: string; checkoutUrl?: string } }>(
      await fetch(`/api/public/bookings/${encodeURIComponent(bookingId)}/payment`, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method }),
      }),
    ),
};
