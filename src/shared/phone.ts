/**
 * Phone numbers are stored in E.164 (+254712345678). Kenya is the default region, so the local forms
 * people type (0712 345 678, 712345678, 254712345678) all mean the same number.
 */
const E164 = /^\+[1-9]\d{7,14}$/;

export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  if (!compact) return null;
  let candidate: string;
  if (compact.startsWith('+')) candidate = compact;
  else if (compact.startsWith('00')) candidate = `+${compact.slice(2)}`;
  else if (/^0[17]\d{8}$/.test(compact)) candidate = `+254${compact.slice(1)}`;
  else if (/^[17]\d{8}$/.test(compact)) candidate = `+254${compact}`;
  else if (/^254\d{9}$/.test(compact)) candidate = `+${compact}`;
  else return null;
  return E164.test(candidate) ? candidate : null;
}

/** The digits WhatsApp links want: 254712345678. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** 0712345678 however a Kenyan number was typed (+254 7.., 254 1.., 07..); any other as it was. */
export function localPhone(phone: string): string {
  const e164 = normalizePhone(phone);
  return e164?.startsWith('+254') ? `0${e164.slice(4)}` : phone.trim();
}

// East African codes whose national numbers are nine digits, written 3-3-3 after the code
const GROUPED_CODES = /^\+(254|255|256|250|251|252|257|211)(\d{3})(\d{3})(\d{3})$/;

/**
 * The one way a phone number is shown to a person (docs/decisions/0063): '+254 712 345 678', however
 * it was typed or stored. A number of elsewhere keeps its E.164 form; one that is no number at all
 * is shown as it was.
 */
export function formatPhone(phone: string): string {
  const e164 = normalizePhone(phone);
  if (!e164) return phone.trim();
  const grouped = GROUPED_CODES.exec(e164);
  return grouped ? `+${grouped.slice(1).join(' ')}` : e164;
}
