// amounts typed into owner forms: kept apart from money.ts, which public pages load
const DECIMAL_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * An amount typed in major units ('1,500', '15.5') as integer minor units, read digit by digit so no
 * floating-point rounding ever enters (0.1 + 0.2 stays 30); null when it is not such an amount.
 */
export function decimalToMinor(value: string): number | null {
  const compact = value.replace(/[\s,]/g, '');
  if (!DECIMAL_PATTERN.test(compact)) return null;
  const [whole = '0', fraction = ''] = compact.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Minor units back to what a form shows: 150000 -> '1500', 1550 -> '15.50'. */
export function minorToDecimal(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}
