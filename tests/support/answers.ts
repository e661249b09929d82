import type { SlotStatus } from '../../src/shared/availability';
import type { BookingStatus, PaymentStatus } from '../../src/shared/bookings';

/**
 * A response's JSON body as the answer type the test expects. The server's answers are not typed
 * end to end for tests, so the type is a claim the test's own expectations then check.
 */
export async function readJson<T>(response: { json(): Promise<unknown> }): Promise<T> {
  return (await response.json()) as T;
}

/** What the public booking and owner booking routes answer for one booking. */
export interface BookingAnswer {
  booking: {
    id: string;
    status: BookingStatus;
    paymentStatus: PaymentStatus;
    holdExpiresAt: string | null;
  };
}

/** A payment started for a booking: the reference the payer pays against, and where. */
export interface PaymentAnswer {
  payment: {
    method: string;
    reference: string;
    status?: string;
    checkoutUrl?: string;
    testPromptUrl?: string;
  };
}

export interface BusinessAnswer {
  business: { id: string };
}

export interface ServiceAnswer {
  service: { id: string };
}

/** The public availability of a service, a day at a time. */
export interface AvailabilityAnswer {
  days: { date: string; slots: { time: string; status: SlotStatus }[] }[];
}

/** Any refusal: the one error shape every route answers with (src/server/http/errors.ts). */
export interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
}
