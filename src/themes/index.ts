import vogue from './vogue/theme.json';
import vogueIndex from './vogue/templates/index.json';
import type { Template, Theme, ThemeSettings } from './types.ts';

// Each theme is its folder's data; a theme that has not landed yet falls back to vogue.
const THEMES: Record<string, Theme> = {
  vogue: {
    name: vogue.name,
    settings: vogue.settings as ThemeSettings,
    tokens: vogue.tokens,
    templates: { index: vogueIndex as Template },
  },
};

/** The theme for a name (SHOP_THEME). */
export function loadTheme(name: string): Theme {
  return THEMES[name] ?? { ...THEMES.vogue!, name };
}

/** The theme's design tokens as CSS custom properties on :root. */
export function themeCss(theme: Theme): string {
  const vars = Object.entries(theme.tokens)
    .map(([key, value]) => `--${key}:${value.replace(/[<>{}]/g, '')}`)
    .join(';');
  return `:root{${vars}}`;
}
