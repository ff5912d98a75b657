import { ConfigError } from '../../platform/config.ts';
import type { Design } from './design.ts';

/**
 * The version of `theme.json` this Vitrine reads. A file of an earlier version is migrated at
 * load, step by step, never silently ignored: version 1 had 17 flat tokens, version 2 the
 * design of `design.ts` (colour schemes, type scale, spacing, buttons, header, product page)
 * with its fonts as stacks of system fonts, version 3 names a font as a family the shop serves
 * and the stack after it (`{ "family": "Manrope", "fallback": "system-ui, sans-serif" }`).
 */
export const THEME_VERSION = 3;

type Raw = Record<string, unknown>;

/** Version 2's design: its fonts were font stacks. */
type DesignV2 = Omit<Design, 'type'> & {
  type: Omit<Design['type'], 'body_font' | 'heading_font'> & {
    body_font: string;
    heading_font: string;
  };
};

/** The design a version-1 file meant: its tokens where it had them, vogue of version 2 elsewhere. */
const V1_DEFAULTS: DesignV2 = {
  color_schemes: {
    light: {
      background: '#fbf8f4',
      surface: '#ffffff',
      text: '#1d1a17',
      muted: '#6f665d',
      accent: '#8a5a2b',
      button: '#1d1a17',
      button_label: '#ffffff',
      secondary_button: '#1d1a17',
      border: '#e6ded4',
      shadow: '#1d1a17',
    },
  },
  schemes: { page: 'light', header: 'light', footer: 'light', checkout: 'light' },
  status: {
    sale: '#b3261e',
    badge: '#b3261e',
    badge_label: '#ffffff',
    offer: '#eef3ea',
    offer_label: '#2f5d34',
    error: '#b3261e',
    success: '#2f6b3a',
    rating: '#b8860b',
  },
  type: {
    body_font: '"Helvetica Neue", Helvetica, Arial, system-ui, sans-serif',
    heading_font: 'Georgia, "Times New Roman", serif',
    base_size: 16,
    ratio: 1.2,
    body_weight: 400,
    heading_weight: 500,
    heading_letter_spacing: 0,
    body_letter_spacing: 0,
    heading_case: 'none',
    line_height: 1.55,
  },
  spacing: { unit: 4, density: 'comfortable' },
  radius: { base: 2, card: 2, button: 'pill' },
  border_width: 1,
  shadow: 'none',
  overlay_opacity: 0.35,
  page_width: 1280,
  header: { layout: 'inline', sticky: 'always' },
  product_page: { gallery: 'thumbnails_below', sticky_details: true },
};

/** Where each version-1 token went in version 2. */
const V1_TOKENS: Record<string, (d: DesignV2, value: string) => void> = {
  'color-bg': (d, v) => (d.color_schemes.light!.background = v),
  'color-surface': (d, v) => (d.color_schemes.light!.surface = v),
  'color-text': (d, v) => (d.color_schemes.light!.text = v),
  'color-muted': (d, v) => (d.color_schemes.light!.muted = v),
  'color-border': (d, v) => (d.color_schemes.light!.border = v),
  'color-accent': (d, v) => {
    d.color_schemes.light!.button = v;
    d.color_schemes.light!.secondary_button = v;
  },
  'color-accent-text': (d, v) => (d.color_schemes.light!.button_label = v),
  'color-focus': (d, v) => (d.color_schemes.light!.accent = v),
  'color-sale': (d, v) => (d.status.sale = v),
  'color-badge-bg': (d, v) => (d.status.badge = v),
  'color-badge-text': (d, v) => (d.status.badge_label = v),
  'font-body': (d, v) => (d.type.body_font = v),
  'font-heading': (d, v) => (d.type.heading_font = v),
  radius: (d, v) => (d.radius.base = d.radius.card = Number.parseFloat(v)),
  'radius-button': (d, v) => {
    const n = Number.parseFloat(v);
    d.radius.button = n >= 100 ? 'pill' : n > 0 ? 'rounded' : 'square';
  },
  'page-width': (d, v) => (d.page_width = Number.parseFloat(v)),
  gap: (d, v) => (d.spacing.unit = Number.parseFloat(v) / 6),
};

function fromVersion1(raw: Raw, file: string): Raw {
  const { tokens, ...rest } = raw;
  const design = structuredClone(V1_DEFAULTS);
  for (const [name, value] of Object.entries((tokens ?? {}) as Record<string, unknown>)) {
    const move = V1_TOKENS[name];
    if (!move || typeof value !== 'string') {
      throw new ConfigError(
        `Invalid theme:\n  ${file}: tokens.${name}: no such token in version 1; write the file as version ${THEME_VERSION}, as src/themes/vogue/theme.json is`,
      );
    }
    move(design, value);
  }
  return { ...rest, version: 2, design };
}

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A version-2 file keeps its fonts: each stack becomes the fallback of a font that names no
 * family, so its pages look as they did and load no font file.
 */
