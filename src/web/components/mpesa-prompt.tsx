import { formatPhone } from '@shared/phone';
import { useEffect, useRef } from 'react';
import { Loader2, Smartphone } from 'lucide-react';
import { paymentText } from './messages/payment-prompt';
import { buttonClass } from './ui/button-styles';

export interface SentPrompt {
  reference: string;
  phone: string;
  displayText: string | null;
  testPromptUrl: string | null;
}

/** While the client approves the M-Pesa request on their phone (or on the test prompt page). */
export function MpesaPrompt({ prompt, amount }: { prompt: SentPrompt; amount: string }) {
  const box = useRef<HTMLDivElement>(null);
  // the button that sent the prompt is gone: keep keyboard and screen-reader users here
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      className="grid gap-4 rounded-xl border border-brand-200 bg-brand-50 p-4 outline-none dark:border-brand-800 dark:bg-brand-950/40"
    >
      <div className="flex items-start gap-3">
        <Smartphone
          className="mt-0.5 size-6 shrink-0 text-brand-700 dark:text-brand-300"
          aria-hidden
        />
        <div className="grid gap-1 text-sm">
          <h4 className="text-base font-semibold">{paymentText('prompt.heading')}</h4>
          <p>{paymentText('prompt.sent', { amount, phone: formatPhone(prompt.phone) })}</p>
          <p>{prompt.displayText ?? paymentText('prompt.enterPin')}</p>
        </div>
      </div>
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Loader2 className="size-4 animate-spin" aria-hidden /> {paymentText('prompt.waiting')}
      </p>
      {prompt.testPromptUrl ? (
        <div className="grid gap-2 border-t border-brand-200 pt-4 dark:border-brand-800">
          <p className="text-xs text-muted">{paymentText('prompt.testMode')}</p>
          <a href={prompt.testPromptUrl} className={buttonClass('outline', 'block')}>
            {paymentText('prompt.openTest')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
