import { describe, expect, it } from 'vitest';
import {
  callingCodeOf,
  formatPhone,
  isValidPhone,
  parsePhone,
  phoneLengthClass,
  phoneNumberProblem,
} from './phone.ts';
import { loadPhoneRules } from './phone-loader.ts';

describe('phone numbers by country (spec section 5, Phone)', () => {
  it('formats a number for its country (S5-14)', () => {
    expect(formatPhone('2015550123', 'US')).toBe('(201) 555-0123');
    expect(formatPhone('030 1234567', 'de')).toBe('030 1234567');
    expect(formatPhone('not a number', 'US')).toBe('not a number');
  });

  it('formats with the dial code when asked (S5-15)', () => {
    expect(formatPhone('2015550123', 'US', { withDialCode: true })).toBe('+1 201 555 0123');
    expect(formatPhone('+1 (201) 555-0123', 'US', { withDialCode: true })).toBe('+1 201 555 0123');
  });

  it('reads country codes of up to 3 digits (S5-16)', () => {
    const irish = parsePhone('+353 1 234 5678');
    expect(irish).toMatchObject({ callingCode: '353', country: 'IE', valid: true });
    // "+3531…": the code is +353, the 1 starts the national number.
    expect(parsePhone('+35312345678')).toMatchObject({
      callingCode: '353',
      nationalNumber: '12345678',
      e164: '+35312345678',
    });
    expect(parsePhone('+12015550123')?.callingCode).toBe('1');
    expect(parsePhone('+442079460000')?.callingCode).toBe('44');
    expect(callingCodeOf('ie')).toBe('353');
    expect(callingCodeOf('XX')).toBeNull();
  });

  it("checks national numbers against the country's patterns (S5-17)", () => {
    expect(isValidPhone('030 1234567', 'DE')).toBe(true);
    expect(isValidPhone('123 456 7890', 'US')).toBe(false);
    expect(isValidPhone('201 555 0123', 'US')).toBe(true);
    // An international number is checked against its own country, whatever the address's.
    expect(isValidPhone('+44 20 7946 0000', 'US')).toBe(true);
  });

  it('classes national numbers by length (S5-18)', () => {
    expect(phoneLengthClass('20155', 'US')).toBe('too_short');
    expect(phoneLengthClass('201555012345', 'US')).toBe('too_long');
    expect(phoneLengthClass('2015550123', 'US')).toBe('possible');
    // British national numbers have 7, 9 or 10 digits: 8 is between, and never used.
    expect(phoneLengthClass('22222222', 'GB')).toBe('invalid_length');
    expect(phoneNumberProblem('22222222', 'GB')).toBe('error.phone_number_invalid_length');
    expect(phoneLengthClass('12345678901234567', 'DE')).toBe('too_long');
    expect(phoneLengthClass('2015550123', 'XX')).toBeNull();
  });

  it('says what is wrong with a number as a message key', () => {
    expect(phoneNumberProblem('2015550123', 'US')).toBeNull();
    expect(phoneNumberProblem('20155', 'US')).toBe('error.phone_number_too_short');
    expect(phoneNumberProblem('201555012345', 'US')).toBe('error.phone_number_too_long');
    expect(phoneNumberProblem('123 456 7890', 'US')).toBe('error.phone_number_invalid');
  });

  it('loads the same rules on demand, once, for a browser form', async () => {
    const first = loadPhoneRules();
    expect(loadPhoneRules()).toBe(first);
    expect((await first).formatPhone('2015550123', 'US')).toBe('(201) 555-0123');
  });
});
