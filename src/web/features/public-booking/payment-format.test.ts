import { describe, expect, it } from 'vitest';
import { formatCountdown } from './payment-format';

describe('formatCountdown', () => {
  it('reads as minutes and seconds, both with two digits', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(845)).toBe('14:05');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(0)).toBe('00:00');
  });
});
