import { useState, type FormEvent } from 'react';
import {
  checkCustomer,
  CUSTOMER_MESSAGES,
  type CustomerField,
  type CustomerInput,
} from '@shared/customer';
import { buttonClass } from '../../components/ui/button-styles';
import { controlClass } from '../../components/ui/control-styles';
import { cx } from '../../components/ui/cx';
import { toast } from '../../lib/toast';
import { choicesText } from './messages/booking-choices';

type Field = CustomerField;
const FIELDS: {
  name: Field;
  label: () => string;
  type: string;
  autoComplete: string;
  placeholder?: string;
  inputMode?: 'email' | 'tel';
}[] = [
  { name: 'name', label: () => choicesText('details.name'), type: 'text', autoComplete: 'name' },
  {
    name: 'email',
    label: () => choicesText('details.email'),
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
  },
  {
    name: 'phone',
    label: () => choicesText('details.phone'),
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '0712345678',
    inputMode: 'tel',
  },
];

/** Who is booking: name, e-mail and phone, all required (the same schema the server applies). */
export function DetailsStep({
  value,
  onBack,
  onContinue,
}: {
  value: CustomerInput;
  onBack: () => void;
  onContinue: (customer: CustomerInput) => void;
}) {
  const [form, setForm] = useState(value);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { value, errors: found } = checkCustomer(form);
    setErrors(found);
    const messages = Object.values(found);
    if (!messages.length) return onContinue(value);
    toast.error(
      messages.includes(CUSTOMER_MESSAGES.required)
        ? CUSTOMER_MESSAGES.required
        : (messages[0] ?? CUSTOMER_MESSAGES.required),
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <h3 className="font-semibold">{choicesText('details.heading')}</h3>
      {FIELDS.map((field) => (
        <div key={field.name} className="grid gap-1.5">
          <label htmlFor={`customer-${field.name}`} className="text-sm font-medium">
            {field.label()}
          </label>
          <input
            id={`customer-${field.name}`}
            type={field.type}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            value={form[field.name]}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={errors[field.name] ? `customer-${field.name}-error` : undefined}
            onChange={(event) => setForm({ ...form, [field.name]: event.target.value })}
            className={cx(controlClass, 'h-11')}
          />
          {errors[field.name] ? (
            <p
              id={`customer-${field.name}-error`}
              className="text-sm text-red-600 dark:text-red-400"
            >
              {errors[field.name]}
            </p>
          ) : null}
        </div>
      ))}
      <div className="grid grid-cols-2 gap-3">
        <button type="button" onClick={onBack} className={buttonClass('outline')}>
          {choicesText('back')}
        </button>
        <button type="submit" className={buttonClass('primary')}>
          {choicesText('continue')}
        </button>
      </div>
    </form>
  );
}
