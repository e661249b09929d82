import { useEffect, useRef, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { formatPlanPrice, formatPlanPeriod } from '@shared/plans';
import { localPhone } from '@shared/phone';
import { isPaidPlanId } from '@shared/subscription-checkout';
import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions';
import { MpesaPrompt, type SentPrompt } from '../../components/mpesa-prompt';
import { PaymentMethods, type PaymentMethod } from '../../components/payment-methods';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { ApiRequestError } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { subscriptionText } from './messages/subscription-screens';
import { announce, usePromptFollow } from './use-payment-follow';
import {
  startCheckout,
  subscriptionError,
  type PaymentCheck,
  type PlanView,
} from './use-subscription';

/** A renewal while the plan still runs adds to its end; anything else starts from the payment. */
function whatHappens(plan: PlanView, isPlanRunning: boolean): string {
  if (plan.choice.kind === 'renew' && isPlanRunning) return subscriptionText('renewEarly');
  return subscriptionText('changesOnPayment');
}

/**
 * The in-page payment card for a paid plan: an M-Pesa prompt to the owner's phone (prefilled from
 * the business phone), followed here until it settles, or a card on the provider's checkout page.
 */
export function PlanCheckout({
  plan,
  isPlanRunning,
  businessPhone,
  onBack,
  onSettled,
}: {
  plan: PlanView;
  /** Whether the business's plan runs now (a renewal then adds to its end). */
  isPlanRunning: boolean;
  businessPhone: string | null;
  onBack: () => void;
  onSettled: (check: PaymentCheck) => void;
}) {
  const [phone, setPhone] = useState(() => localPhone(businessPhone ?? ''));
  const [busy, setBusy] = useState<PaymentMethod | null>(null);
  const [prompt, setPrompt] = useState<SentPrompt | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const price = formatPlanPrice(plan);
  useEffect(() => heading.current?.focus(), []);

  usePromptFollow(prompt?.reference ?? null, (check) => {
    if (check.status === 'failed') {
      setPrompt(null);
      setProblem(subscriptionText('mpesaFailed'));
      toast.error(SUBSCRIPTION_MESSAGES.failed);
      return;
    }
    announce(check);
    onSettled(check);
  });

  const pay = async (method: PaymentMethod) => {
    const planId = plan.id;
    if (!isPaidPlanId(planId)) return;
    setBusy(method);
    setProblem(null);
    setPhoneError(null);
    try {
      const payment = await startCheckout(
        method === 'mpesa' ? { planId, method, phone } : { planId, method },
      );
      if (payment.method === 'card') {
        // the busy state stays: the page is leaving for the checkout
        window.location.assign(payment.checkoutUrl);
        return;
      }
      if (payment.status === 'failed') setProblem(subscriptionText('mpesaFailed'));
      else
        setPrompt({
          reference: payment.reference,
          phone: localPhone(phone),
          displayText: payment.displayText,
          testPromptUrl: payment.testPromptUrl,
        });
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields?.phone)
        setPhoneError(error.fields.phone);
      else {
        const message = subscriptionError(error);
        setProblem(message);
        toast.error(message);
      }
    }
    setBusy(null);
  };

  return (
    <Card className="w-full max-w-2xl">
      <CardContent className="grid gap-5">
        <Button variant="ghost" onClick={onBack} className="-ml-2 justify-self-start">
          <ArrowLeft />
          {subscriptionText('back')}
        </Button>
        <div className="grid gap-1 rounded-xl bg-raised p-4">
          <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            {plan.choice.label}
          </h2>
          <p className="text-sm text-muted">{subscriptionText('planLine', { plan: plan.name })}</p>
          <p className="mt-2 text-2xl font-bold text-accent-700 dark:text-accent-300">
            {price} <span className="text-sm font-medium text-muted">{formatPlanPeriod(plan)}</span>
          </p>
          <p className="mt-2 border-t border-line pt-3 text-sm">
            {whatHappens(plan, isPlanRunning)}
          </p>
        </div>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {prompt ? (
          <MpesaPrompt prompt={prompt} amount={price} />
        ) : (
          <div className="grid gap-4">
            <PaymentMethods
              id="plan-mpesa-phone"
              phone={phone}
              onPhoneChange={setPhone}
              phoneError={phoneError}
              busy={busy}
              mpesaLabel={subscriptionText('payMpesa', { price })}
              onPay={(method) => void pay(method)}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
