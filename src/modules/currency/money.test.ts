import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  KNOWN_CURRENCY_DIGITS,
  displayedPercentage,
  formatMoney,
  priceObject,
  showsDiscountTag,
  toDecimal,
  toMinor,
} from './money.ts';

describe('money', () => {
  it("knows the shop's currencies' minor digits as Intl does", () => {
    expect(KNOWN_CURRENCY_DIGITS.size).toBeGreaterThanOrEqual(20);
    for (const [currency, digits] of KNOWN_CURRENCY_DIGITS) {
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      expect([currency, digits]).toEqual([currency, intl.resolvedOptions().maximumFractionDigits]);
    }
    // Past the table, Intl itself.
    expect(currencyDigits('HUF')).toBe(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'HUF' }).resolvedOptions()
        .maximumFractionDigits,
    );
  });

  it('knows that the yen has no decimals', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('USD')).toBe(2);
    expect(toDecimal(1999, 'USD')).toBe(19.99);
    expect(toDecimal(1999, 'JPY')).toBe(1999);
  });

  it('converts decimals back to minor units without float drift', () => {
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(-1.005, 'USD')).toBe(-101);
  });

  it('formats for the shopper', () => {
    expect(formatMoney(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(1999, 'JPY', 'en-US')).toBe('¥1,999');
  });

  it('computes the saving and its rounded percentage', () => {
    expect(priceObject(75, 100)).toEqual({
      price: 75,
      regular_price: 100,
      agio: 25,
      percentage: 25,
    });
    expect(priceObject(19.99, 29.99).percentage).toBe(33);
    expect(priceObject(20, null).percentage).toBe(0);
    expect(priceObject(20, 15).agio).toBe(0);
  });

  it('floors the percentage the shopper sees', () => {
    expect(displayedPercentage(118, 188.99)).toBe(37);
    expect(displayedPercentage(75, 100)).toBe(25);
    expect(displayedPercentage(20, null)).toBe(0);
  });

  it('shows the discount tag only above 1%', () => {
    expect(showsDiscountTag(1)).toBe(false);
    expect(showsDiscountTag(2)).toBe(true);
  });
});
