import { describe, expect, it } from 'vitest';
import { maskCardNumbers } from './mask.ts';

describe('card numbers in analytics', () => {
  it('keeps the first and last four digits of a card number, however it was typed', () => {
    expect(maskCardNumbers('4242424242424242')).toBe('4242********4242');
    expect(maskCardNumbers('4242 4242 4242 4242')).toBe('4242********4242');
    expect(maskCardNumbers('card 3782-822463-10005 please')).toBe('card 3782*******0005 please');
    // 19 digits, the longest a card number has.
    expect(maskCardNumbers('6011000990139424123')).toBe('6011***********4123');
  });

  it('leaves shorter numbers as they are: prices, order numbers, quantities', () => {
    for (const text of ['1001', 'order 100000123', '12 x 3', '+1 555 0100', '2026-11-27']) {
      expect(maskCardNumbers(text)).toBe(text);
    }
  });
});
