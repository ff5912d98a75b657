import { z } from 'zod';

/**
 * What a variant attribute must be when it is saved (seed, import): palette_type one of the
 * four of spec section 3, and each manual swatch drawable (spec section 5, Display: show_image
 * needs image_src, show_block needs color_code). A refusal names the field.
 */
export const PALETTE_TYPES = ['manual', 'auto_image', 'auto_block', ''] as const;

const colorCode = z
  .string()
  .regex(
    /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|(rgb|hsl)a?\([\d\s.,%/]+\))$/,
    'must be a CSS colour such as #1f3a5f',
  );

/** One value of an attribute with its swatch settings, as saved. */
export const optionValueInput = z
  .strictObject({
    value: z.string().min(1, 'must not be empty').max(200),
    show_type: z
      .enum(['show_image', 'show_block'], { error: 'must be show_image or show_block' })
      .optional(),
    image_src: z.string().max(2000).optional(),
    color_code: colorCode.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.show_type === 'show_image' && !v.image_src) {
      ctx.addIssue({ code: 'custom', path: ['image_src'], message: 'show_image needs image_src' });
    }
    if (v.show_type === 'show_block' && !v.color_code) {
      ctx.addIssue({
        code: 'custom',
        path: ['color_code'],
        message: 'show_block needs color_code',
      });
    }
  });

/** A variant attribute as saved: name, palette type, lens-power name and values. */
export const optionInput = z.object({
  name: z.string().min(1, 'must not be empty').max(100),
  paletteType: z.enum(PALETTE_TYPES, {
    error: 'palette_type must be manual, auto_image, auto_block or empty',
  }),
  specialNativeName: z.string().max(100).default(''),
  values: z
    .array(optionValueInput)
    .min(1, 'needs at least one value')
    .refine((vs) => new Set(vs.map((v) => v.value)).size === vs.length, 'values must differ'),
});

/**
 * The theme's palette config (spec section 3, Palette config; section 9, Lists): where bubbles
 * show ('all': on lists too; 'detail': the product page only), how many a card shows before
 * its ellipsis link, how they look (bubble_style 1 circle, 2 square, 3 rounded, 4 circle with a
 * ring, 5 pill), and their border colour.
 */
export const paletteConfigSchema = z.strictObject({
  show_position: z.enum(['all', 'detail'], { error: "must be 'all' or 'detail'" }),
  show_num: z
    .number({ error: 'must be a whole number from 1 to 20' })
    .int('must be a whole number from 1 to 20')
    .min(1, 'must be a whole number from 1 to 20')
    .max(20, 'must be a whole number from 1 to 20'),
  show_style: z.enum(['swatch', 'label'], { error: "must be 'swatch' or 'label'" }),
  bubble_style: z
    .number({ error: 'must be a whole number from 1 to 5' })
    .int('must be a whole number from 1 to 5')
    .min(1, 'must be a whole number from 1 to 5')
    .max(5, 'must be a whole number from 1 to 5'),
  bubble_color: colorCode,
});

/** The palette config, after validation. */
export type PaletteConfig = z.output<typeof paletteConfigSchema>;

/** The first problem of a refused attribute as `field: message`, for the merchant. */
export function describeOptionIssue(error: z.ZodError, prefix = ''): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
  return `${path}: ${issue.message}`;
}
