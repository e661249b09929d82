import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { BookingStatus } from '@shared/bookings';
import {
  BOOKING_TOASTS,
  type OwnerBookingInput,
  type OwnerBookingsQuery,
  type RescheduleInput,
} from '@shared/owner-bookings';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';

type BookingsAnswer = InferResponseType<typeof api.bookings.$get, 200>;
export type OwnerPage = Extract<BookingsAnswer, { mode: 'owner' }>;
export type ClientList = Extract<BookingsAnswer, { mode: 'client' }>;
export type OwnerBooking = OwnerPage['bookings'][number];
export type ClientBooking = ClientList['bookings'][number];
type BookingAnswer = { booking: OwnerBooking };

export const BOOKINGS_KEY = ['bookings'] as const;

/** The query string the server takes, from the filters (empty ones left out). */
function queryOf(filters: OwnerBookingsQuery): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query[key] = String(value);
  }
  return query;
}

/** One page of the list as filtered; the last page stays on screen while the next loads. */
export function useBookings(filters: OwnerBookingsQuery) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, filters],
    queryFn: async () =>
      readJson<BookingsAnswer>(await api.bookings.$get({ query: queryOf(filters) })),
    placeholderData: keepPreviousData,
  });
}

/** Every cached page is asked again after a change: a booking may move between views. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
}

export function useSetStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: BookingStatus }) => {
      const response = await api.bookings[':bookingId'].status.$patch({
        param: { bookingId: id },
        json: { status },
      });
      return (await readJson<BookingAnswer>(response)).booking;
    },
    onSuccess: (booking) => {
      toast.success(
        booking.status === 'cancelled'
          ? BOOKING_TOASTS.cancelled
          : BOOKING_TOASTS.marked(booking.status),
      );
      void refresh();
    },
    onError: (error, { status }) =>
      toast.error(
        `${status === 'cancelled' ? BOOKING_TOASTS.cancelFailed : BOOKING_TOASTS.statusFailed}: ${error.message}`,
      ),
  });
}

export function useMarkPaid() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await api.bookings[':bookingId'].payment.$post({ param: { bookingId: id } });
      return (await readJson<BookingAnswer>(response)).booking;
    },
    onSuccess: () => {
      toast.success(BOOKING_TOASTS.paid);
      void refresh();
    },
    onError: (error) => toast.error(`${BOOKING_TOASTS.payFailed}: ${error.message}`),
  });
}

/** Sends back money owed on a booking (a second payment, or one that came too late). */
export function useRefundBooking() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await api.bookings[':bookingId'].refund.$post({ param: { bookingId: id } });
      return readJson<{ transaction: { id: string; status: string } }>(response);
    },
    onSuccess: () => {
      toast.success(BOOKING_TOASTS.refunded);
      void refresh();
    },
    onError: (error) => toast.error(error.message),
  });
}

export function useMoveBooking() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: RescheduleInput }) => {
      const response = await api.bookings[':bookingId'].$patch({
        param: { bookingId: id },
        json: input,
      });
      return (await readJson<BookingAnswer>(response)).booking;
    },
    onSuccess: () => {
      toast.success(BOOKING_TOASTS.moved);
      void refresh();
    },
  });
}

export function useCreateBooking() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: OwnerBookingInput) => {
      const response = await api.bookings.$post({ json: input });
      return (await readJson<BookingAnswer>(response)).booking;
    },
    onSuccess: () => {
      toast.success(BOOKING_TOASTS.created);
      void refresh();
    },
  });
}

/**
 * The day's slots for a service (and staff member) by the business's own calendar rules; when a
 * booking is being moved, its own place is free to it.
 */
export function useOwnerSlots(input: {
  serviceId: string;
  staffId: string;
  date: string;
  movingBookingId?: string;
}) {
  return useQuery({
    queryKey: ['owner-slots', input],
    enabled: Boolean(input.serviceId && input.date),
    queryFn: async () => {
      const response = await api.bookings.availability.$get({
        query: {
          serviceId: input.serviceId,
          date: input.date,
          ...(input.staffId ? { staffId: input.staffId } : {}),
          ...(input.movingBookingId ? { bookingId: input.movingBookingId } : {}),
        },
      });
      const { days } = await readJson<{
        days: { status: string; slots: { time: string; status: string }[] }[];
      }>(response);
      return days[0] ?? { status: 'closed', slots: [] };
    },
  });
}
