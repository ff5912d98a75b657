import { z } from 'zod';
import { groupInput } from './group-contract.ts';
import { MAX_ID, idListText, idSchema, idText } from '../../platform/ids.ts';

/**
 * The merchandising contract (spec section 3: Product tag, Custom button, Combination, Style
 * combination, Size chart; section 7: product_cards, buttons, click_button, style-combinations,
 * size-chart, product_diversion_test; grouped products in group-contract.ts): what the merchant
 * loads, validated before anything is saved, and what the API answers. The storefront imports
 * the types only.
 */

/** The most products one list call asks about (spec section 7: page size 100). */
export const MAX_IDS = 100;

/** Tag icon (preset shape) styles 1 to 5 (spec section 9, Images and thumbnails). */
export const TAG_SHAPES = [1, 2, 3, 4, 5] as const;
export const TAG_POSITIONS = ['top_left', 'top_right', 'bottom_left', 'bottom_right'] as const;
export const TAG_UNITS = ['percentage', 'px'] as const;
export const BUTTON_TYPES = ['amazon', 'ebay', 'aliexpress', 'custom'] as const;
export const BUTTON_STYLES = ['first', 'second', 'third'] as const;
export const SIZE_UNITS = ['cm', 'in'] as const;

/** A colour the storefront writes into a style attribute: hex only, so nothing else gets in. */
const color = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'a colour such as #ffffff');
const productId = z.number().int().positive().max(MAX_ID);
/** A picture: a shop path or an http(s) address. */
const picture = z
  .string()
  .max(2000)
  .regex(/^(\/[^/]|https?:\/\/)/, 'a path starting with / or an http(s) address');

const placement = z.strictObject({
  width: z.number().positive().max(1000),
  unit: z.enum(TAG_UNITS),
  position: z.enum(TAG_POSITIONS),
});

/** A tag's look: its text and colours, and its width and corner on a phone and a computer. */
export const tagImageConfig = z.strictObject({
  text: z.string().max(60).default(''),
  text_color: color.default('#ffffff'),
  /** The fill of a shape or text tag (the theme's badge colour when absent). */
  background_color: color.optional(),
  mobile: placement,
  pc: placement,
});
export type TagImageConfig = z.output<typeof tagImageConfig>;

/** A product tag as the merchant loads it. */
export const tagInput = z
  .strictObject({
    key: z.string().min(1).max(80),
    style: z.number().int().min(0).max(99),
    shape: z.number().int().optional(),
    image: z.strictObject({ url: picture }).optional(),
    image_config: tagImageConfig,
    product_ids: z.array(productId).min(1).max(1000),
  })
  .superRefine((tag, ctx) => {
    if (tag.style === 0 && !TAG_SHAPES.includes(tag.shape as 1)) {
      ctx.addIssue({ code: 'custom', path: ['shape'], message: 'a preset shape from 1 to 5' });
    }
    if (tag.style === 1 && tag.image_config.text.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['image_config', 'text'],
        message: 'a text tag needs its text',
      });
    }
    if (tag.style > 1 && !tag.image) {
      ctx.addIssue({
        code: 'custom',
        path: ['image', 'url'],
        message: 'an image tag needs image.url',
      });
    }
  });

/** A custom button as the merchant loads it. */
export const buttonInput = z.strictObject({
  product_id: productId,
  button_type: z.enum(BUTTON_TYPES),
  button_style: z.enum(BUTTON_STYLES),
  button_url: z
    .string()
    .max(2000)
    .regex(/^https?:\/\/[^\s/]+/, 'an http or https address'),
  button_text: z.string().trim().min(1).max(60),
  text_color: color,
  background_color: color,
});

/** A size chart's table: column heads, and rows of as many cells. */
export const sizeChartTable = z.strictObject({
  columns: z.array(z.string().min(1).max(40)).min(1).max(12),
  rows: z
    .array(z.array(z.string().max(40)))
    .min(1)
    .max(40),
});
export type SizeChartTable = z.output<typeof sizeChartTable>;

/** A size chart as the merchant loads it. */
export const sizeChartInput = z
  .strictObject({
    product_id: productId,
    title: z.string().max(100).default(''),
    unit: z.enum(SIZE_UNITS),
    table: sizeChartTable,
    note: z.string().max(500).default(''),
  })
  .superRefine((chart, ctx) => {
    chart.table.rows.forEach((row, i) => {
      if (row.length !== chart.table.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['table', 'rows', i],
          message: `a row of ${chart.table.columns.length} cells, one per column`,
        });
      }
    });
  });

const positionName = z
  .string()
  .regex(/^[a-z0-9_-]{1,40}$/, 'a position name such as product_bottom');

const combinationItem = z.strictObject({
  product_id: productId,
  product_image: picture.nullable().default(null),
  /** Show the product's own main image instead of product_image. */
  is_main_image: z.boolean().default(true),
});
export type CombinationItemInput = z.output<typeof combinationItem>;

/** A "complete the look" combination as the merchant loads it. */
export const combinationInput = z.strictObject({
  product_id: productId,
  position: positionName,
  status: z.enum(['active', 'inactive']),
  title: z.string().max(100).default(''),
  items: z.array(combinationItem).min(1).max(12),
});

const styleItem = z.strictObject({ product_id: productId });
export type StyleCombinationItemInput = z.output<typeof styleItem>;

/** A style combination (the strip on product cards) as the merchant loads it. */
export const styleCombinationInput = z.strictObject({
  product_id: productId,
  position: positionName.default('card'),
  items: z.array(styleItem).min(1).max(8),
});

