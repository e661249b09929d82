import type { InferResponseType } from 'hono/client';
import type { BookingRequest } from '@shared/booking-request';
import type { PaymentRequest, StartedPayment } from '@shared/payment-request';
import type { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';

type PublicApi = (typeof api)['public'];

export type PublicPage = InferResponseType<PublicApi['businesses'][':businessId']['$get'], 200>;
export type PublicService = PublicPage['services'][number];
export type DayAvailability = InferResponseType<
  PublicApi['businesses'][':businessId']['availability']['$get'],
  200
>['days'][number];
export type CreatedBooking = InferResponseType<
  PublicApi['businesses'][':businessId']['bookings']['$post'],
  201
>;
export type PublicBooking = CreatedBooking['booking'];
export type PaymentCheck = InferResponseType<PublicApi['payments'][':reference']['$get'], 200>;

async function get<T>(path: string): Promise<T> {
  return readJson<T>(await fetch(`/api/public${path}`, { credentials: 'same-origin' }));
}

async function post<T>(path: string, body?: unknown): Promise<T> {
  return readJson<T>(
    await fetch(`/api/public${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/**
 * The booking page's calls; each answers parsed JSON or throws an ApiRequestError. Plain fetch with
 * the server's own response types (not the typed client, whose few KB this page cannot spare).
 */
export const bookingApi = {
  page: (businessId: string) => get<PublicPage>(`/businesses/${encodeURIComponent(businessId)}`),
  availability: (
    businessId: string,
    query: { serviceId: string; staffId?: string; date: string },
  ) =>
    get<{ days: DayAvailability[] }>(
      `/businesses/${encodeURIComponent(businessId)}/availability?${new URLSearchParams(query).toString()}`,
    ),
  book: (businessId: string, request: BookingRequest) =>
    post<CreatedBooking>(`/businesses/${encodeURIComponent(businessId)}/bookings`, request),
  booking: (bookingId: string) =>
    get<{ booking: PublicBooking }>(`/bookings/${encodeURIComponent(bookingId)}`),
  pay: (bookingId: string, request: PaymentRequest) =>
    post<{ payment: StartedPayment }>(
      `/bookings/${encodeURIComponent(bookingId)}/payment`,
      request,
    ),
  checkPayment: (reference: string) =>
    get<PaymentCheck>(`/payments/${encodeURIComponent(reference)}`),
};
