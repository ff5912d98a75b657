import { z } from 'zod';
import { cssFontStack, FONT_FAMILY_NAMES } from './fonts.ts';

/**
 * A theme's design, declared once (the shape of Dawn's `settings_schema.json`: colour schemes,
 * a type scale, spacing, radii, buttons, cards, header and product page): what makes the four
 * themes look nothing alike. `designCss` turns it into the custom properties every stylesheet
 * reads; a stylesheet writes no colour, size or spacing of its own (CONVENTIONS 13).
 */

const hex = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour such as #1d1a17');
/** A font stack: names and generic families, nothing that could close the rule. */
const fontStack = z
  .string()
  .min(1)
  .regex(/^[\w\s,"'-]+$/, 'must be a font stack such as "Inter", system-ui, sans-serif');
/**
 * A font: a family of the catalogue (fonts.ts), which the shop serves, then the system stack
 * that stands in for it where it has no letters (a script it lacks) and while it loads.
 */
const fontSchema = z.strictObject({
  family: z.enum(FONT_FAMILY_NAMES).optional(),
  fallback: fontStack,
});

/** Dawn's colour scheme roles, plus the surface of cards and fields and the muted text. */
export const colorSchemeSchema = z.strictObject({
  background: hex,
  /** Cards, fields, dialogs and drawers on this background. */
  surface: hex,
  text: hex,
  /** Secondary text: vendors, hints, captions. */
  muted: hex,
  /** Links, the active filter, the focus ring. */
  accent: hex,
  button: hex,
  button_label: hex,
  secondary_button: hex,
  border: hex,
  shadow: hex,
});
export type ColorScheme = z.output<typeof colorSchemeSchema>;

const schemeName = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case name');

export const designSchema = z
  .strictObject({
    /** The schemes a page part or a section may pick (`color_scheme` in a section's settings). */
    color_schemes: z.record(schemeName, colorSchemeSchema),
    /** Which scheme the page, the header, the footer and the checkout wear. */
    schemes: z.strictObject({
      page: schemeName,
      header: schemeName,
      footer: schemeName,
      checkout: schemeName,
    }),
    /** Colours that mean something whatever the scheme: a sale, an offer, an error, success. */
    status: z.strictObject({
      sale: hex,
      badge: hex,
      badge_label: hex,
      /** Promotion hints: an offer, never the error colour. */
      offer: hex,
      offer_label: hex,
      error: hex,
      success: hex,
      rating: hex,
    }),
    type: z.strictObject({
      body_font: fontSchema,
      heading_font: fontSchema,
      /** The body's size in px; headings climb from it by `ratio`. */
      base_size: z.number().min(13).max(20),
      ratio: z.number().min(1.05).max(1.6),
      body_weight: z.number().int().min(100).max(900),
      heading_weight: z.number().int().min(100).max(900),
      /** In em. */
      heading_letter_spacing: z.number().min(-0.1).max(0.3),
      body_letter_spacing: z.number().min(-0.05).max(0.2),
      heading_case: z.enum(['none', 'uppercase']),
      /** Line height of body text. */
      line_height: z.number().min(1.2).max(2),
    }),
    /** The spacing scale: `--space-1` … `--space-10` are steps of `unit` px times `density`. */
    spacing: z.strictObject({
      unit: z.number().min(2).max(8),
      density: z.enum(['compact', 'comfortable', 'airy']),
    }),
    radius: z.strictObject({
      /** Fields, tags and small parts, in px. */
      base: z.number().min(0).max(24),
      card: z.number().min(0).max(32),
      button: z.enum(['square', 'rounded', 'pill']),
    }),
    border_width: z.number().int().min(0).max(4),
    shadow: z.enum(['none', 'soft', 'lifted']),
    /** How far the page darkens under a dialog or a drawer: the overlay's opacity. */
    overlay_opacity: z.number().min(0).max(0.9).default(0.35),
    /** The widest a page's content grows, in px. */
    page_width: z.number().int().min(960).max(1920),
    header: z.strictObject({
      /** Logo left with the menu beside it; logo centred, menu below; a menu drawer on every
       * screen; or the inline layout laid over the page's first section. */
      layout: z.enum(['inline', 'centered', 'drawer', 'transparent']),
      /** Stays at the top; hides while scrolling down and comes back up (spec 9); scrolls away. */
      sticky: z.enum(['always', 'on_scroll_up', 'none']),
    }),
    product_page: z.strictObject({
      gallery: z.enum(['thumbnails_below', 'thumbnails_beside', 'stacked']),
      /** The details (or a short gallery) stay in view while the longer column scrolls. */
      sticky_details: z.boolean(),
    }),
  })
  .superRefine((design, ctx) => {
    for (const [part, name] of Object.entries(design.schemes)) {
      if (!design.color_schemes[name]) {
        ctx.addIssue({
          code: 'custom',
          path: ['schemes', part],
          message: `no colour scheme "${name}"`,
          input: name,
        });
      }
    }
  });
export type Design = z.output<typeof designSchema>;

/** The spacing steps, in units (4 px units: 4, 8, 12, 16, 20, 24, 32, 40, 48, 64 px). */
const SPACE_STEPS = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16];
const DENSITY = { compact: 0.8, comfortable: 1, airy: 1.25 } as const;
/** The type scale's steps from the body size: -2 (captions) to 5 (the largest heading). */
const TYPE_STEPS = { xs: -2, sm: -1, base: 0, md: 1, lg: 2, xl: 3, '2xl': 4, '3xl': 5 } as const;
const BUTTON_RADIUS = { square: '0', rounded: '6px', pill: '999px' } as const;

const px = (n: number) => `${Math.round(n * 100) / 100}px`;

/** A colour with an alpha, for shadows and overlays. */
function alpha(color: string, a: number): string {
  const n = Number.parseInt(color.slice(1), 16);
  return `rgb(${(n >> 16) & 255} ${(n >> 8) & 255} ${n & 255} / ${a})`;
}

/** One scheme's colour properties, and the shadow of what floats over it (a popover, a drawer). */
function schemeVars(s: ColorScheme, overlay: number): string {
  return [
    `--color-bg:${s.background}`,
    `--color-surface:${s.surface}`,
    `--color-text:${s.text}`,
    `--color-muted:${s.muted}`,
    `--color-accent:${s.accent}`,
    `--color-focus:${s.accent}`,
    `--color-button:${s.button}`,
    `--color-button-label:${s.button_label}`,
    `--color-secondary-button:${s.secondary_button}`,
    `--color-border:${s.border}`,
    `--color-shadow:${alpha(s.shadow, 0.12)}`,
    `--color-overlay:${alpha(s.shadow, overlay)}`,
    `--shadow-float:0 12px 32px ${alpha(s.shadow, 0.14)}`,
  ].join(';');
}

const SHADOWS = {
  none: () => 'none',
  soft: (s: ColorScheme) => `0 1px 3px ${alpha(s.shadow, 0.1)}`,
  lifted: (s: ColorScheme) => `0 8px 24px ${alpha(s.shadow, 0.14)}`,
};

/**
 * The design as CSS: the page scheme's colours and every scale on `:root`, and a class
 * `.scheme-<name>` per colour scheme that a header, a footer or a section wears.
 */
export function designCss(design: Design): string {
  const page = design.color_schemes[design.schemes.page]!;
  const t = design.type;
  const density = DENSITY[design.spacing.density];
  const root = [
    schemeVars(page, design.overlay_opacity),
    `--color-sale:${design.status.sale}`,
    `--color-badge-bg:${design.status.badge}`,
    `--color-badge-text:${design.status.badge_label}`,
    `--color-offer:${design.status.offer}`,
    `--color-offer-text:${design.status.offer_label}`,
    `--color-error:${design.status.error}`,
    `--color-success:${design.status.success}`,
    `--color-rating:${design.status.rating}`,
    // The old name of the stars' colour: a stars element sets --rating to its fill (72%), so
    // a stylesheet that draws stars reads --color-rating.
    `--rating:${design.status.rating}`,
    `--font-body:${cssFontStack(t.body_font)}`,
    `--font-heading:${cssFontStack(t.heading_font)}`,
    `--weight-body:${t.body_weight}`,
    `--weight-heading:${t.heading_weight}`,
    `--tracking-body:${t.body_letter_spacing}em`,
    `--tracking-heading:${t.heading_letter_spacing}em`,
    `--heading-case:${t.heading_case}`,
    `--line-height:${t.line_height}`,
    ...Object.entries(TYPE_STEPS).map(
      ([name, step]) => `--text-${name}:${px(t.base_size * t.ratio ** step)}`,
    ),
    ...SPACE_STEPS.map((k, i) => `--space-${i + 1}:${px(design.spacing.unit * k * density)}`),
    `--radius:${px(design.radius.base)}`,
    `--radius-card:${px(design.radius.card)}`,
    `--radius-button:${BUTTON_RADIUS[design.radius.button]}`,
    `--border-width:${px(design.border_width)}`,
    `--shadow-card:${SHADOWS[design.shadow](page)}`,
    `--page-width:${px(design.page_width)}`,
    `--gap:${px(design.spacing.unit * 6 * density)}`,
  ];
  const schemes = Object.entries(design.color_schemes).map(
    ([name, scheme]) =>
      `.scheme-${name}{${schemeVars(scheme, design.overlay_opacity)};background:var(--color-bg);color:var(--color-text)}`,
  );
  return `:root{${root.join(';')}}${schemes.join('')}`;
}
