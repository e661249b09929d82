import { ApiRequestError } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { bookingApi, type PaymentCheck } from './booking-api';
import { paymentText } from './messages/booking-payment';

const POLLS = 5;

/**
 * Tells the client their payment went through (or came twice, or after the booking was cancelled,
 * and will be refunded), after a return from the checkout and after an M-Pesa prompt alike.
 */
export function announcePayment(check: PaymentCheck): void {
  if (check.status === 'paid') toast.success(paymentText('check.paid'));
  else if (check.refundReason === 'already_paid') toast.info(paymentText('check.alreadyPaid'));
  else if (check.refundReason === 'cancelled') toast.info(paymentText('check.cancelledRefund'));
  else if (check.status === 'cancelled') toast.info(paymentText('check.cancelled'));
}

/**
 * Asks the server, which verifies with the provider, how the payment `reference` went, asking again
 * briefly while it is still pending, and tells the client. `onResult` hears the final answer,
 * 'unknown' for a reference the server does not know, or 'unreachable' when no ask got an answer
 * (the connection dropped); nothing once `isCurrent()` turns false.
 */
export async function followReturnedPayment(
  reference: string,
  isCurrent: () => boolean,
  onResult: (result: PaymentCheck | 'unknown' | 'unreachable') => void,
): Promise<void> {
  for (let poll = 0; poll < POLLS && isCurrent(); poll++) {
    try {
      const check = await bookingApi.checkPayment(reference);
      if (check.status !== 'pending' || poll === POLLS - 1) {
        if (!isCurrent()) return;
        onResult(check);
        if (check.status === 'failed') toast.error(paymentText('check.failed'));
        else announcePayment(check);
        return;
      }
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) {
        if (isCurrent()) onResult('unknown');
        return;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  if (isCurrent()) onResult('unreachable');
}
