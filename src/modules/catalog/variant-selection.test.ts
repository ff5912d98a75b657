import { describe, expect, it } from 'vitest';
import type { VariantDto } from './contract.ts';
import {
  findVariant,
  initialVariant,
  isValueAvailable,
  selectionOf,
  selectionState,
} from './variant-selection.ts';

function variant(
  ID: number,
  color: string,
  size: string,
  price: number,
  stock: number,
): VariantDto {
  return {
    ID,
    product_id: 1,
    attrs: [
      { name: 'Color', value: color },
      { name: 'Size', value: size },
    ],
    price,
    regular_price: null,
    sku: `S${ID}`,
    stock,
    backorders: 'no',
    manage_stock: true,
    buy_able: stock > 0,
    feature_image: null,
  };
}

const variants = [
  variant(1, 'Red', 'S', 30, 0),
  variant(2, 'Red', 'M', 25, 4),
  variant(3, 'Blue', 'S', 20, 2),
  variant(4, 'Blue', 'M', 20, 0),
];

describe('variant selection', () => {
  it('starts at the cheapest buyable variant', () => {
    expect(initialVariant(variants)?.ID).toBe(3);
    expect(initialVariant([variants[0]!])?.ID).toBe(1);
  });

  it('finds the variant of a full selection and none for a missing combination', () => {
    expect(findVariant(variants, { Color: 'Red', Size: 'M' })?.ID).toBe(2);
    expect(findVariant(variants, { Color: 'Green', Size: 'M' })).toBeUndefined();
  });

  it('greys out values that lead only to sold-out variants', () => {
    const selection = selectionOf(variants[2]!);
    expect(isValueAvailable(variants, selection, 'Size', 'M')).toBe(false);
    expect(isValueAvailable(variants, selection, 'Color', 'Red')).toBe(false);
    expect(isValueAvailable(variants, { Color: 'Red', Size: 'M' }, 'Color', 'Red')).toBe(true);
  });

  it('marks a sold-out selection not buyable and an all-sold-out product sold out', () => {
    const product = { buy_able: true, variants };
    expect(selectionState(product, { Color: 'Red', Size: 'S' }).buyable).toBe(false);
    expect(selectionState(product, { Color: 'Red', Size: 'S' }).soldOut).toBe(false);
    const gone = { buy_able: false, variants: [variants[0]!, variants[3]!] };
    expect(selectionState(gone, { Color: 'Red', Size: 'S' }).soldOut).toBe(true);
    expect(selectionState({ buy_able: false }, {}).soldOut).toBe(true);
  });
});
