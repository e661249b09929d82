import * as z from 'zod/mini';
import { TEXT_LIMITS } from './limits';
import { staffRulesText } from './messages/staff-rules';
import { normalizePhone, PHONE_MESSAGE } from './phone';
import { plainText } from './plain-text';
import { isUuid } from './uuid';

export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Record<Gender, string> = {
  get male() {
    return staffRulesText('gender.male');
  },
  get female() {
    return staffRulesText('gender.female');
  },
  get other() {
    return staffRulesText('gender.other');
  },
  get 'prefer-not-to-say'() {
    return staffRulesText('gender.prefer-not-to-say');
  },
};

export const ATTENDANCE_STATUSES = ['signed_in', 'signed_out', 'break', 'late'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const STAFF_LIMITS = {
  name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  shift: TEXT_LIMITS.name,
  /** Weekly hours: a week has 168. */
  workload: 168,
  specialty: 50,
  specialties: 20,
  services: 200,
} as const;

/** Messages of docs/product/owner-area.md §5 Validation and §8 Messages for staff, in one place for the API and the screen. */
export const STAFF_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be less than ${STAFF_LIMITS.name} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  emailTooLong: `Email must be at most ${STAFF_LIMITS.email} characters`,
  phone: PHONE_MESSAGE,
  gender: 'Please choose male, female, other or prefer not to say',
  shiftTooLong: `Shift must be at most ${STAFF_LIMITS.shift} characters`,
  workload: `Workload must be between 0 and ${STAFF_LIMITS.workload} hours`,
  specialtyText: 'Specialties must be a list of words or short phrases',
  specialtyTooLong: `Each specialty must be at most ${STAFF_LIMITS.specialty} characters`,
  tooManySpecialties: `A staff member can have at most ${STAFF_LIMITS.specialties} specialties`,
  serviceIds: 'Please choose services from your own list',
  tooManyServices: `A staff member can perform at most ${STAFF_LIMITS.services} services; leave them all unticked for every service`,
  isActive: 'isActive must be true or false',
  /** The form's submit-time message. */
  required: 'Name and email are required',
  notFound: 'Staff member not found.',
  /** A public booking naming someone who does not perform the chosen service. */
  notOffered: 'This staff member does not offer this service.',
  noBusiness: 'No business found for your account. Please set up your business first.',
  // toasts
  added: 'Staff member added successfully',
  updated: 'Staff member updated successfully',
  saveFailed: 'Failed to save staff member',
  deleted: 'Staff member deleted successfully',
  deactivatedInstead: 'Staff member has bookings, so they were deactivated instead of deleted',
  deleteFailed: 'Failed to delete staff member',
  loadFailed: 'Failed to load staff',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function optionalText(max: number, message: string) {
  return z.string().check(z.trim(), plainText(), z.maxLength(max, message));
}

const name = z
  .string({ error: STAFF_MESSAGES.nameRequired })
  .check(
    z.trim(),
    plainText(),
    z.minLength(1, STAFF_MESSAGES.nameRequired),
    z.maxLength(STAFF_LIMITS.name, STAFF_MESSAGES.nameTooLong),
  );

// stored lower-case: people type e-mails in any case
const email = z.string({ error: STAFF_MESSAGES.emailRequired }).check(
  z.trim(),
  plainText(),
  z.toLowerCase(),
  z.minLength(1, { message: STAFF_MESSAGES.emailRequired, abort: true }),
  z.maxLength(STAFF_LIMITS.email, { message: STAFF_MESSAGES.emailTooLong, abort: true }),
  z.refine((value) => EMAIL_PATTERN.test(value), STAFF_MESSAGES.emailInvalid),
);

const phone = z.string().check(
  z.trim(),
  plainText(),
  z.refine((value) => value === '' || normalizePhone(value) !== null, STAFF_MESSAGES.phone),
);

const shift = optionalText(STAFF_LIMITS.shift, STAFF_MESSAGES.shiftTooLong);
const gender = z.enum(GENDERS, { error: STAFF_MESSAGES.gender });
const specialty = z
  .string({ error: STAFF_MESSAGES.specialtyText })
  .check(
    z.trim(),
    plainText(),
    z.maxLength(STAFF_LIMITS.specialty, STAFF_MESSAGES.specialtyTooLong),
  );
const specialties = z
  .array(specialty, { error: STAFF_MESSAGES.specialtyText })
  .check(z.maxLength(STAFF_LIMITS.specialties, STAFF_MESSAGES.tooManySpecialties));
const serviceId = z
  .string({ error: STAFF_MESSAGES.serviceIds })
  .check(z.refine(isUuid, STAFF_MESSAGES.serviceIds));
const serviceIds = z
  .array(serviceId, { error: STAFF_MESSAGES.serviceIds })
  .check(z.maxLength(STAFF_LIMITS.services, STAFF_MESSAGES.tooManyServices));

/** The list with the value added, trimmed; the same list when it is blank or already there in any case. */
export function withSpecialty(list: readonly string[], value: string): string[] {
  const trimmed = value.trim();
  const isKnown = list.some((item) => item.toLowerCase() === trimmed.toLowerCase());
  return !trimmed || isKnown ? [...list] : [...list, trimmed];
}

/** Why the value cannot be added to the list, or null (blank and duplicate values are just ignored). */
export function specialtyProblem(list: readonly string[], value: string): string | null {
  if (value.trim().length > STAFF_LIMITS.specialty) return STAFF_MESSAGES.specialtyTooLong;
  const isNew = withSpecialty(list, value).length > list.length;
  if (isNew && list.length >= STAFF_LIMITS.specialties) return STAFF_MESSAGES.tooManySpecialties;
  return null;
}

/**
 * A staff member as the API takes it. Blank optional fields are stored as nothing, the phone in
 * E.164, specialties without blanks or repeats; no services listed means every service.
 */
export const StaffInputSchema = z.pipe(
  z.object(
    {
      name,
      email,
      phone: z.optional(z.nullable(phone)),
      gender: z.optional(z.nullable(gender)),
      shift: z.optional(z.nullable(shift)),
      workload: z.optional(
        z.nullable(
          z
            .number({ error: STAFF_MESSAGES.workload })
            .check(
              z.int(STAFF_MESSAGES.workload),
              z.gte(0, STAFF_MESSAGES.workload),
              z.lte(STAFF_LIMITS.workload, STAFF_MESSAGES.workload),
            ),
        ),
      ),
      specialties: z._default(specialties, []),
      isActive: z._default(z.boolean({ error: STAFF_MESSAGES.isActive }), true),
      serviceIds: z._default(serviceIds, []),
    },
    { error: STAFF_MESSAGES.required },
  ),
  z.transform((input) => ({
    name: input.name,
    email: input.email,
    phone: input.phone ? normalizePhone(input.phone) : null,
    gender: input.gender ?? null,
    shift: input.shift || null,
    workload: input.workload ?? null,
    specialties: input.specialties.reduce(withSpecialty, []),
    isActive: input.isActive,
    serviceIds: [...new Set(input.serviceIds.map((id) => id.toLowerCase()))],
  })),
);
export type StaffInput = z.input<typeof StaffInputSchema>;
export type StaffValues = z.output<typeof StaffInputSchema>;

/** The Staff form: what the owner types, as text, with the same rules and messages as the API. */
export const StaffFormSchema = z.object({
  name,
  email,
  phone,
  gender: z.union([z.literal(''), gender]),
  shift,
  workload: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || workloadOf(value) !== null, STAFF_MESSAGES.workload),
  ),
  specialties,
  isActive: z.boolean(),
  serviceIds: z.array(z.string()),
});
export type StaffForm = z.infer<typeof StaffFormSchema>;

/** '40' -> 40; null for anything that is not a whole number of hours in a week. */
function workloadOf(value: string): number | null {
  if (!/^\d{1,3}$/.test(value.trim())) return null;
  const hours = Number(value);
  return hours <= STAFF_LIMITS.workload ? hours : null;
}

export function emptyStaffForm(): StaffForm {
  return {
    name: '',
    email: '',
    phone: '',
    gender: '',
    shift: '',
    workload: '',
    specialties: [],
    isActive: true,
    serviceIds: [],
  };
}

/** A checked form as the API body, every field present (the shape the typed client asks for). */
export function staffFormToInput(form: StaffForm): StaffValues {
  return {
    name: form.name,
    email: form.email,
    phone: form.phone || null,
    gender: form.gender || null,
    shift: form.shift || null,
    workload: form.workload.trim() === '' ? null : workloadOf(form.workload),
    specialties: form.specialties,
    isActive: form.isActive,
    serviceIds: form.serviceIds,
  };
}
