/**
 * The sign-up strength meter: one point for each rule met (docs/product/public-site.md §5 Validation).
 * Rules and levels are named by id; the screen says them in the reader's language.
 */
export const PASSWORD_RULES = [
  { id: 'length', test: (p: string) => p.length >= 8 },
  { id: 'cases', test: (p: string) => /[a-z]/.test(p) && /[A-Z]/.test(p) },
  { id: 'number', test: (p: string) => /\d/.test(p) },
  { id: 'special', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;
export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** The level of each score, 0 to 4. */
export const STRENGTH_LEVELS = ['weak', 'weak', 'fair', 'good', 'strong'] as const;
export type StrengthLevel = (typeof STRENGTH_LEVELS)[number];

/** A password scoring below this is refused. */
export const MIN_PASSWORD_SCORE = 3;
/** The password input's minimum length. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export interface PasswordStrength {
  score: number;
  level: StrengthLevel;
  rules: { id: PasswordRuleId; isMet: boolean }[];
}

export function passwordStrength(password: string): PasswordStrength {
  const rules = PASSWORD_RULES.map((rule) => ({ id: rule.id, isMet: rule.test(password) }));
  const score = rules.filter((rule) => rule.isMet).length;
  return { score, level: STRENGTH_LEVELS[score] ?? 'weak', rules };
}
