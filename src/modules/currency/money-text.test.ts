import { describe, expect, it } from 'vitest';
import { convert, formatPrice } from './format.ts';
import { fillMoney, moneyToken } from './money-text.ts';

const euros = (amount: number) => formatPrice(convert(amount, 0.9, 'EUR'), 'EUR');

describe('amounts in the merchant’s texts', () => {
  it('writes each amount in the shopper’s currency', () => {
    expect(fillMoney('Shoes: {money:10} off every {money:150}', euros)).toBe(
      'Shoes: 9,00 € off every 135,00 €',
    );
    expect(fillMoney(`Spend ${moneyToken(12.5)} more`, (n) => formatPrice(n, 'USD'))).toBe(
      'Spend $12.50 more',
    );
  });

  it('leaves older titles and what is not an amount as written', () => {
    expect(fillMoney('Free shipping over $75', euros)).toBe('Free shipping over $75');
    expect(fillMoney('{money:} {money:-5} {amount}', euros)).toBe('{money:} {money:-5} {amount}');
  });
});
