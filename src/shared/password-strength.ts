/** The sign-up strength meter: one point for each rule met (docs/product/public-site.md §5 Validation). */
export const PASSWORD_RULES = [
  { hint: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  {
    hint: 'Mix of uppercase and lowercase',
    test: (p: string) => /[a-z]/.test(p) && /[A-Z]/.test(p),
  },
  { hint: 'At least one number', test: (p: string) => /\d/.test(p) },
  { hint: 'At least one special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export const STRENGTH_LABELS = ['Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

/** A password scoring below this is refused. */
export const MIN_PASSWORD_SCORE = 3;
/** The password input's minimum length. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export interface PasswordStrength {
  score: number;
  label: StrengthLabel;
  rules: { hint: string; isMet: boolean }[];
}

export function passwordStrength(password: string): PasswordStrength {
  const rules = PASSWORD_RULES.map((rule) => ({ hint: rule.hint, isMet: rule.test(password) }));
  const score = rules.filter((rule) => rule.isMet).length;
  return { score, label: STRENGTH_LABELS[score] ?? 'Weak', rules };
}
