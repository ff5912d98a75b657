import { describe, expect, it } from 'vitest';
import { pairedItems } from './paired-lines.ts';

describe('paired lines (spec section 4, Special attributes)', () => {
  const item = { product_id: 1, variant_id: 2, quantity: 3 };

  it('makes one line per lens, with the same variant and quantity and one groupId', () => {
    const lines = pairedItems(
      { ...item, properties: { 'Power( L )': '-1.00', 'Power( R )': '-1.25', Engraving: 'A' } },
      () => 'g7',
    );
    expect(lines).toEqual([
      { ...item, properties: { Engraving: 'A', groupId: 'g7', 'Power( L )': '-1.00' } },
      { ...item, properties: { Engraving: 'A', groupId: 'g7', 'Power( R )': '-1.25' } },
    ]);
  });

  it('gives two pairs two groups', () => {
    const properties = { 'Power( L )': '0.00', 'Power( R )': '0.00' };
    const [a] = pairedItems({ ...item, properties });
    const [b] = pairedItems({ ...item, properties });
    expect(a!.properties!.groupId).not.toBe(b!.properties!.groupId);
  });

  it('leaves any other item alone', () => {
    expect(pairedItems(item)).toEqual([item]);
    const one = { ...item, properties: { 'Power( L )': '-1.00' } };
    expect(pairedItems(one)).toEqual([one]);
  });
});
