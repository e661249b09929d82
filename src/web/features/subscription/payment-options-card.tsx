import { CreditCard, LockKeyhole, Smartphone } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';
import { subscriptionText } from './messages/subscription-screens';

const OPTIONS = [
  { icon: Smartphone, title: 'mpesa.title', text: 'mpesa.text' },
  { icon: CreditCard, title: 'card.title', text: 'card.text' },
] as const;

/** How plans are paid for: M-Pesa and card through Paystack, in Kenyan shillings. */
export function PaymentOptionsCard({ isTestMode }: { isTestMode: boolean }) {
  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="flex items-start gap-3">
          <LockKeyhole
            className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
            aria-hidden
          />
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold tracking-tight">
              {subscriptionText('secure.title')}
            </h2>
            <p className="text-sm text-muted">{subscriptionText('secure.text')}</p>
          </div>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {OPTIONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-xl bg-raised p-3.5">
              <Icon
                className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
                aria-hidden
              />
              <div className="grid gap-0.5 text-sm">
                <span className="font-semibold">{subscriptionText(title)}</span>
                <span className="text-muted">{subscriptionText(text)}</span>
              </div>
            </li>
          ))}
        </ul>
        {isTestMode ? (
          <p className="rounded-xl border border-dashed border-line px-3.5 py-2.5 text-xs text-muted">
            {subscriptionText('testMode')}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
