import { Banknote, TrendingUp } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';

const COPY = {
  payouts: {
    icon: Banknote,
    title: 'Payouts',
    text: 'Where your 95% of every client payment goes: M-Pesa, Airtel Money or a bank account, verified before the first payout. Payouts are processed within 24 hours.',
  },
  earnings: {
    icon: TrendingUp,
    title: 'Earnings',
    text: 'Every client payment with the platform fee and your share, and your recent transactions.',
  },
} as const;

/** Payouts and earnings arrive with client payments; until then the tab says what it will hold. */
export function PaymentsComingTab({ kind }: { kind: keyof typeof COPY }) {
  const { icon: Icon, title, text } = COPY[kind];
  return (
    <Card>
      <CardContent className="grid gap-3 sm:grid-cols-[auto_1fr]">
        <div className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300">
          <Icon className="size-6" />
        </div>
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">{title}</h2>
            <Badge tone="accent">Opens with online payments</Badge>
          </div>
          <p className="text-muted">{text}</p>
        </div>
      </CardContent>
    </Card>
  );
}
