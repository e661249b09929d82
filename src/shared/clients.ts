import * as z from 'zod/mini';
import { TEXT_LIMITS } from './limits';
import { normalizePhone, PHONE_MESSAGE } from './phone';
import { plainText } from './plain-text';

/** Messages of docs/product/owner-area.md §5 Validation, §6 Roles and §8 Messages for clients, in one place for the API and the screen. */
export const CLIENT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be less than ${TEXT_LIMITS.name} characters`,
  nameEmpty: 'Name cannot be empty after validation',
  emailInvalid: 'Invalid email format',
  emailTooLong: `Email must be less than ${TEXT_LIMITS.email} characters`,
  phoneTooLong: `Phone number must be less than ${TEXT_LIMITS.phone} characters`,
  phone: PHONE_MESSAGE,
  addressTooLong: `Address must be less than ${TEXT_LIMITS.address} characters`,
  notesTooLong: `Notes must be less than ${TEXT_LIMITS.notes} characters`,
  notText: (field: string) => `${field} must be text`,
  phoneTaken: 'A client with this phone number already exists.',
  emailTaken: 'A client with this email already exists.',
  hasInvoices:
    'This client has invoices, so they cannot be deleted. Their invoices must stay with them.',
  notFound: 'Client not found.',
  search: 'Search must be at most 100 characters',
  page: 'Page must be a whole number from 1 to 100000',
  pageSize: 'Page size must be a whole number from 1 to 100',
  // section 6: the owner check; the server answers another business's client with notFound instead
  notOwner: 'Access denied: You do not own this business',
  formNotOwner: 'Access denied. You do not have permission to manage this business.',
  otherBusiness: 'Access denied: Cannot update client from another business',
} as const;

/** The toasts of docs/product/owner-area.md §8 Messages (and the delete this build adds). */
export const CLIENT_TOASTS = {
  added: 'Client added successfully',
  updated: 'Client updated successfully',
  saveFailed: (message: string) => `Failed to save client: ${message}`,
  accessDenied: 'Access denied: You can only manage clients for your own business',
  loadFailed: 'Failed to load clients',
  notFound: 'Client not found',
  deleted: 'Client deleted successfully',
  deleteFailed: (message: string) => `Failed to delete client: ${message}`,
} as const;

export const CLIENTS_PAGE_SIZE = 24;
export const CLIENT_SEARCH_MAX_LENGTH = 100;

/**
 * A no-show: a booking whose time has ended while it is still pending or confirmed, never marked
 * completed nor cancelled. There is no no-show status; this is what the owner's silence means.
 */
export const NO_SHOW_STATUSES = ['pending', 'confirmed'] as const;

export type ClientField = 'name' | 'email' | 'phone' | 'address' | 'notes';

// 'script' as a word of its own: 'Prescription' and 'Scripture' keep their letters
const SCRIPT_WORD = /(^|[^a-z])script(?![a-z])/gi;
// while typing, a word at the very end may still grow into 'Scripture', so it waits for what follows
const SCRIPT_WORD_TYPING = /(^|[^a-z])script(?=[^a-z])/gi;
const SCRIPT_PROTOCOL = /(^|[^a-z])(?:javascript|vbscript|data)\s*:/gi;
const INLINE_HANDLER = /(^|[^a-z])on[a-z]+\s*=/gi;
const ANGLE_BRACKETS = /[<>]/g;

/**
 * Strips what reads as markup or script: angle brackets, the word 'script', script-protocol text and
 * inline event-handler text. Again until nothing changes, since one removal can join the pieces of
 * another ('<scr<script>ipt>'); each round removes something, so the rounds are bounded by the length.
 */
function stripScripting(value: string, isTyping: boolean): string {
  const scriptWord = isTyping ? SCRIPT_WORD_TYPING : SCRIPT_WORD;
  let previous: string;
  let current = value;
  do {
    previous = current;
    current = current
      .replace(SCRIPT_PROTOCOL, '$1')
      .replace(INLINE_HANDLER, '$1')
      .replace(scriptWord, '$1')
      .replace(ANGLE_BRACKETS, '');
  } while (current !== previous);
  return current;
}

/** Digits, and a plus only at the start: what a phone number is made of. */
function phoneCharacters(value: string): string {
  const trimmed = value.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/**
 * The client form's cleaning (docs/product/owner-area.md §5 Validation), run by the form on each keystroke
 * (`isTyping`) and on leaving a field, and by the API schema on what it receives. Trimming waits for
 * the field to be left, or a space between two names could never be typed.
 */
export function cleanClientField(
  field: ClientField,
  value: string,
  { isTyping = false }: { isTyping?: boolean } = {},
): string {
  if (field === 'phone') return phoneCharacters(value);
  const stripped = stripScripting(value, isTyping);
  const cleaned = isTyping ? stripped : stripped.trim();
  // stored lower-case: people type e-mails in any case
  return field === 'email' ? cleaned.toLowerCase() : cleaned;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Text as it was sent, trimmed and within its limit: cleaning only ever shortens it after. */
function sentText(field: string, max: number, tooLong: string, options = { multiline: false }) {
  return z
    .string({ error: CLIENT_MESSAGES.notText(field) })
    .check(z.trim(), plainText(options), z.maxLength(max, tooLong));
}

/** An optional field: missing, null or blank (before or after cleaning) is stored as nothing. */
function optionalText(field: ClientField, sent: z.ZodMiniString) {
  return z.pipe(
    z.optional(z.nullable(sent)),
    z.transform((value) => (value ? cleanClientField(field, value) : '') || null),
  );
}

const name = z.pipe(
  z
    .string({ error: CLIENT_MESSAGES.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, { message: CLIENT_MESSAGES.nameRequired, abort: true }),
      plainText(),
      z.maxLength(TEXT_LIMITS.name, CLIENT_MESSAGES.nameTooLong),
    ),
  z.pipe(
    z.transform((value: string) => cleanClientField('name', value)),
    z.string().check(z.minLength(1, CLIENT_MESSAGES.nameEmpty)),
  ),
);

const email = z.pipe(
  optionalText('email', sentText('Email', TEXT_LIMITS.email, CLIENT_MESSAGES.emailTooLong)),
  z.nullable(z.string().check(z.regex(EMAIL_PATTERN, CLIENT_MESSAGES.emailInvalid))),
);

// stored in E.164 (+254712345678), so 0712 345 678 and +254712345678 are one client
const phone = z.pipe(
  z.optional(z.nullable(z.string({ error: CLIENT_MESSAGES.notText('Phone') }).check(plainText()))),
  z.transform((value, ctx) => {
    if (!value?.trim()) return null;
    const characters = phoneCharacters(value);
    const problem =
      characters.length > TEXT_LIMITS.phone ? CLIENT_MESSAGES.phoneTooLong : CLIENT_MESSAGES.phone;
    const normalized = characters.length > TEXT_LIMITS.phone ? null : normalizePhone(characters);
    if (normalized) return normalized;
    ctx.issues.push({ code: 'custom', message: problem, input: value });
    return z.NEVER;
  }),
);

/**
 * A client as the form and the API take it: only the name is required; the e-mail is optional and
 * never invented (docs/product/settled-rules.md §8 Owner area). Every field is cleaned as the form cleans it; blanks become null.
 */
export const ClientInputSchema = z.object(
  {
    name,
    email,
    phone,
    address: optionalText(
      'address',
      sentText('Address', TEXT_LIMITS.address, CLIENT_MESSAGES.addressTooLong),
    ),
    notes: optionalText(
      'notes',
      sentText('Notes', TEXT_LIMITS.notes, CLIENT_MESSAGES.notesTooLong, { multiline: true }),
    ),
  },
  { error: CLIENT_MESSAGES.nameRequired },
);
export type ClientInput = z.input<typeof ClientInputSchema>;
export type ClientValues = z.output<typeof ClientInputSchema>;

function wholeNumber(max: number, message: string) {
  return z.pipe(
    z.string({ error: message }).check(z.regex(/^\d{1,6}$/, message)),
    z.pipe(z.transform(Number), z.number().check(z.gte(1, message), z.lte(max, message))),
  );
}

/** The list's query: a search by name, phone or e-mail, and a page of the newest first. */
export const ClientListQuerySchema = z.object({
  q: z.optional(
    z
      .string({ error: CLIENT_MESSAGES.search })
      .check(z.trim(), plainText(), z.maxLength(CLIENT_SEARCH_MAX_LENGTH, CLIENT_MESSAGES.search)),
  ),
  page: z.optional(wholeNumber(100_000, CLIENT_MESSAGES.page)),
  pageSize: z.optional(wholeNumber(100, CLIENT_MESSAGES.pageSize)),
});
export type ClientListQuery = z.output<typeof ClientListQuerySchema>;
