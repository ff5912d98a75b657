import { describe, expect, it } from 'vitest';
import vogue from '../../themes/vogue/theme.json';
import vogueIndex from '../../themes/vogue/templates/index.json';
import vogueProduct from '../../themes/vogue/templates/product.json';
import vogueCollection from '../../themes/vogue/templates/collection.json';
import vogueCart from '../../themes/vogue/templates/cart.json';
import vogueSearch from '../../themes/vogue/templates/search.json';
import { loadShopTheme, parseTheme, themeCss, type ThemeFiles } from './load.ts';
import { migrateSettingsFile, SETTINGS_FILE_VERSION } from './migrate.ts';

const files = (changes: Partial<ThemeFiles> = {}): ThemeFiles => ({
  folder: 'vogue',
  theme: structuredClone(vogue),
  templates: {
    index: structuredClone(vogueIndex),
    product: structuredClone(vogueProduct),
    collection: structuredClone(vogueCollection),
    cart: structuredClone(vogueCart),
    search: structuredClone(vogueSearch),
  },
  ...changes,
});

describe('the theme at start', () => {
  it('loads vogue with every page template and fills section defaults', () => {
    const theme = loadShopTheme('vogue');
    expect(theme.settings.cart_type).toBe('drawer');
    expect(theme.templates.index.order).toEqual([
      'hero',
      'image_cards',
      'hot_sales',
      'featured',
      'collections',
      'video',
      'banner',
      'faq',
      'subscribe',
    ]);
    expect(theme.templates.index.sections.hot_sales!.settings).toEqual({
      title_key: 'home.hot_sales',
      subtitle_key: 'home.hot_sales_subtitle',
      limit: 8,
    });
    // main-product's template sets nothing: every setting comes from its schema's defaults.
    expect(theme.templates.product.sections.main!.settings).toEqual({
      show_vendor: true,
      show_sku: true,
      show_rating: true,
      low_stock_threshold: 5,
      variant_dropdown_after: 8,
    });
    expect(themeCss(theme)).toContain('--color-button:#1d1a17');
  });

  it('names the file and the field of a bad section setting', () => {
    const bad = files();
    (bad.templates.index as typeof vogueIndex).sections.hot_sales.settings.limit = 'many' as never;
    expect(() => parseTheme('vogue', bad)).toThrow(
      'src/themes/vogue/templates/index.json: sections.hot_sales.settings.limit:',
    );
  });

  it("lets any section wear one of the theme's colour schemes, and names a scheme it lacks", () => {
    const theme = parseTheme('vogue', files());
    // featured (single-commodity) declares none: the page wraps it in the scheme's band.
    expect(theme.templates.index.sections.featured).toMatchObject({ scheme: 'sand' });
    expect(theme.templates.index.sections.featured!.settings).not.toHaveProperty('color_scheme');
    const painted = files();
    const index = painted.templates.index as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    index.sections!.announcement = {
      type: 'announcement-bar',
      settings: { messages: [{ text_key: 'home.announcement_1' }], color_scheme: 'ink' },
    };
    // The announcement bar paints its band itself: the scheme stays its setting.
    const bar = parseTheme('vogue', painted).templates.index.sections.announcement!;
    expect(bar.settings.color_scheme).toBe('ink');
    expect(bar.scheme).toBeUndefined();
    const bad = files();
    (bad.templates.index as typeof vogueIndex).sections.faq.settings = {
      ...(bad.templates.index as typeof vogueIndex).sections.faq.settings,
      color_scheme: 'night',
    } as never;
    expect(() => parseTheme('vogue', bad)).toThrow(
      'src/themes/vogue/templates/index.json: sections.faq.settings.color_scheme: no colour scheme "night" in the theme (light, sand, ink)',
    );
  });

  it('names an unknown section type, a missing section in the order, and a missing template', () => {
    const unknown = files();
    (unknown.templates.index as typeof vogueIndex).sections.hero.type = 'carousel-3000';
    expect(() => parseTheme('vogue', unknown)).toThrow(
      'src/themes/vogue/templates/index.json: sections.hero.type: no section type "carousel-3000"',
    );
    const order = files();
    (order.templates.index as typeof vogueIndex).order.push('ghost');
    expect(() => parseTheme('vogue', order)).toThrow(
      'src/themes/vogue/templates/index.json: order.9: no section "ghost"',
    );
    const missing = files();
    delete missing.templates.cart;
    expect(() => parseTheme('vogue', missing)).toThrow(
      'src/themes/vogue/templates/cart.json: the file is missing',
    );
  });

  it('names a bad theme setting and a token that could break out of its CSS rule', () => {
    const setting = files();
    (setting.theme as typeof vogue).settings.cart_type = 'basket';
    expect(() => parseTheme('vogue', setting)).toThrow(
      'src/themes/vogue/theme.json: settings.cart_type:',
    );
    const colour = files();
    (colour.theme as typeof vogue).design.color_schemes.light.background = 'red}body{display:none';
    expect(() => parseTheme('vogue', colour)).toThrow(
      'src/themes/vogue/theme.json: design.color_schemes.light.background:',
    );
    const font = files();
    (font.theme as typeof vogue).design.type.body_font.fallback = 'x;}body{display:none';
    expect(() => parseTheme('vogue', font)).toThrow(
      'src/themes/vogue/theme.json: design.type.body_font.fallback:',
    );
    // A family is one of the catalogue's, which the shop serves: never any name.
    const family = files();
    (family.theme as typeof vogue).design.type.heading_font.family = 'Comic Sans MS';
    expect(() => parseTheme('vogue', family)).toThrow(
      'src/themes/vogue/theme.json: design.type.heading_font.family: Invalid option: expected one of "Source Sans 3"|',
    );
    const scheme = files();
    (scheme.theme as typeof vogue).design.schemes.footer = 'night';
    expect(() => parseTheme('vogue', scheme)).toThrow(
      'src/themes/vogue/theme.json: design.schemes.footer: no colour scheme "night"',
    );
  });

  it('migrates a version-1 theme file at load, token by token, and refuses a token it cannot place', () => {
    const v1 = files({
      theme: {
        name: 'vogue',
        settings: structuredClone(vogue.settings),
        tokens: {
          'color-bg': '#101010',
          'color-text': '#fafafa',
          'color-accent': '#ff8800',
          'radius-button': '0px',
          'page-width': '1440px',
          gap: '30px',
        },
      },
    });
    // Its templates were of its time: no section wore a colour scheme.
    const index = v1.templates.index as typeof vogueIndex;
    delete (index.sections.featured.settings as { color_scheme?: string }).color_scheme;
    const theme = parseTheme('vogue', v1);
    expect(theme.design.color_schemes.light).toMatchObject({
      background: '#101010',
      text: '#fafafa',
      button: '#ff8800',
    });
    expect(theme.design.radius.button).toBe('square');
    expect(theme.design.page_width).toBe(1440);
    const css = themeCss(theme);
    expect(css).toContain('--color-bg:#101010');
    expect(css).toContain('--space-6:30px');
    expect(css).toContain('--radius-button:0');

    const unknown = files({ theme: { ...(v1.theme as object), tokens: { 'color-link': '#000' } } });
    expect(() => parseTheme('vogue', unknown)).toThrow(
      'src/themes/vogue/theme.json: tokens.color-link: no such token in version 1',
    );
    // Its fonts are version 1's stacks of system fonts, through version 2: no family, no file.
    expect(theme.design.type.body_font).toEqual({
      fallback: '"Helvetica Neue", Helvetica, Arial, system-ui, sans-serif',
    });
    expect(css).toContain('--font-heading:Georgia, "Times New Roman", serif;');
    const newer = files({ theme: { ...structuredClone(vogue), version: 4 } });
    expect(() => parseTheme('vogue', newer)).toThrow(
      'version: 4 is newer than this Vitrine reads (3)',
    );
  });

  it('migrates a version-2 theme file at load: its font stacks stay, it loads no font file', () => {
    const v3 = structuredClone(vogue);
    const v2 = files({
      theme: {
        ...v3,
        version: 2,
        design: {
          ...v3.design,
          type: {
            ...v3.design.type,
            body_font: 'Optima, Candara, "Segoe UI", sans-serif',
            heading_font: 'Didot, "Bodoni 72", Georgia, serif',
          },
        },
      },
    });
    const theme = parseTheme('vogue', v2);
    expect(theme.design.type.body_font).toEqual({
      fallback: 'Optima, Candara, "Segoe UI", sans-serif',
    });
    expect(theme.design.type.heading_font).toEqual({
      fallback: 'Didot, "Bodoni 72", Georgia, serif',
    });
    const url = () => '/fonts/x.woff2';
    const css = themeCss(theme, { locale: 'en-US', url });
    expect(css).toContain('--font-body:Optima, Candara, "Segoe UI", sans-serif;');
    expect(css).toContain('--font-heading:Didot, "Bodoni 72", Georgia, serif;');
    expect(css).not.toContain('@font-face');
    // The rest of the design is read as it was.
    expect(theme.design.color_schemes).toEqual(parseTheme('vogue', files()).design.color_schemes);
    // A version-2 file still has its stacks checked: nothing that could close the rule.
    const bad = structuredClone(v2);
    (bad.theme as { design: { type: { body_font: string } } }).design.type.body_font = 'x;}a{';
    expect(() => parseTheme('vogue', bad)).toThrow(
      'src/themes/vogue/theme.json: design.type.body_font.fallback:',
    );
  });

  it('turns the design into custom properties: the page scheme, the scales, a class per scheme', () => {
    const css = themeCss(loadShopTheme('vogue'));
    expect(css).toMatch(/^:root\{--color-bg:#fbf8f4;/);
    // The type scale climbs from the body size by the ratio; spacing steps from the unit.
    expect(css).toContain('--text-base:16px');
    expect(css).toContain('--text-md:19.2px');
    expect(css).toContain('--space-1:4px');
    expect(css).toContain('--space-10:64px');
    expect(css).toContain('--radius-button:999px');
    expect(css).toMatch(/\.scheme-ink\{--color-bg:#1d1a17;[^}]*--color-button-label:#1d1a17/);
  });

  it('reads switches as booleans and the automatic buy button by name', () => {
    const theme = loadShopTheme('vogue');
    expect(theme.settings.cart_coupon_input).toEqual({ mobile: true, desktop: true });
    expect(theme.settings.buy_button_type).toBe('auto');
    const bad = files({
      settings: { file: 'shop-settings.json', json: { cart_coupon_input: { mobile: 'yes' } } },
    });
    expect(() => parseTheme('vogue', bad)).toThrow('shop-settings.json: cart_coupon_input.mobile:');
  });

  it("migrates a merchant's settings file of version 1 at load, saying what it read", () => {
    const older = {
      cart_coupon_input: { mobile: '0', desktop: '1' },
      subscribe_form: { need_verify: '1' },
      track_pinterest: '0',
      buy_button_type: '',
      cart_type: 'page',
    };
    const { json, changes } = migrateSettingsFile(older, 'shop.json');
    expect(json).toEqual({
      cart_coupon_input: { mobile: false, desktop: true },
      subscribe_form: { need_verify: true },
      track_pinterest: false,
      buy_button_type: 'auto',
      cart_type: 'page',
    });
    expect(changes).toEqual([
      'cart_coupon_input.mobile: "0" → false',
      'cart_coupon_input.desktop: "1" → true',
      'subscribe_form.need_verify: "1" → true',
      'track_pinterest: "0" → false',
      'buy_button_type: "" → "auto"',
    ]);
    // The file as given is untouched; the migrated one reads as it meant.
    expect(older.track_pinterest).toBe('0');
    const read = parseTheme('vogue', files({ settings: { file: 'shop.json', json } }));
    expect(read.settings.cart_coupon_input).toEqual({ mobile: false, desktop: true });
    expect(read.settings.buy_button_type).toBe('auto');
    expect(read.settings.track_pinterest).toBe(false);
  });

  it('reads a settings file of this version as written: an old spelling in it is refused', () => {
    const current = { version: SETTINGS_FILE_VERSION, track_pinterest: '0' };
    const { json, changes } = migrateSettingsFile(current, 'shop.json');
    expect(changes).toEqual([]);
    expect(json).toEqual({ track_pinterest: '0' });
    expect(() => parseTheme('vogue', files({ settings: { file: 'shop.json', json } }))).toThrow(
      'shop.json: track_pinterest:',
    );
    expect(() => migrateSettingsFile({ version: SETTINGS_FILE_VERSION + 1 }, 'shop.json')).toThrow(
      `shop.json: version: ${SETTINGS_FILE_VERSION + 1} is newer than this Vitrine reads (${SETTINGS_FILE_VERSION})`,
    );
    expect(() => migrateSettingsFile({ version: 'two' }, 'shop.json')).toThrow(
      'shop.json: version: must be a whole number',
    );
  });

  it('fills the currency options a theme leaves out, and names a bad one', () => {
    const bare = files();
    const settings = (bare.theme as typeof vogue).settings as Record<string, unknown>;
    delete settings.defaullt_currency;
    const theme = parseTheme('vogue', bare);
    expect(theme.settings.defaullt_currency).toBe('DEFAULT');
    expect(theme.settings.defaullt_currencyList).toEqual([]);
    const bad = files();
    (bad.theme as typeof vogue).settings.defaullt_currency = 'euro';
    expect(() => parseTheme('vogue', bad)).toThrow(
      'src/themes/vogue/theme.json: settings.defaullt_currency: must be DEFAULT or an ISO 4217 code',
    );
  });

  it('refuses a message key that does not exist', () => {
    const key = files();
    (key.templates.index as typeof vogueIndex).sections.hero.settings.title_key = 'home.nope';
    expect(() => parseTheme('vogue', key)).toThrow(
      'sections.hero.settings.title_key: no message "home.nope"',
    );
  });

  it("takes the merchant's settings over the theme's, a group field by field", () => {
    const theme = loadShopTheme('vogue', {
      file: 'shop-settings.json',
      json: { cart_type: 'page', show_currency_selector: { cart_display: true } },
    });
    expect(theme.settings.cart_type).toBe('page');
    expect(theme.settings.show_currency_selector).toMatchObject({
      show_selector: true,
      currency_selector_type: 'global',
      cart_display: true,
    });
    expect(theme.settings.add_to_cart).toBe('open_cart');
  });

  it("names the merchant's file and field for a bad setting, and refuses unknown ones", () => {
    const load = (json: unknown) => () => loadShopTheme('vogue', { file: 'shop.json', json });
    expect(load({ cart_type: 'sidebar' })).toThrow('shop.json: cart_type: Invalid option');
    expect(load({ product_card: { image_ratio: 'square' } })).toThrow(
      'shop.json: product_card.image_ratio: must look like "4 / 5"',
    );
    expect(load({ cart_typo: 'page' })).toThrow('shop.json: (file): Unrecognized key: "cart_typo"');
    expect(load({ show_currency_selector: { currency_selector_type: 'local' } })).toThrow(
      'shop.json: show_currency_selector.currency_selector_type: Invalid input: expected "global"',
    );
    expect(load(['page'])).toThrow('shop.json: must be a JSON object');
  });

  it('checks the palette config: bubble_style 1 to 5, where bubbles show', () => {
    const load = (json: unknown) => () => loadShopTheme('vogue', { file: 'shop.json', json });
    for (const bubble_style of [1, 2, 3, 4, 5]) {
      expect(load({ product_palette: { bubble_style } })().settings.product_palette).toMatchObject({
        bubble_style,
        show_position: 'all',
        show_num: 3,
      });
    }
    expect(load({ product_palette: { bubble_style: 6 } })).toThrow(
      'shop.json: product_palette.bubble_style: must be a whole number from 1 to 5',
    );
    expect(load({ product_palette: { bubble_style: 0 } })).toThrow(
      'product_palette.bubble_style: must be a whole number from 1 to 5',
    );
    expect(load({ product_palette: { show_position: 'everywhere' } })).toThrow(
      "shop.json: product_palette.show_position: must be 'all' or 'detail'",
    );
  });
});

describe('the four themes', () => {
  const THEMES = ['vogue', 'athena', 'venue', 'showtime'] as const;

  it('each loads from its own folder, with every page template', () => {
    for (const name of THEMES) {
      const theme = loadShopTheme(name);
      expect(theme.name).toBe(name);
      expect(Object.keys(theme.templates).sort()).toEqual(
        ['cart', 'collection', 'index', 'product', 'search'].sort(),
      );
    }
  });

  it('differ where a shopper sees it: header, card, gallery, colours and type', () => {
    const themes = THEMES.map((name) => loadShopTheme(name));
    const distinct = (pick: (t: (typeof themes)[number]) => unknown) =>
      new Set(themes.map((t) => JSON.stringify(pick(t)))).size;
    expect(distinct((t) => t.design.header.layout)).toBe(4);
    expect(distinct((t) => t.settings.product_card.image_ratio)).toBeGreaterThanOrEqual(3);
    expect(distinct((t) => t.design.product_page.gallery)).toBe(3);
    expect(distinct((t) => t.design.type.heading_font)).toBe(4);
    expect(distinct((t) => t.design.radius.button)).toBe(3);
    expect(distinct((t) => t.templates.index.order)).toBe(4);
    // One theme is dark: its page's text is lighter than its background.
    const luminance = (hex: string) => Number.parseInt(hex.slice(1, 3), 16);
    const dark = themes.filter((t) => {
      const page = t.design.color_schemes[t.design.schemes.page]!;
      return luminance(page.text) > luminance(page.background);
    });
    expect(dark.map((t) => t.name)).toEqual(['showtime']);
  });

  it('athena, and only athena, shows style combinations on its cards (spec section 9)', () => {
    const showing = THEMES.filter(
      (name) => loadShopTheme(name).settings.show_style_combination_on_card,
    );
    expect(showing).toEqual(['athena']);
  });

  it('stops the start when a theme has no folder, naming the file', () => {
    expect(() => loadShopTheme('nocturne')).toThrow(
      'src/themes/nocturne/theme.json: the file is missing',
    );
  });
});
