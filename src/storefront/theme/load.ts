import { z } from 'zod';
import { ConfigError } from '../../platform/config.ts';
import type { Locale } from '../../platform/locales.ts';
import { designCss, designSchema } from './design.ts';
import { fontFaceCss, themeFamilies, type FontFile } from './fonts.ts';
import { migrateTheme, THEME_VERSION } from './migrate.ts';
import { settingsSchema } from './settings.ts';
import { TEMPLATE_PAGES, type BrowserTheme, type Template, type Theme } from './types.ts';

// Themes are data in src/themes/<name>/: theme.json and templates/<page>.json.
const themeFiles = import.meta.glob<unknown>('../../themes/*/theme.json', {
  eager: true,
  import: 'default',
});
const templateFiles = import.meta.glob<unknown>('../../themes/*/templates/*.json', {
  eager: true,
  import: 'default',
});
// Each section type's settings schema, beside its component.
const sectionSettings = import.meta.glob<z.ZodType>('../sections/*/settings.ts', {
  eager: true,
  import: 'settings',
});

const themeSchema = z.strictObject({
  version: z.literal(THEME_VERSION),
  name: z.string().min(1),
  settings: settingsSchema,
  design: designSchema,
});

const templateSchema = z.strictObject({
  sections: z.record(
    z.string().regex(/^[a-z][a-z0-9_-]*$/, 'must be a lower-case key'),
    z.strictObject({
      type: z.string(),
      settings: z.record(z.string(), z.unknown()).default({}),
    }),
  ),
  order: z.array(z.string()),
});

const fileName = (key: string) => `src/themes/${key.replace(/^(\.\.\/)+themes\//, '')}`;

function invalid(file: string, issues: z.core.$ZodIssue[], prefix: (string | number)[] = []) {
  const lines = issues.map(
    (i) => `  ${fileName(file)}: ${[...prefix, ...i.path].join('.') || '(file)'}: ${i.message}`,
  );
  return new ConfigError(`Invalid theme:\n${lines.join('\n')}`);
}

/**
 * Checks a template: each section's type, its settings by its type's schema (defaults filled
 * in), the colour scheme it may wear (`color_scheme`, one of the theme's), and the order.
 */
function parseTemplate(file: string, raw: unknown, schemes: readonly string[]): Template {
  const parsed = templateSchema.safeParse(raw);
  if (!parsed.success) throw invalid(file, parsed.error.issues);
  const sections: Template['sections'] = {};
  for (const [key, section] of Object.entries(parsed.data.sections)) {
    const schema = sectionSettings[`../sections/${section.type}/settings.ts`];
    if (!schema) {
      throw invalid(file, [
        {
          code: 'custom',
          path: ['sections', key, 'type'],
          message: `no section type "${section.type}"`,
          input: section.type,
        },
      ]);
    }
    // Any section may wear one of the theme's colour schemes: a section that paints it itself
    // (a full-width band) declares `color_scheme`; any other is wrapped in the scheme's colours.
    const { color_scheme: scheme, ...own } = section.settings;
    if (scheme !== undefined && (typeof scheme !== 'string' || !schemes.includes(scheme))) {
      throw invalid(file, [
        {
          code: 'custom',
          path: ['sections', key, 'settings', 'color_scheme'],
          message: `no colour scheme "${String(scheme)}" in the theme (${schemes.join(', ')})`,
          input: scheme,
        },
      ]);
    }
    const paintsItself = 'color_scheme' in ((schema as { shape?: object }).shape ?? {});
    const settings = schema.safeParse(paintsItself ? section.settings : own);
    if (!settings.success)
      throw invalid(file, settings.error.issues, ['sections', key, 'settings']);
    sections[key] = {
      type: section.type,
      settings: settings.data as Record<string, unknown>,
      ...(scheme !== undefined && !paintsItself ? { scheme } : {}),
    };
  }
  for (const [index, key] of parsed.data.order.entries()) {
    if (!sections[key]) {
      throw invalid(file, [
        { code: 'custom', path: ['order', index], message: `no section "${key}"`, input: key },
      ]);
    }
  }
  return { sections, order: parsed.data.order };
}

