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
import { announce, usePromptFollow } from './use-payment-follow';
import {
  startCheckout,
  subscriptionError,
  type PaymentCheck,
  type PlanView,
} from './use-subscription';

const MPESA_FAILED = 'The M-Pesa payment did not go through. You can try again.';

function whatHappens(plan: PlanView): string {
  if (plan.choice.kind === 'renew' && plan.choice.label !== 'Reactivate Subscription')
    return 'Paying now adds 30 days to the end of your current period.';
  return 'Your plan changes as soon as the payment is confirmed, for 30 days from then.';
}

/**
 * The in-page payment card for a paid plan: an M-Pesa prompt to the owner's phone (prefilled from
 * the business phone), followed here until it settles, or a card on the provider's checkout page.
 */
export function PlanCheckout({
  plan,
  businessPhone,
  onBack,
  onSettled,
}: {
  plan: PlanView;
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
      setProblem(MPESA_FAILED);
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
      if (payment.status === 'failed') setProblem(MPESA_FAILED);
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
          Back to Plans
        </Button>
        <div className="grid gap-1 rounded-xl bg-raised p-4">
          <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            {plan.choice.label}
          </h2>
          <p className="text-sm text-muted">Miadi {plan.name} plan</p>
          <p className="mt-2 text-2xl font-bold text-accent-700 dark:text-accent-300">
            {price} <span className="text-sm font-medium text-muted">{formatPlanPeriod(plan)}</span>
          </p>
          <p className="mt-2 border-t border-line pt-3 text-sm">{whatHappens(plan)}</p>
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
              mpesaLabel={`Pay ${price} with M-Pesa`}
              onPay={(method) => void pay(method)}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
