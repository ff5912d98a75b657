import { z } from 'zod';
import { color, idList, picture, placement, productId, TAG_SHAPES } from './merch-fields.ts';

/** Product tags (spec section 3, Product tag; section 7, product_cards): as loaded, as answered */

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

export const productCardsQuery = z.object({ 'filter[product_id]': idList });
