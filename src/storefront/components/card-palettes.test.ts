import { describe, expect, it } from 'vitest';
import type { PaletteDto } from '../../modules/catalog/contract.ts';
import { loadCardPalettes } from './card-palettes.ts';

const palette = (product_id: number) =>
  ({ product_id, name: 'Color', palette_type: 'auto_block', values: [] }) as PaletteDto;

function countingApi() {
  const calls: number[][] = [];
  return {
    calls,
    productPalettes: async (ids: number[]) => {
      calls.push(ids);
      return ids.filter((id) => id !== 3).map(palette);
    },
  };
}
const theme = (show_position: 'all' | 'detail') => ({
  settings: {
    product_palette: {
      show_position,
      show_num: 3,
      show_style: 'swatch' as const,
      bubble_style: 1,
      bubble_color: '#ccc',
    },
  },
});

describe("a list's palettes", () => {
  it("are read in one call when show_position is 'all'", async () => {
    const api = countingApi();
    const map = await loadCardPalettes(api, theme('all'), [{ ID: 1 }, { ID: 2 }, { ID: 3 }]);
    expect(api.calls).toEqual([[1, 2, 3]]);
    expect(Object.keys(map)).toEqual(['1', '2']);
    expect(map[2]!.product_id).toBe(2);
  });
  it('are not read at all otherwise, nor for an empty list', async () => {
    const api = countingApi();
    expect(await loadCardPalettes(api, theme('detail'), [{ ID: 1 }])).toEqual({});
    expect(await loadCardPalettes(api, undefined, [{ ID: 1 }])).toEqual({});
    expect(await loadCardPalettes(api, theme('all'), [])).toEqual({});
    expect(api.calls).toEqual([]);
  });
});
