import { zodResolver } from '@hookform/resolvers/zod';
import { Landmark, ShieldCheck, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { PayoutSetupSchema, type PayoutSetupInput } from '@shared/payouts';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { PAYOUT_TOASTS, payoutFormValues, useSavePayouts, type PayoutsView } from './use-payouts';
import { VerificationResult } from './verification-result';
import { payoutsText } from './messages/payouts-screens';

function Group({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 flex items-center gap-2 text-sm font-semibold [&_svg]:size-4 [&_svg]:text-brand-600">
        {icon}
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

export function PayoutForm({ view }: { view: PayoutsView }) {
  const form = useForm<PayoutSetupInput>({
    resolver: zodResolver(PayoutSetupSchema),
    values: payoutFormValues(view),
  });
  const { register, handleSubmit, setError, formState } = form;
  const save = useSavePayouts({ success: PAYOUT_TOASTS.saved, failure: PAYOUT_TOASTS.saveFailed });
  const onSubmit = handleSubmit((input) =>
    save.mutate(input, { onError: (error) => applyServerFieldErrors(error, setError) }),
  );
  const errors = formState.errors;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
      <Group icon={<Smartphone aria-hidden />} title={payoutsText('form.mobileMoney')}>
        <Field label={payoutsText('form.mpesa')} error={errors.mpesaNumber?.message}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="254712345678"
            {...register('mpesaNumber')}
          />
        </Field>
        <Field label={payoutsText('form.airtel')} error={errors.airtelNumber?.message}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="254733123456"
            {...register('airtelNumber')}
          />
        </Field>
      </Group>
      <Group icon={<Landmark aria-hidden />} title={payoutsText('form.bank')}>
        <Field label={payoutsText('form.bankName')} error={errors.bankName?.message}>
          <Input placeholder={payoutsText('form.bankNamePlaceholder')} {...register('bankName')} />
        </Field>
        <Field label={payoutsText('form.accountNumber')} error={errors.bankAccountNumber?.message}>
          <Input inputMode="numeric" autoComplete="off" {...register('bankAccountNumber')} />
        </Field>
        <div className="sm:col-span-2">
          <Field label={payoutsText('form.holder')} error={errors.accountHolderName?.message}>
            <Input autoComplete="name" {...register('accountHolderName')} />
          </Field>
        </div>
      </Group>
      {save.data ? <VerificationResult saved={save.data} /> : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm text-muted">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          {payoutsText('form.resets')}
        </p>
        <Button type="submit" disabled={save.isPending} className="w-full shrink-0 sm:w-auto">
          {save.isPending ? payoutsText('form.saving') : payoutsText('form.save')}
        </Button>
      </div>
    </form>
  );
}
