import { formatMoney, type Money } from '@shared/money';

// the business's locale: Kenyan English, as money is shown (src/shared/money.ts)
const LOCALE = 'en-KE';

/** 'KES 4,500 + $15.50': one amount per currency, or nothing spent in the business's own. */
export function formatSpent(spent: Money[], currency: string): string {
  if (!spent.length) return formatMoney({ amountMinor: 0, currency });
  return spent.map((money) => formatMoney(money, LOCALE)).join(' + ');
}

/** Up to two initials for the avatar: 'Mary Atieno' -> 'MA'. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((part) => Array.from(part.replace(/[^\p{L}\p{N}]/gu, ''))[0] ?? '')
    .filter(Boolean);
  return (letters.slice(0, 2).join('') || '?').toUpperCase();
}
