import { describe, expect, it } from 'vitest';
import { generateTicketCode, TICKET_CODE_LENGTH } from './ticket-code';

describe('generateTicketCode', () => {
  it('makes codes without the look-alike characters 0, O, 1 and I', () => {
    for (let i = 0; i < 2000; i++) {
      const code = generateTicketCode();
      expect(code).toHaveLength(TICKET_CODE_LENGTH);
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]+$/);
    }
  });

  it('rarely repeats', () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => generateTicketCode()));
    expect(codes.size).toBe(10_000);
  });
});
