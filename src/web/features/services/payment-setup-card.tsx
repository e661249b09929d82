import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard, Landmark, Smartphone } from 'lucide-react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { PAYOUT_MESSAGES, PayoutSetupSchema, type PayoutSetupInput } from '@shared/payouts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { SetupBadge } from '../payouts/payout-status';
import { VerificationResult } from '../payouts/verification-result';
import {
  payoutFormValues,
  usePayouts,
  useSavePayouts,
  type PayoutsView,
} from '../payouts/use-payouts';
import { servicesText as t } from './messages/services-screens';

type TabId = 'paystack' | 'mpesa' | 'bank';

// three tabs fit a phone only if a long label may wrap; each stays a 44 px target
const TAB_CLASS = 'h-11! px-2! leading-tight whitespace-normal! sm:px-3!';

/** The tab holding the first field with a problem, so the owner sees it. */
function tabOf(errors: FieldErrors<PayoutSetupInput>): TabId | null {
  if (errors.mpesaNumber) return 'mpesa';
  if (errors.bankName || errors.bankAccountNumber || errors.accountHolderName) return 'bank';
  return null;
}

function PaystackPanel({ view }: { view: PayoutsView }) {
  if (view.payouts.hasPaystackSubaccount)
    return (
      <Alert tone="success" title={t('pay.splitActive')}>
        {t('pay.splitActiveBody')}
      </Alert>
    );
  if (view.paystack.enabled)
    return (
      <Alert tone="info" title={t('pay.noSubaccount')}>
        {t('pay.noSubaccountSaving')}
      </Alert>
    );
  return (
    <Alert tone="info" title={t('pay.noSubaccount')}>
      {t('pay.noSubaccountVerified')}
    </Alert>
  );
}

function PayoutForm({ view }: { view: PayoutsView }) {
  const [tab, setTab] = useState<TabId>('paystack');
  const form = useForm<PayoutSetupInput>({
    resolver: zodResolver(PayoutSetupSchema),
    values: payoutFormValues(view),
  });
  const { register, handleSubmit, setError, formState } = form;
  const save = useSavePayouts({
    success: PAYOUT_MESSAGES.saved,
    failure: PAYOUT_MESSAGES.saveFailed,
  });
  const onSubmit = handleSubmit(
    (input) =>
      save.mutate(input, {
        onError: (error) => {
          if (applyServerFieldErrors(error, setError)) setTab(tabOf(form.formState.errors) ?? tab);
        },
      }),
    (errors) => setTab(tabOf(errors) ?? tab),
  );
  const errors = formState.errors;
  const saveButton = (
    <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
      {save.isPending ? t('pay.saving') : t('pay.save')}
    </Button>
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Tabs value={tab} onValueChange={(value) => setTab(value as TabId)}>
        <TabsList className="w-full">
          <TabsTrigger className={TAB_CLASS} value="paystack">
            <CreditCard className="mr-1.5 hidden size-4 sm:block" aria-hidden />
            {t('pay.tabPaystack')}
          </TabsTrigger>
          <TabsTrigger className={TAB_CLASS} value="mpesa">
            <Smartphone className="mr-1.5 hidden size-4 sm:block" aria-hidden />
            {t('pay.tabMpesa')}
          </TabsTrigger>
          <TabsTrigger className={TAB_CLASS} value="bank">
            <Landmark className="mr-1.5 hidden size-4 sm:block" aria-hidden />
            {t('pay.tabBank')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="paystack">
          <PaystackPanel view={view} />
        </TabsContent>
        <TabsContent value="mpesa" className="grid gap-4">
          <Field
            label={t('pay.mpesaNumber')}
            error={errors.mpesaNumber?.message}
            hint={t('pay.mpesaHint')}
          >
            <Input
              type="tel"
              inputMode="tel"
              placeholder="254712345678"
              {...register('mpesaNumber')}
            />
          </Field>
          <div>{saveButton}</div>
        </TabsContent>
        <TabsContent value="bank" className="grid gap-4 sm:grid-cols-2">
          <Field label={t('pay.bankName')} error={errors.bankName?.message}>
            <Input placeholder={t('pay.bankPlaceholder')} {...register('bankName')} />
          </Field>
          <Field label={t('pay.accountNumber')} error={errors.bankAccountNumber?.message}>
            <Input inputMode="numeric" autoComplete="off" {...register('bankAccountNumber')} />
          </Field>
          <div className="sm:col-span-2">
            <Field label={t('pay.accountHolder')} error={errors.accountHolderName?.message}>
              <Input autoComplete="name" {...register('accountHolderName')} />
            </Field>
          </div>
          <div className="sm:col-span-2">{saveButton}</div>
        </TabsContent>
      </Tabs>
      {save.data ? <VerificationResult saved={save.data} className="mt-4" /> : null}
    </form>
  );
}

/** Where the business's 95% of client payments goes: Paystack split, M-Pesa or a bank account. */
export function PaymentSetupCard() {
  const payouts = usePayouts();
  const view = payouts.data;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('pay.title')}</CardTitle>
          {view ? <SetupBadge view={view} /> : <Skeleton className="h-6 w-28 rounded-full" />}
        </div>
        <CardDescription>
          {t('pay.description')}
          {view?.payouts.isSetupComplete && !view.payouts.isVerified ? ` ${t('pay.checked')}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {view ? (
          <PayoutForm view={view} />
        ) : payouts.isError ? (
          <p className="text-sm text-muted">{t('pay.loadFailed')}</p>
        ) : (
          <div className="grid gap-3">
            <Skeleton className="h-11" />
            <Skeleton className="h-20" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
