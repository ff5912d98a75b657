import { describe, expect, it } from 'vitest';
import { maskCardNumbers, maskKeptCardNumbers, maskKeptTexts } from './mask.ts';

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

describe('card numbers in the texts the shop keeps (a message, an address, a review)', () => {
  it('masks a card number however it was typed, and only its digits', () => {
    expect(maskKeptCardNumbers('4242 4242 4242 4242')).toBe('4242********4242');
    expect(maskKeptCardNumbers('card: 4242-4242-4242-4242, exp 12/30')).toBe(
      'card: 4242********4242, exp 12/30',
    );
    expect(maskKeptCardNumbers('3782 822463 10005')).toBe('3782*******0005');
    // A card number after other digits, or before them, is still found by its groups.
    expect(maskKeptCardNumbers('Apt 12 4242 4242 4242 4242 12 26')).toBe(
      'Apt 12 4242********4242 12 26',
    );
    expect(maskKeptCardNumbers('a 4242424242424242 b 5555555555554444')).toBe(
      'a 4242********4242 b 5555********4444',
    );
  });

  it('leaves numbers that fail the Luhn check: phone numbers, postcodes, order and parcel numbers', () => {
    for (const text of [
      '4242424242424241',
      '+1 (217) 555-0100',
      '+44 20 7946 0000 12',
      '62701',
      'VT-1042',
      '1Z 999 AA1 01 2345 6784',
      '12345678901234567890123',
    ]) {
      expect(maskKeptCardNumbers(text)).toBe(text);
    }
  });

  it('masks each text of a record, and leaves what is not text', () => {
    expect(
      maskKeptTexts({ address1: '4242 4242 4242 4242', city: 'Springfield', default: true }),
    ).toEqual({ address1: '4242********4242', city: 'Springfield', default: true });
  });
});
