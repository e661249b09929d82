import { formatDate } from '@shared/format/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useController,
  useForm,
  useWatch,
  type Control,
  type UseFormSetError,
} from 'react-hook-form';
import {
  emptyInvoiceForm,
  invoiceFormToInput,
  InvoiceFormSchema,
  invoiceToForm,
  type InvoiceForm as InvoiceFormValues,
} from '@shared/invoice-form';
import { formatMoney } from '@shared/money';
import { decimalToMinor, minorToDecimal } from '@shared/money-input';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SheetClose } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { ApiRequestError } from '../../lib/api-error';
import { DueDatePicker } from './due-date-picker';
import { useSaveInvoice, type Invoice, type InvoiceFormOptions } from './use-invoices';
import { invoicesText } from './messages/invoices-screens';

/** What a booking gives a new invoice: its client, its amount, and the link back to it. */
export interface BookingPrefill {
  bookingId: string;
  clientId: string | null;
  amountMinor: number;
  ticketCode: string;
  date: string;
}

const SERVER_FIELDS: Record<string, keyof InvoiceFormValues> = {
  subtotalMinor: 'subtotal',
  taxMinor: 'tax',
  clientId: 'clientId',
  dueDate: 'dueDate',
  notes: 'notes',
};

/** The API names amounts in minor units; the form shows them as 'subtotal' and 'tax'. */
function showServerErrors(error: unknown, setError: UseFormSetError<InvoiceFormValues>) {
  if (!(error instanceof ApiRequestError)) return;
  const fields = Object.entries(error.fields ?? {});
  for (const [field, message] of fields) {
    const name = SERVER_FIELDS[field];
    if (name) setError(name, { message });
  }
  if (!fields.some(([field]) => SERVER_FIELDS[field])) setError('root', { message: error.message });
}

function ClientSelect({
  control,
  options,
  ...aria
}: {
  control: Control<InvoiceFormValues>;
  options: InvoiceFormOptions['clients'];
  isDisabled?: boolean;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { field } = useController({ control, name: 'clientId' });
  const { isDisabled, ...rest } = aria;
  return (
    <Select
      options={options.map((client) => ({
        value: client.id,
        label: client.email ? `${client.name} (${client.email})` : client.name,
      }))}
      placeholder={invoicesText('form.selectClient')}
      value={field.value || undefined}
      onValueChange={field.onChange}
      disabled={isDisabled}
      // a long name and e-mail stay on one line, cut short, in the trigger
      className="[&>span:first-child]:w-0 [&>span:first-child]:flex-1 [&>span:first-child]:truncate"
      {...rest}
    />
  );
}

function DueDateField({
  control,
  today,
  ...aria
}: {
  control: Control<InvoiceFormValues>;
  today: string;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { field } = useController({ control, name: 'dueDate' });
  return <DueDatePicker value={field.value} today={today} onChange={field.onChange} {...aria} />;
}

function defaultsOf(invoice: Invoice | null, prefill: BookingPrefill | null): InvoiceFormValues {
  if (invoice) return invoiceToForm({ ...invoice, clientId: invoice.client.id });
  if (!prefill) return emptyInvoiceForm();
  return {
    ...emptyInvoiceForm(),
    clientId: prefill.clientId ?? '',
    subtotal: minorToDecimal(prefill.amountMinor),
  };
}

/**
 * The invoice form of docs/product/owner-area.md §5 Validation: client, Subtotal and Tax Amount in major units, the
 * Total recomputed as either changes (in minor units, so it never drifts), Due Date and Notes.
 */
export function InvoiceForm({
  invoice,
  prefill,
  options,
  onDone,
}: {
  invoice: Invoice | null;
  prefill: BookingPrefill | null;
  options: InvoiceFormOptions;
  onDone: () => void;
}) {
  const form = useForm<InvoiceFormValues>({
    resolver: zodResolver(InvoiceFormSchema),
    defaultValues: defaultsOf(invoice, prefill),
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const [clientId, subtotal, tax] = useWatch({ control, name: ['clientId', 'subtotal', 'tax'] });
  const save = useSaveInvoice();
  const errors = formState.errors;
  const currency = invoice?.currency ?? options.currency;
  const totalMinor = (decimalToMinor(subtotal) ?? 0) + (decimalToMinor(tax) ?? 0);
  // a paid invoice keeps its client and amounts (docs/decisions/0026-invoices.md)
  const isPaid = invoice?.status === 'paid';

  const onSubmit = handleSubmit(async (values) => {
    const input = invoiceFormToInput(values);
    try {
      await save.mutateAsync({
        id: invoice?.id ?? null,
        input: invoice ? input : { ...input, bookingId: prefill?.bookingId ?? null },
      });
    } catch (error) {
      showServerErrors(error, setError);
      return;
    }
    onDone();
  });
  const busyText = invoice ? invoicesText('form.updating') : invoicesText('form.creating');

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      {prefill && !invoice ? (
        <Alert tone="info">
          {invoicesText('form.forBooking', {
            ticket: prefill.ticketCode,
            date: formatDate(prefill.date),
          })}
        </Alert>
      ) : null}
      {isPaid ? <Alert tone="info">{invoicesText('form.paidNote')}</Alert> : null}
      <Field label={invoicesText('form.client')} error={errors.clientId?.message}>
        <ClientSelect control={control} options={options.clients} isDisabled={isPaid} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={invoicesText('form.subtotal')} error={errors.subtotal?.message}>
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00"
            readOnly={isPaid}
            {...register('subtotal')}
          />
        </Field>
        <Field label={invoicesText('form.tax')} error={errors.tax?.message}>
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00"
            readOnly={isPaid}
            {...register('tax')}
          />
        </Field>
      </div>
      <Field label={invoicesText('form.total')} hint={invoicesText('form.totalHint', { currency })}>
        <Input
          readOnly
          value={formatMoney({ amountMinor: totalMinor, currency })}
          className="bg-raised font-semibold"
        />
      </Field>
      <Field label={invoicesText('form.dueDate')} error={errors.dueDate?.message}>
        <DueDateField control={control} today={options.today} />
      </Field>
      <Field label={invoicesText('form.notes')} error={errors.notes?.message}>
        <Textarea
          rows={3}
          placeholder={invoicesText('form.notesPlaceholder')}
          {...register('notes')}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <SheetClose asChild>
          <Button variant="outline">{invoicesText('form.cancel')}</Button>
        </SheetClose>
        <Button type="submit" disabled={!clientId || save.isPending}>
          {save.isPending
            ? busyText
            : invoice
              ? invoicesText('form.update')
              : invoicesText('form.create')}
        </Button>
      </div>
    </form>
  );
}
