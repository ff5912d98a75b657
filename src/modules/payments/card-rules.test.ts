import { describe, expect, it } from 'vitest';
import { maskCardNumber, validateCardHolder } from './card-rules.ts';

describe('the card-holder name (spec section 5)', () => {
  it('refuses numbers only (S5-55)', () => {
    expect(validateCardHolder('12345')).toBe('payment.card_holder_numbers');
    expect(validateCardHolder('12 34')).toBe('payment.card_holder_numbers');
    expect(validateCardHolder('Jo 5')).toBeNull();
  });

  it('needs at least 2 characters (S5-56)', () => {
    expect(validateCardHolder('A')).toBe('payment.card_holder_short');
    expect(validateCardHolder(' A ')).toBe('payment.card_holder_short');
    expect(validateCardHolder('Al')).toBeNull();
    expect(validateCardHolder('דן')).toBeNull();
    expect(validateCardHolder('  ')).toBe('payment.card_holder_required');
  });
});

describe('the card number in analytics (spec section 7, Tracking)', () => {
  it('keeps the first 4 and last 4 digits only', () => {
    expect(maskCardNumber('4242 4242 4242 4242')).toBe('4242********4242');
    expect(maskCardNumber('378282246310005')).toBe('3782*******0005');
    expect(maskCardNumber('4000-0099-0000-0012')).toBe('4000********0012');
    expect(maskCardNumber('12345678')).toBe('********');
    expect(maskCardNumber('')).toBe('');
  });
});
