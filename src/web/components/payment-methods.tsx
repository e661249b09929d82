import type { FormEvent } from 'react';
import { CreditCard, Loader2, Smartphone } from 'lucide-react';
import { paymentText } from './messages/payment-prompt';
import { buttonClass } from './ui/button-styles';
import { controlClass } from './ui/control-styles';
import { cx } from './ui/cx';

export type PaymentMethod = 'mpesa' | 'card';

/**
 * The two ways to pay, M-Pesa first (the number it prompts, its note or error) and card after
 * 'or', as the public payment step and the subscription checkout both offer them.
 */
export function PaymentMethods({
  id,
  phone,
  onPhoneChange,
  phoneError,
  busy,
  mpesaLabel,
  onPay,
}: {
  /** Unique on the page: names the number's field and note. */
  id: string;
  phone: string;
  onPhoneChange: (phone: string) => void;
  phoneError: string | null;
  busy: PaymentMethod | null;
  mpesaLabel: string;
  onPay: (method: PaymentMethod) => void;
}) {
  const sendPrompt = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onPay('mpesa');
  };
  const noteId = `${id}-note`;
  return (
    <>
      <form onSubmit={sendPrompt} noValidate className="grid gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            {paymentText('methods.number')}
          </label>
          <input
            id={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0712345678"
            value={phone}
            onChange={(event) => onPhoneChange(event.target.value)}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={noteId}
            className={cx(controlClass, 'h-11')}
          />
          <p
            id={noteId}
            role={phoneError ? 'alert' : undefined}
            className={cx('text-sm', phoneError ? 'text-red-600 dark:text-red-400' : 'text-muted')}
          >
            {phoneError ?? paymentText('methods.note')}
          </p>
        </div>
        <button type="submit" disabled={busy !== null} className={buttonClass('accent', 'lg')}>
          {busy === 'mpesa' ? <Loader2 className="animate-spin" /> : <Smartphone />}
          {mpesaLabel}
        </button>
      </form>
      <p className="flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-line" />
        {paymentText('methods.or')}
        <span className="h-px flex-1 bg-line" />
      </p>
      <button
        type="button"
        onClick={() => onPay('card')}
        disabled={busy !== null}
        className={buttonClass('outline', 'lg')}
      >
        {busy === 'card' ? <Loader2 className="animate-spin" /> : <CreditCard />}
        {paymentText('methods.card')}
      </button>
    </>
  );
}
