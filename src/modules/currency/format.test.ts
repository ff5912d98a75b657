import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseCurrency } from './choice.ts';
import { convert, formatPrice, parsePrice, SELECTOR_CURRENCIES } from './format.ts';

describe('price formatting by currency (spec section 9)', () => {
  it.each([
    [1234.5, 'USD', '$1,234.50'],
    [1234.5, 'EUR', '1.234,50 €'],
    [1234.5, 'BRL', 'R$1.234,50'],
    [1234.5, 'PLN', 'zł1.234,50'],
    [1234.5, 'RUB', '₽1.234,50'],
    [1234.5, 'SEK', 'kr1 234,50'],
    [1234.5, 'JPY', '¥1,235'],
    [1234567.891, 'GBP', '£1,234,567.89'],
    [0, 'USD', '$0.00'],
    [-5.5, 'EUR', '-5,50 €'],
  ])('%d %s is %s', (amount, currency, text) => {
    expect(formatPrice(amount, currency)).toBe(text);
  });

  it('shows whole numbers when the currency was chosen automatically', () => {
    expect(formatPrice(1234.5, 'EUR', { whole: true })).toBe('1.235 €');
  });

  it('round-trips every currency of the selector', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SELECTOR_CURRENCIES),
        fc.integer({ min: -1e11, max: 1e11 }),
        (currency, minor) => {
          const digits = currency === 'JPY' || currency === 'KRW' ? 0 : 2;
          const amount = minor / 10 ** digits;
          expect(parsePrice(formatPrice(amount, currency), currency)).toBe(
            amount === 0 ? 0 : amount,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('converts to the unit of the target currency, a yen price without decimals', () => {
    expect(convert(19.99, 151.4, 'JPY')).toBe(3026);
    expect(convert(19.99, 0.92, 'EUR')).toBe(18.39);
    expect(Number.isInteger(convert(0.01, 151.4, 'JPY'))).toBe(true);
  });
});

describe('the currency choice (spec section 4)', () => {
  const rates = { USD: 1, EUR: 0.92, GBP: 0.79 };
  const base = {
    stored: null,
    themeDefault: 'DEFAULT',
    countryCurrency: null,
    rates,
    checkout: 'USD',
  };

  it('takes the stored pricetype first, then the theme default, then the country', () => {
    expect(
      chooseCurrency({ ...base, stored: 'GBP', themeDefault: 'EUR', countryCurrency: 'EUR' })
        .currency,
    ).toBe('GBP');
    expect(chooseCurrency({ ...base, themeDefault: 'EUR', countryCurrency: 'GBP' }).currency).toBe(
      'EUR',
    );
    expect(chooseCurrency({ ...base, countryCurrency: 'GBP' })).toEqual({
      currency: 'GBP',
      clearStored: false,
      auto: true,
    });
  });

  it('falls back to the checkout currency without a rate, and clears a stored pricetype', () => {
    expect(chooseCurrency({ ...base, stored: 'XYZ' })).toEqual({
      currency: 'USD',
      clearStored: true,
      auto: false,
    });
    expect(chooseCurrency({ ...base, countryCurrency: 'CHF' }).currency).toBe('USD');
    expect(chooseCurrency({ ...base, stored: 'GBP', rates: null }).currency).toBe('USD');
  });
});
