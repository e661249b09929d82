/** Money is held as integer minor units with an ISO 4217 code (docs/product/settled-rules.md §2 Time and money). */
export interface Money {
  amountMinor: number;
  currency: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string, hasFraction: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${hasFraction}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // show the code, never a bare '$' on a non-dollar amount: 'KES 1,500', '$15.00', 'EUR 15.00'
      currencyDisplay: currency === 'USD' ? 'narrowSymbol' : 'code',
      minimumFractionDigits: hasFraction ? 2 : 0,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * 'KES 1,500' for whole shillings, '$15.00' for dollars, 'EUR 15.00'; `withCents` shows whole
 * shillings as 'KES 1,500.00', so a column of amounts where some have cents reads alike.
 */
export function formatMoney(
  { amountMinor, currency }: Money,
  // figures are written one Kenyan way in both languages ('sw-KE' would space a dollar sign off)
  locale = 'en-KE',
  { withCents = false }: { withCents?: boolean } = {},
): string {
  const major = amountMinor / 100;
  const hasFraction = withCents || currency !== 'KES' || !Number.isInteger(major);
  // Intl puts a no-break space between code and number; a plain space reads the same and copies cleanly
  return formatterFor(currency, locale, hasFraction)
    .format(major)
    .replace(/\u00a0/g, ' ');
}
