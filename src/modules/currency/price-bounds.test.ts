import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert } from './format.ts';
import { boundFromShop, boundToShop, type ShownCurrency } from './price-bounds.ts';

const EUR: ShownCurrency = { currency: 'EUR', checkout: 'USD', rate: 0.9217, whole: false };
const JPY: ShownCurrency = { currency: 'JPY', checkout: 'USD', rate: 151.37, whole: false };
const EUR_AUTO: ShownCurrency = { ...EUR, whole: true };

/** The price a shopper sees for a shop price (what Price shows). */
const shownPrice = (cents: number, s: ShownCurrency) =>
  convert(cents / 100, s.rate, s.currency, { whole: s.whole });

describe('a price filter in the shopper’s currency', () => {
  it('keeps the shop’s amounts as they are when the shopper sees the shop’s currency', () => {
    const usd = { ...EUR, currency: 'USD', rate: 1 };
    expect(boundToShop(40, 'min', usd)).toBe(40);
    expect(boundToShop(99.99, 'max', usd)).toBe(99.99);
    expect(boundFromShop(40, usd)).toBe(40);
  });

  it('never leaves out a product whose shown price meets a bound', () => {
    for (const shown of [EUR, JPY, EUR_AUTO]) {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 5_000_00 }), (cents) => {
          const seen = shownPrice(cents, shown);
          // The shopper types exactly the price they see, as the lower and the upper bound.
          expect(cents / 100).toBeGreaterThanOrEqual(boundToShop(seen, 'min', shown));
          expect(cents / 100).toBeLessThanOrEqual(boundToShop(seen, 'max', shown));
        }),
        { numRuns: 2000 },
      );
    }
  });

  it('leaves out what is shown below a lower bound or above an upper one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_00 }),
        fc.integer({ min: 1, max: 4000 }),
        (cents, typed) => {
          const seen = shownPrice(cents, EUR);
          const min = boundToShop(typed, 'min', EUR);
          const max = boundToShop(typed, 'max', EUR);
          if (seen < typed) expect(cents / 100).toBeLessThan(min);
          if (seen > typed) expect(cents / 100).toBeGreaterThan(max);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('shows the bound the shopper typed again once the list is filtered by it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400_000 }), (typedCents) => {
        const typed = typedCents / 100;
        expect(boundFromShop(boundToShop(typed, 'min', EUR), EUR)).toBe(typed);
        expect(boundFromShop(boundToShop(typed, 'max', EUR), EUR)).toBe(typed);
      }),
      { numRuns: 2000 },
    );
    expect(boundFromShop(boundToShop(37, 'min', EUR_AUTO), EUR_AUTO)).toBe(37);
  });
});
