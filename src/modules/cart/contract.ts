import { z } from 'zod';
import { MAX_QUANTITY, MIN_QUANTITY } from './cart-count.ts';

/**
 * The cart API's contract (spec section 3, Cart response, Cart line and Add-to-cart item;
 * section 7, Cart calls). The storefront imports these types only.
 */

const attr = z.object({ name: z.string(), value: z.string() });

/** One line of the cart, keyed in `cart` by `key`. */
export const cartLineSchema = z.object({
  key: z.string(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  product: z.object({
    ID: z.number().int(),
    title: z.string(),
    slug: z.string(),
    path: z.string(),
    feature_image: z.string().nullable(),
  }),
  variant: z.object({
    ID: z.number().int(),
    attrs: z.array(attr),
    price: z.number(),
    regular_price: z.number().nullable(),
    sku: z.string(),
    stock: z.number().int(),
    buy_able: z.boolean(),
    feature_image: z.string().nullable(),
  }),
  quantity: z.number().int(),
  price: z.number(),
  line_total: z.number(),
  category_ids: z.array(z.number().int()),
  properties: z.record(z.string(), z.string()),
});

/** A message the shopper should see, with a stable code. */
export const cartMessageSchema = z.object({ code: z.string(), message: z.string() });

/** The cart response of spec section 3. */
export const cartSchema = z.object({
  cart: z.record(z.string(), cartLineSchema),
  cart_subtotal: z.number(),
  cart_total: z.number(),
  cart_contents_count: z.number().int(),
  cart_contents_total: z.number(),
  currency: z.string(),
  hash: z.string(),
  coupon_record: z.array(
    z.object({ code: z.string(), discount_type: z.string(), rule_data: z.unknown() }),
  ),
  shipping: z.object({ methods: z.array(z.object({ id: z.string(), cost: z.number() })) }),
  shipping_insurance: z.number(),
  shipping_tax_total: z.number(),
  shipping_total: z.number(),
  notices: z.array(cartMessageSchema),
  errors: z.array(cartMessageSchema),
  success: z.boolean(),
});

// Browsers and scripts send numbers, forms send strings: read a plain decimal string as a number,
// and leave anything else for the schema to reject.
const numeric = (v: unknown) =>
  typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;

const id = (key: string) =>
  z.preprocess(numeric, z.number({ error: key }).int(key).positive(key).max(2_147_483_647, key));

/** One item to add (spec section 3, Add-to-cart item). */
export const addItemSchema = z.object({
  product_id: id('error.product_id_invalid'),
  variant_id: id('error.variant_id_invalid'),
  quantity: z.preprocess(
    numeric,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'error.quantity_required' : 'error.quantity_invalid',
      })
      .int('error.quantity_whole')
      .min(MIN_QUANTITY, 'error.quantity_range')
      .max(MAX_QUANTITY, 'error.quantity_range'),
  ),
  properties: z
    .record(
      z.string().max(100),
      z.union([z.string().max(500), z.number(), z.boolean()]).transform(String),
    )
    .refine((p) => Object.keys(p).length <= 20, 'error.properties_invalid')
    .optional(),
});

/** The body of `POST /cart`: items to add, and how (`buy_now` empties the cart first). */
export const addToCartBody = z.object({
  items: z
    .array(addItemSchema, { error: 'error.items_required' })
    .min(1, 'error.items_required')
    .max(50, 'error.items_too_many'),
  addType: z.string().max(40).optional(),
});

export type CartLineDto = z.infer<typeof cartLineSchema>;
export type CartMessage = z.infer<typeof cartMessageSchema>;
export type CartDto = z.infer<typeof cartSchema>;
export type AddToCartItem = z.output<typeof addItemSchema>;
/** What a client sends to add to the cart. */
export type AddToCartInput = z.input<typeof addToCartBody>;
