import { describe, expect, it } from 'vitest';
import { invoiceMoney, invoiceNumberPrefix } from './invoices';

describe('invoice amounts and numbers', () => {
  it('formats an invoice’s amounts alike: with cents as soon as one has them', () => {
    const mixed = invoiceMoney({ currency: 'KES', subtotalMinor: 150_010, taxMinor: 26_000 });
    expect([150_010, 26_000, 176_010].map(mixed)).toEqual([
      'KES 1,500.10',
      'KES 260.00',
      'KES 1,760.10',
    ]);
    const whole = invoiceMoney({ currency: 'KES', subtotalMinor: 150_000, taxMinor: 24_000 });
    expect(whole(174_000)).toBe('KES 1,740');
    expect(invoiceMoney({ currency: 'USD', subtotalMinor: 1_500, taxMinor: 0 })(1_500)).toBe(
      '$15.00',
    );
  });

  it('starts each number with the local date', () => {
    expect(invoiceNumberPrefix('2026-11-23')).toBe('INV-20261123-');
  });
});