/** A product diversion test as the merchant loads it. */
export const diversionInput = z
  .strictObject({
    product_id: productId,
    main_product_id: productId,
    share: z.number().min(0).max(1),
  })
  .refine((t) => t.product_id !== t.main_product_id, {
    path: ['main_product_id'],
    message: 'another product than product_id',
  });

function unique<T>(keyOf: (x: T) => string, what: string) {
  return (list: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    list.forEach((x, i) => {
      const key = keyOf(x);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: what });
      seen.add(key);
    });
  };
}

/**
 * The merchandising file (`vitrine merch load FILE`): each list it holds replaces the stored
 * list of that kind; a kind it leaves out is kept.
 */
export const merchFileSchema = z.strictObject({
  tags: z
    .array(tagInput)
    .superRefine(unique((t) => t.key, 'a second tag with this key'))
    .optional(),
  buttons: z.array(buttonInput).optional(),
  size_charts: z
    .array(sizeChartInput)
    .superRefine(unique((c) => String(c.product_id), 'a product has at most one size chart'))
    .optional(),
  combinations: z
    .array(combinationInput)
    .superRefine(
      unique((c) => `${c.product_id}@${c.position}`, 'one combination per product and position'),
    )
    .optional(),
  style_combinations: z
    .array(styleCombinationInput)
    .superRefine(
      unique(
        (c) => `${c.product_id}@${c.position}`,
        'one style combination per product and position',
      ),
    )
    .optional(),
  diversion_tests: z
    .array(diversionInput)
    .superRefine(unique((d) => String(d.product_id), 'one diversion test per product'))
    .optional(),
  groups: z
    .array(groupInput)
    .superRefine(unique((g) => String(g.product_id), 'one group per product'))
    .optional(),
});
export type MerchFile = z.input<typeof merchFileSchema>;

// ---- answers ----

/** A product tag as the API shows it. */
export const tagSchema = z.object({
  id: z.number().int(),
  style: z.number().int(),
  shape: z.number().int().nullable(),
  image: z.object({ url: z.string() }).nullable(),
  image_config: tagImageConfig,
});
export type TagDto = z.output<typeof tagSchema>;

/** What a tag's text placeholders read (decimal money in the shop currency). */
export const tagValuesSchema = z.object({
  price: z.number(),
  regular_price: z.number().nullable(),
  sku: z.string(),
  stock: z.number().int(),
  manage_stock: z.boolean(),
});
export type TagValues = z.output<typeof tagValuesSchema>;

/** A product card's tag data (spec section 7, product_cards). */
export const productCardSchema = z.object({
  product_id: z.number().int(),
  tags: z.array(tagSchema),
  values: tagValuesSchema,
  /** Whether the product has a size chart (size-chart/products/{id}/chart answers 200). */
  has_size_chart: z.boolean(),
});
export type ProductCardDto = z.output<typeof productCardSchema>;

/** A custom button as the API shows it. */
export const buttonSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  button_type: z.enum(BUTTON_TYPES),
  button_style: z.enum(BUTTON_STYLES),
  button_url: z.string(),
  button_text: z.string(),
  text_color: z.string(),
  background_color: z.string(),
});
export type ButtonDto = z.output<typeof buttonSchema>;

/** A size chart as the API shows it. */
export const sizeChartSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  unit: z.enum(SIZE_UNITS),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  note: z.string(),
});
export type SizeChartDto = z.output<typeof sizeChartSchema>;

/** What a combination item shows of its product. */
export const itemProductSchema = z.object({
  ID: z.number().int(),
  title: z.string(),
  path: z.string(),
  price: z.number(),
  regular_price: z.number().nullable(),
  image: z.string().nullable(),
});
export type ItemProductDto = z.output<typeof itemProductSchema>;

/** A combination as the API shows it; items whose product is not on sale are left out. */
export const combinationSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  position: z.string(),
  status: z.enum(['active', 'inactive']),
  title: z.string(),
  items: z.array(
    z.object({
      product_id: z.number().int(),
      product_image: z.string().nullable(),
      is_main_image: z.boolean(),
      product: itemProductSchema,
    }),
  ),
});
export type CombinationDto = z.output<typeof combinationSchema>;

/** A style combination as the API shows it. */
export const styleCombinationSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  position: z.string(),
  items: z.array(z.object({ product_id: z.number().int(), product: itemProductSchema })),
});
export type StyleCombinationDto = z.output<typeof styleCombinationSchema>;

/** A product's diversion test (spec section 7, product_diversion_test/relationships). */
export const diversionSchema = z.object({
  product_id: z.number().int(),
  main_product: z.string(),
  diversion_test_id: z.number().int(),
  share: z.number(),
});
export type DiversionDto = z.output<typeof diversionSchema>;

// ---- requests ----

const idList = idListText('error.merch_ids_invalid', MAX_IDS, 'error.merch_ids_too_many');

export const productCardsQuery = z.object({ 'filter[product_id]': idList });
export const buttonsQuery = z.object({ product_ids: idList });
export const diversionQuery = z.object({ product_ids: idList });
export const styleCombinationsQuery = z.object({
  'filter[product_ids]': idList,
  combination_position: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, 'error.merch_position_invalid')
    .default('card'),
});
export const combinationsQuery = z.object({
  product_id: idText('error.product_id_invalid'),
});
export const sizeChartParams = z.object({
  id: idText('error.product_id_invalid'),
});
export const clickButtonBody = z.object({
  product_id: idSchema('error.product_id_invalid'),
  button_type: z.enum(BUTTON_TYPES, { error: 'error.merch_button_type_invalid' }).optional(),
});