/** A theme's files as read: theme.json and templates/<page>.json, by file name. */
export interface ThemeFiles {
  folder: string;
  theme: unknown;
  templates: Partial<Record<string, unknown>>;
  /** The merchant's own settings (THEME_SETTINGS_FILE), over the theme's: file name and JSON. */
  settings?: { file: string; json: unknown };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The merchant's settings over the theme's: a setting given replaces the theme's, and a group
 * (product_card, show_currency_selector ...) may name only the fields it changes.
 */
function withMerchantSettings(theme: unknown, settings: { file: string; json: unknown }) {
  if (!isObject(settings.json)) {
    throw new ConfigError(`Invalid theme settings:\n  ${settings.file}: must be a JSON object`);
  }
  if (!isObject(theme) || !isObject(theme.settings)) return theme;
  const merged: Record<string, unknown> = { ...theme.settings };
  for (const [key, value] of Object.entries(settings.json)) {
    const current = merged[key];
    merged[key] = isObject(current) && isObject(value) ? { ...current, ...value } : value;
  }
  return { ...theme, settings: merged };
}

/**
 * Validates a theme's files: its settings and tokens, and a template for each page, every
 * section's settings checked by its type's schema (defaults filled in). A broken file throws a
 * ConfigError that names the file and the field.
 */
export function parseTheme(name: string, files: ThemeFiles): Theme {
  const themeFile = `../../themes/${files.folder}/theme.json`;
  const own = files.settings;
  const raw = migrateTheme(files.theme, fileName(themeFile));
  const theme = themeSchema.safeParse(own ? withMerchantSettings(raw, own) : raw);
  if (!theme.success) {
    // A setting the merchant gave is wrong in the merchant's file, not in the theme.
    const given = isObject(own?.json) ? own.json : {};
    const mine = theme.error.issues.filter(
      (i) =>
        i.path[0] === 'settings' &&
        (i.path.length > 1
          ? String(i.path[1]) in given
          : i.code === 'unrecognized_keys' && i.keys.some((k) => k in given)),
    );
    if (own && mine.length > 0) {
      const lines = mine.map(
        (i) => `  ${own.file}: ${i.path.slice(1).join('.') || '(file)'}: ${i.message}`,
      );
      throw new ConfigError(`Invalid theme settings:\n${lines.join('\n')}`);
    }
    throw invalid(themeFile, theme.error.issues);
  }
  const templates = {} as Theme['templates'];
  for (const page of TEMPLATE_PAGES) {
    const file = `../../themes/${files.folder}/templates/${page}.json`;
    if (files.templates[page] === undefined) {
      throw new ConfigError(`Invalid theme:\n  ${fileName(file)}: the file is missing`);
    }
    templates[page] = parseTemplate(
      file,
      files.templates[page],
      Object.keys(theme.data.design.color_schemes),
    );
  }
  return { name, settings: theme.data.settings, design: theme.data.design, templates };
}

/**
 * Loads and validates the shop's theme (SHOP_THEME) from src/themes/. A missing or broken file
 * stops the start with a message that names the file and the field.
 */
export function loadShopTheme(name: string, settings?: ThemeFiles['settings']): Theme {
  if (!themeFiles[`../../themes/${name}/theme.json`]) {
    throw new ConfigError(`Invalid theme:\n  src/themes/${name}/theme.json: the file is missing`);
  }
  const templates: ThemeFiles['templates'] = {};
  for (const page of TEMPLATE_PAGES) {
    templates[page] = templateFiles[`../../themes/${name}/templates/${page}.json`];
  }
  return parseTheme(name, {
    folder: name,
    theme: themeFiles[`../../themes/${name}/theme.json`],
    templates,
    ...(settings ? { settings } : {}),
  });
}

/** Where a page's fonts come from: its language, and the URL the shop serves each file at. */
export interface ThemeFontsOptions {
  locale: Locale;
  url(file: FontFile): string;
}

/**
 * The theme's design as CSS custom properties (design.ts) and, given a page's language, the
 * @font-face rules of the theme's own families in the scripts that language needs (fonts.ts).
 */
export function themeCss(theme: Theme, fonts?: ThemeFontsOptions): string {
  const css = designCss(theme.design);
  if (!fonts) return css;
  return css + fontFaceCss(themeFamilies(theme.design.type), fonts.locale, fonts.url);
}

/** The theme as the page carries it to the browser (its design goes as CSS, not as data). */
export function browserTheme(theme: Theme): BrowserTheme {
  const { header, product_page, schemes } = theme.design;
  return {
    name: theme.name,
    settings: theme.settings,
    templates: theme.templates,
    layout: { header, product_page, schemes },
  };
}
