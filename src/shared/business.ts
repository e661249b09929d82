import * as z from 'zod/mini';
import { BOOKING_LINK_MAX_LENGTH } from './booking-link';
import { BusinessHoursSchema } from './business-hours-schema';
import { BUSINESS_CATEGORIES, type BusinessCategory } from './categories';
import { TEXT_LIMITS } from './limits';
import { businessRulesText } from './messages/business-rules';
import { plainText } from './plain-text';
import { forms } from './messages/forms';
import { normalizePhone } from './phone';
import { CoordinatesSchema } from './settings-schemas';

export const SUBDOMAIN_MAX_LENGTH = BOOKING_LINK_MAX_LENGTH;

/**
 * The spec's subdomain rule, which now makes a new business's booking link (docs/decisions/0060):
 * lower-case; every character other than a-z and 0-9 becomes a hyphen; repeated hyphens collapse;
 * no hyphen at either end; at most 20 characters.
 */
export function subdomainFor(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, SUBDOMAIN_MAX_LENGTH)
    .replace(/-$/, '');
  // a name of only other characters (say, all Arabic script) still needs an address
  return slug || 'business';
}

/** A taken subdomain gets a short suffix, the base cut so the whole still fits 20 characters. */
export function subdomainWithSuffix(base: string, suffix: string): string {
  const room = SUBDOMAIN_MAX_LENGTH - suffix.length - 1;
  return `${base.slice(0, room).replace(/-$/, '')}-${suffix}`;
}

const WEBSITE_PATTERN = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;

/** 'example.com' means https://example.com; stored with its scheme so links work. */
export function normalizeWebsite(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A field whose length is held to a limit, by the name its refusal gives it. */
type LimitedField = 'name' | 'address' | 'city' | 'country' | 'description';

/** The business rules' refusals, read from the catalogue when they are said (docs/decisions/0071). */
export const BUSINESS_MESSAGES = {
  get nameForCreate() {
    return businessRulesText('name.forCreate');
  },
  get nameRequired() {
    return businessRulesText('name.required');
  },
  get emailRequired() {
    return businessRulesText('email.required');
  },
  get emailInvalid() {
    return businessRulesText('email.invalid');
  },
  get website() {
    return businessRulesText('website');
  },
  tooLong: (field: LimitedField, max: number) => businessRulesText(`tooLong.${field}`, { max }),
};

/** A refusal said in the language of the moment it is made. */
const say = (message: () => string) => ({ error: message });

function text(field: LimitedField, max: number, options: { multiline?: boolean } = {}) {
  return z.string().check(
    z.trim(),
    plainText(options),
    z.maxLength(
      max,
      say(() => BUSINESS_MESSAGES.tooLong(field, max)),
    ),
  );
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A business e-mail; blank is allowed only where it is optional. */
function businessEmail(isRequired: boolean) {
  return z.string().check(
    z.trim(),
    plainText(),
    z.toLowerCase(),
    z.refine((value) => !isRequired || value !== '', {
      error: () => BUSINESS_MESSAGES.emailRequired,
      abort: true,
    }),
    z.maxLength(
      TEXT_LIMITS.email,
      say(() => BUSINESS_MESSAGES.emailInvalid),
    ),
    z.refine(
      (value) => value === '' || EMAIL_PATTERN.test(value),
      say(() => BUSINESS_MESSAGES.emailInvalid),
    ),
  );
}
const phone = z.string().check(
  z.trim(),
  plainText(),
  z.refine(
    (value) => value === '' || normalizePhone(value) !== null,
    say(() => forms('phone')),
  ),
);
const website = z.string().check(
  z.trim(),
  plainText(),
  z.maxLength(
    TEXT_LIMITS.url,
    say(() => BUSINESS_MESSAGES.website),
  ),
  z.refine(
    (value) => value === '' || WEBSITE_PATTERN.test(value),
    say(() => BUSINESS_MESSAGES.website),
  ),
);

const categoriesMessage = say(() => businessRulesText('categories'));

/** The Discover categories a business files itself under; repeats are dropped, order kept. */
export const BusinessCategoriesSchema = z.pipe(
  z
    .array(z.enum(BUSINESS_CATEGORIES, categoriesMessage))
    .check(z.maxLength(BUSINESS_CATEGORIES.length, categoriesMessage)),
  z.transform((list): BusinessCategory[] => [...new Set(list)]),
);

const profileFields = {
  categories: z.optional(BusinessCategoriesSchema),
  phone,
  address: text('address', TEXT_LIMITS.address),
  city: text('city', TEXT_LIMITS.name),
  country: text('country', TEXT_LIMITS.name),
  website,
  description: text('description', TEXT_LIMITS.description, { multiline: true }),
};

/** Onboarding: only the name is needed; empty fields are stored as nothing. */
export const BusinessCreateSchema = z.object({
  name: z.string().check(
    z.trim(),
    plainText(),
    z.minLength(
      1,
      say(() => BUSINESS_MESSAGES.nameForCreate),
    ),
    z.maxLength(
      TEXT_LIMITS.name,
      say(() => BUSINESS_MESSAGES.tooLong('name', TEXT_LIMITS.name)),
    ),
  ),
  email: businessEmail(false),
  ...profileFields,
  // both may be skipped: the business is then not on Discover until a location is set
  location: z.optional(CoordinatesSchema),
  hours: z.optional(BusinessHoursSchema.shape.days),
});
export type BusinessCreateInput = z.infer<typeof BusinessCreateSchema>;

/** The Business tab: name and e-mail are required from here on. */
export const BusinessProfileSchema = z.object({
  name: z.string().check(
    z.trim(),
    plainText(),
    z.minLength(
      1,
      say(() => BUSINESS_MESSAGES.nameRequired),
    ),
    z.maxLength(
      TEXT_LIMITS.name,
      say(() => BUSINESS_MESSAGES.tooLong('name', TEXT_LIMITS.name)),
    ),
  ),
  email: businessEmail(true),
  ...profileFields,
});
export type BusinessProfileInput = z.infer<typeof BusinessProfileSchema>;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