function fromVersion2(raw: Raw): Raw {
  const { design } = raw;
  // A file without a design is left to the schema, which names what is missing.
  if (!isObject(design) || !isObject(design.type)) return { ...raw, version: 3 };
  const type = design.type;
  const font = (stack: unknown) => (typeof stack === 'string' ? { fallback: stack } : stack);
  return {
    ...raw,
    version: 3,
    design: {
      ...design,
      type: { ...type, body_font: font(type.body_font), heading_font: font(type.heading_font) },
    },
  };
}

const STEPS: Record<number, (raw: Raw, file: string) => Raw> = {
  1: fromVersion1,
  2: fromVersion2,
};

/** Brings a theme file of any earlier version to THEME_VERSION; a later one stops the start. */
export function migrateTheme(raw: unknown, file: string): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  let theme = raw as Raw;
  const given = theme.version === undefined ? 1 : theme.version;
  // A version that is not a whole number is left to the schema, which names the field.
  if (typeof given !== 'number' || !Number.isInteger(given) || given < 1) return theme;
  let version = given;
  if (version > THEME_VERSION) {
    throw new ConfigError(
      `Invalid theme:\n  ${file}: version: ${version} is newer than this Vitrine reads (${THEME_VERSION})`,
    );
  }
  while (version < THEME_VERSION) {
    theme = STEPS[version]!(theme, file);
    version = theme.version as number;
  }
  return theme;
}

/**
 * The version of the merchant's settings file (THEME_SETTINGS_FILE) this Vitrine reads. A file
 * without a version is version 1: its switches were written "1" and "0" and the automatic buy
 * button "" (version 2 writes booleans and `auto`). An earlier file is migrated at load and
 * the start says what it read, never silently; a later one stops the start.
 */
export const SETTINGS_FILE_VERSION = 2;

/** The switches of a settings file, by their path. */
const SWITCHES = [
  ['cart_coupon_input', 'mobile'],
  ['cart_coupon_input', 'desktop'],
  ['subscribe_form', 'need_verify'],
  ['track_pinterest'],
  ['track_pinterest_ecommerce'],
] as const;

/** Version 1's spellings as version 2 writes them, each change said (`path: "1" → true`). */
function settingsFromVersion1(raw: Raw, changes: string[]): Raw {
  const next: Raw = structuredClone(raw);
  for (const path of SWITCHES) {
    const [group, field] = path;
    const holder = field === undefined ? next : next[group];
    const key = field ?? group;
    if (!isObject(holder)) continue;
    const value = holder[key];
    if (value === '1' || value === '0') {
      holder[key] = value === '1';
      changes.push(`${path.join('.')}: "${value}" → ${String(holder[key])}`);
    }
  }
  if (next.buy_button_type === '') {
    next.buy_button_type = 'auto';
    changes.push('buy_button_type: "" → "auto"');
  }
  return { ...next, version: 2 };
}

const SETTINGS_STEPS: Record<number, (raw: Raw, changes: string[]) => Raw> = {
  1: settingsFromVersion1,
};

/**
 * Brings the merchant's settings file of any earlier version to SETTINGS_FILE_VERSION: the
 * settings without their `version`, and what was read otherwise than written (for the start to
 * say, so the merchant can write the file anew). A later version stops the start.
 */
export function migrateSettingsFile(
  raw: unknown,
  file: string,
): { json: unknown; changes: string[] } {
  if (!isObject(raw)) return { json: raw, changes: [] };
  const given = raw.version === undefined ? 1 : raw.version;
  if (typeof given !== 'number' || !Number.isInteger(given) || given < 1) {
    throw new ConfigError(
      `Invalid theme settings:\n  ${file}: version: must be a whole number from 1 to ${SETTINGS_FILE_VERSION}`,
    );
  }
  if (given > SETTINGS_FILE_VERSION) {
    throw new ConfigError(
      `Invalid theme settings:\n  ${file}: version: ${given} is newer than this Vitrine reads (${SETTINGS_FILE_VERSION})`,
    );
  }
  const changes: string[] = [];
  let settings = raw;
  for (let version = given; version < SETTINGS_FILE_VERSION; version++) {
    settings = SETTINGS_STEPS[version]!(settings, changes);
  }
  const json = { ...settings };
  delete json.version;
  return { json, changes };
}
