import { describe, expect, it } from 'vitest';
import { filterQuantity } from './quantity-filter.ts';

describe('filterQuantity', () => {
  it('defaults to 1 when empty', () => {
    expect(filterQuantity('', 4).value).toBe(1);
    expect(filterQuantity('', 4, 3).value).toBe(3);
  });
  it('rounds decimals and keeps one decimal point', () => {
    expect(filterQuantity('2.6', 1).value).toBe(3);
    expect(filterQuantity('2.4.9', 1).value).toBe(2);
  });
  it('keeps only the digits and decimal points of what was typed', () => {
    expect(filterQuantity('3a', 1).value).toBe(3);
    expect(filterQuantity('1.2.3', 5).value).toBe(1);
    // The minus sign is not kept: what is left is 3.
    expect(filterQuantity('-3', 7).value).toBe(3);
  });
  it('reverts non-numeric input and input above 100000', () => {
    expect(filterQuantity('abc', 7).value).toBe(7);
    expect(filterQuantity('.', 7).value).toBe(7);
    expect(filterQuantity('100001', 7).value).toBe(7);
  });
  it('clamps to min and max', () => {
    expect(filterQuantity('0', 5).value).toBe(1);
    expect(filterQuantity('50', 5, 1, 10).value).toBe(10);
  });
  it('flags values above 100 for analytics', () => {
    expect(filterQuantity('101', 1)).toEqual({ value: 101, invalidNumber: true });
    expect(filterQuantity('100', 1).invalidNumber).toBe(false);
  });
});
