import { TEXT_LIMITS } from './limits';
import { forms } from './messages/forms';
import { textError } from './text';
import { normalizePhone } from './phone';

/**
 * The rules for who is booking: name, e-mail and phone, all required (docs/product/public-site.md
 * §5 Validation). Plain functions, so the booking page checks them without a schema library; the
 * server's schema (booking-request.ts) applies the very same functions.
 */
export const CUSTOMER_MESSAGES = {
  get required() {
    return forms('required');
  },
  get email() {
    return forms('email');
  },
  get phone() {
    return forms('phone');
  },
  tooLong: (max: number) => forms('tooLong', { max }),
};

export interface CustomerInput {
  name: string;
  email: string;
  phone: string;
}

export type CustomerField = keyof CustomerInput;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LIMITS: Record<CustomerField, number> = {
  name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
};

/** The problem with one field's (cleaned) value, or null. */
export function customerFieldError(field: CustomerField, value: string): string | null {
  if (!value) return CUSTOMER_MESSAGES.required;
  const textIssue = textError(value);
  if (textIssue) return textIssue;
  if (value.length > LIMITS[field]) return CUSTOMER_MESSAGES.tooLong(LIMITS[field]);
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return CUSTOMER_MESSAGES.email;
  if (field === 'phone' && normalizePhone(value) === null) return CUSTOMER_MESSAGES.phone;
  return null;
}

/** Trimmed, with the e-mail in lower case: how the details are checked and stored. */
export function cleanCustomer(input: CustomerInput): CustomerInput {
  return {
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    phone: input.phone.trim(),
  };
}

export function checkCustomer(input: CustomerInput): {
  value: CustomerInput;
  errors: Partial<Record<CustomerField, string>>;
} {
  const value = cleanCustomer(input);
  const errors: Partial<Record<CustomerField, string>> = {};
  for (const field of ['name', 'email', 'phone'] as const) {
    const error = customerFieldError(field, value[field]);
    if (error) errors[field] = error;
  }
  return { value, errors };
}
