import { describe, expect, it } from 'vitest';
import { cardPaletteQuery, listsShowPalettes } from './card-palettes.ts';

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
  it("come with its products (with=palette) when show_position is 'all'", () => {
    expect(listsShowPalettes(theme('all'))).toBe(true);
    expect(cardPaletteQuery(theme('all'))).toEqual({ with: 'palette' });
  });
  it('are not read at all otherwise', () => {
    expect(listsShowPalettes(theme('detail'))).toBe(false);
    expect(cardPaletteQuery(theme('detail'))).toEqual({});
    expect(cardPaletteQuery(undefined)).toEqual({});
  });
});
