import * as z from 'zod/mini';
import { TEXT_LIMITS } from './limits';
import { normalizePhone } from './phone';
import { plainText } from './plain-text';
import { forms } from './messages/forms';
import { clientRules } from './messages/client-rules';

/**
 * Messages of docs/product/owner-area.md §5 Validation, §6 Roles and §8 Messages for clients, in one
 * place for the API and the screen; each is read from the catalogue when it is said, in the language
 * of that moment.
 */
export const CLIENT_MESSAGES = {
  get nameRequired() {
    return clientRules('nameRequired');
  },
  get nameTooLong() {
    return clientRules('nameTooLong', { max: TEXT_LIMITS.name });
  },
  get nameEmpty() {
    return clientRules('nameEmpty');
  },
  get emailInvalid() {
    return clientRules('emailInvalid');
  },
  get emailTooLong() {
    return clientRules('emailTooLong', { max: TEXT_LIMITS.email });
  },
  get phoneTooLong() {
    return clientRules('phoneTooLong', { max: TEXT_LIMITS.phone });
  },
  get phone() {
    return forms('phone');
  },
  get addressTooLong() {
    return clientRules('addressTooLong', { max: TEXT_LIMITS.address });
  },
  get notesTooLong() {
    return clientRules('notesTooLong', { max: TEXT_LIMITS.notes });
  },
  notText: (field: Exclude<ClientField, 'name'>) => clientRules('notText', { field }),
  get phoneTaken() {
    return clientRules('phoneTaken');
  },
  get emailTaken() {
    return clientRules('emailTaken');
  },
  get hasInvoices() {
    return clientRules('hasInvoices');
  },
  get notFound() {
    return clientRules('notFound');
  },
  get search() {
    return clientRules('search');
  },
  get page() {
    return clientRules('page');
  },
  get pageSize() {
    return clientRules('pageSize');
  },
  // section 6: the owner check; the server answers another business's client with notFound instead
  get notOwner() {
    return clientRules('notOwner');
  },
  get formNotOwner() {
    return clientRules('formNotOwner');
  },
  get otherBusiness() {
    return clientRules('otherBusiness');
  },
};

/** The toasts of docs/product/owner-area.md §8 Messages (and the delete this build adds). */
export const CLIENT_TOASTS = {
  get added() {
    return clientRules('toast.added');
  },
  get updated() {
    return clientRules('toast.updated');
  },
  saveFailed: (message: string) => clientRules('toast.saveFailed', { message }),
  get accessDenied() {
    return clientRules('toast.accessDenied');
  },
  get loadFailed() {
    return clientRules('toast.loadFailed');
  },
  get notFound() {
    return clientRules('toast.notFound');
  },
  get deleted() {
    return clientRules('toast.deleted');
  },
  deleteFailed: (message: string) => clientRules('toast.deleteFailed', { message }),
};

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
function sentText(
  field: Exclude<ClientField, 'name'>,
  max: number,
  tooLong: () => string,
  options = { multiline: false },
) {
  return z
    .string({ error: () => CLIENT_MESSAGES.notText(field) })
    .check(z.trim(), plainText(options), z.maxLength(max, { error: tooLong }));
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
    .string({ error: () => CLIENT_MESSAGES.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => CLIENT_MESSAGES.nameRequired, abort: true }),
      plainText(),
      z.maxLength(TEXT_LIMITS.name, { error: () => CLIENT_MESSAGES.nameTooLong }),
    ),
  z.pipe(
    z.transform((value: string) => cleanClientField('name', value)),
    z.string().check(z.minLength(1, { error: () => CLIENT_MESSAGES.nameEmpty })),
  ),
);

const email = z.pipe(
  optionalText(
    'email',
    sentText('email', TEXT_LIMITS.email, () => CLIENT_MESSAGES.emailTooLong),
  ),
  z.nullable(
    z.string().check(z.regex(EMAIL_PATTERN, { error: () => CLIENT_MESSAGES.emailInvalid })),
  ),
);

// stored in E.164 (+254712345678), so 0712 345 678 and +254712345678 are one client
const phone = z.pipe(
  z.optional(
    z.nullable(z.string({ error: () => CLIENT_MESSAGES.notText('phone') }).check(plainText())),
  ),
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
      sentText('address', TEXT_LIMITS.address, () => CLIENT_MESSAGES.addressTooLong),
    ),
    notes: optionalText(
      'notes',
      sentText('notes', TEXT_LIMITS.notes, () => CLIENT_MESSAGES.notesTooLong, {
        multiline: true,
      }),
    ),
  },
  { error: () => CLIENT_MESSAGES.nameRequired },
);
export type ClientInput = z.input<typeof ClientInputSchema>;
export type ClientValues = z.output<typeof ClientInputSchema>;

function wholeNumber(max: number, message: () => string) {
  const error = { error: message };
  return z.pipe(
    z.string(error).check(z.regex(/^\d{1,6}$/, error)),
    z.pipe(z.transform(Number), z.number().check(z.gte(1, error), z.lte(max, error))),
  );
}

/** The list's query: a search by name, phone or e-mail, and a page of the newest first. */
export const ClientListQuerySchema = z.object({
  q: z.optional(
    z
      .string({ error: () => CLIENT_MESSAGES.search })
      .check(
        z.trim(),
        plainText(),
        z.maxLength(CLIENT_SEARCH_MAX_LENGTH, { error: () => CLIENT_MESSAGES.search }),
      ),
  ),
  page: z.optional(wholeNumber(100_000, () => CLIENT_MESSAGES.page)),
  pageSize: z.optional(wholeNumber(100, () => CLIENT_MESSAGES.pageSize)),
});
export type ClientListQuery = z.output<typeof ClientListQuerySchema>;
