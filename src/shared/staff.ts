import * as z from 'zod/mini';
import { TEXT_LIMITS } from './limits';
import { staffRulesText } from './messages/staff-rules';
import { forms } from './messages/forms';
import { normalizePhone } from './phone';
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

/**
 * Messages of docs/product/owner-area.md §5 Validation and §8 Messages for staff, in one place for
 * the API and the screen, each read from the catalogue when it is said.
 */
export const STAFF_MESSAGES = {
  get nameRequired() {
    return staffRulesText('nameRequired');
  },
  get nameTooLong() {
    return staffRulesText('nameTooLong', { max: STAFF_LIMITS.name });
  },
  get emailRequired() {
    return staffRulesText('emailRequired');
  },
  get emailInvalid() {
    return staffRulesText('emailInvalid');
  },
  get emailTooLong() {
    return staffRulesText('emailTooLong', { max: STAFF_LIMITS.email });
  },
  get phone() {
    return forms('phone');
  },
  get gender() {
    return staffRulesText('gender');
  },
  get shiftTooLong() {
    return staffRulesText('shiftTooLong', { max: STAFF_LIMITS.shift });
  },
  get workload() {
    return staffRulesText('workload', { max: STAFF_LIMITS.workload });
  },
  get specialtyText() {
    return staffRulesText('specialtyText');
  },
  get specialtyTooLong() {
    return staffRulesText('specialtyTooLong', { max: STAFF_LIMITS.specialty });
  },
  get tooManySpecialties() {
    return staffRulesText('tooManySpecialties', { max: STAFF_LIMITS.specialties });
  },
  get serviceIds() {
    return staffRulesText('serviceIds');
  },
  get tooManyServices() {
    return staffRulesText('tooManyServices', { max: STAFF_LIMITS.services });
  },
  get isActive() {
    return staffRulesText('isActive');
  },
  /** The form's submit-time message. */
  get required() {
    return staffRulesText('required');
  },
  get notFound() {
    return staffRulesText('notFound');
  },
  /** A public booking naming someone who does not perform the chosen service. */
  get notOffered() {
    return staffRulesText('notOffered');
  },
  get noBusiness() {
    return staffRulesText('noBusiness');
  },
  // toasts
  get added() {
    return staffRulesText('toast.added');
  },
  get updated() {
    return staffRulesText('toast.updated');
  },
  get saveFailed() {
    return staffRulesText('toast.saveFailed');
  },
  get deleted() {
    return staffRulesText('toast.deleted');
  },
  get deactivatedInstead() {
    return staffRulesText('toast.deactivatedInstead');
  },
  get deleteFailed() {
    return staffRulesText('toast.deleteFailed');
  },
  get loadFailed() {
    return staffRulesText('toast.loadFailed');
  },
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A rule's message, read when the rule fails, in the language of that moment. */
function said(key: keyof typeof STAFF_MESSAGES) {
  return { error: () => STAFF_MESSAGES[key] };
}

function optionalText(max: number, message: keyof typeof STAFF_MESSAGES) {
  return z.string().check(z.trim(), plainText(), z.maxLength(max, said(message)));
}

const name = z
  .string(said('nameRequired'))
  .check(
    z.trim(),
    plainText(),
    z.minLength(1, said('nameRequired')),
    z.maxLength(STAFF_LIMITS.name, said('nameTooLong')),
  );

// stored lower-case: people type e-mails in any case
const email = z.string(said('emailRequired')).check(
  z.trim(),
  plainText(),
  z.toLowerCase(),
  z.minLength(1, { ...said('emailRequired'), abort: true }),
  z.maxLength(STAFF_LIMITS.email, { ...said('emailTooLong'), abort: true }),
  z.refine((value) => EMAIL_PATTERN.test(value), said('emailInvalid')),
);

const phone = z.string().check(
  z.trim(),
  plainText(),
  z.refine((value) => value === '' || normalizePhone(value) !== null, said('phone')),
);

const shift = optionalText(STAFF_LIMITS.shift, 'shiftTooLong');
const gender = z.enum(GENDERS, said('gender'));
const specialty = z
  .string(said('specialtyText'))
  .check(z.trim(), plainText(), z.maxLength(STAFF_LIMITS.specialty, said('specialtyTooLong')));
const specialties = z
  .array(specialty, said('specialtyText'))
  .check(z.maxLength(STAFF_LIMITS.specialties, said('tooManySpecialties')));
const serviceId = z.string(said('serviceIds')).check(z.refine(isUuid, said('serviceIds')));
const serviceIds = z
  .array(serviceId, said('serviceIds'))
  .check(z.maxLength(STAFF_LIMITS.services, said('tooManyServices')));

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
            .number(said('workload'))
            .check(
              z.int(said('workload')),
              z.gte(0, said('workload')),
              z.lte(STAFF_LIMITS.workload, said('workload')),
            ),
        ),
      ),
      specialties: z._default(specialties, []),
      isActive: z._default(z.boolean(said('isActive')), true),
      serviceIds: z._default(serviceIds, []),
    },
    said('required'),
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
    z.refine((value) => value === '' || workloadOf(value) !== null, said('workload')),
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
