import { z } from 'zod';
import { MAX_CART_LINES, MAX_QUANTITY, MIN_QUANTITY } from './cart-count.ts';
import { idSchema } from '../../platform/ids.ts';
import { ADD_TYPES } from './add-types.ts';

/** The cookie that carries the cart's hash (spec section 2, Cookies). */
export const CART_COOKIE = 'cart_hash';

/** The longest note (cart remarks) a shopper may leave. */
export const MAX_NOTE = 500;

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
  /** The most this line may hold: the variant's stock when that binds, else 100000. */
  max_quantity: z.number().int(),
  price: z.number(),
  /** price x quantity, before discounts. */
  line_subtotal: z.number(),
  /** What the discounts take off the line. */
  line_discount: z.number(),
  /** What the line costs after its discounts. */
  line_total: z.number(),
  /** The discounts' parts of the line. */
  discounts: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      code: z.string().nullable(),
      amount: z.number(),
    }),
  ),
  category_ids: z.array(z.number().int()),
  /** The shopper's choices (groupId for a pair, special options) and is_overseas_depot. */
  properties: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /** The pair a line belongs to (the left and right lens), or null. */
  group_id: z.string().nullable(),
});

/** A message the shopper should see, with a stable code. */
export const cartMessageSchema = z.object({ code: z.string(), message: z.string() });

/** The cart response of spec section 3. */
export const cartSchema = z.object({
  cart: z.record(z.string(), cartLineSchema),
  /** The lines before discounts. */
  cart_subtotal: z.number(),
  /** What every discount takes off. */
  discount_total: z.number(),
  /** What the shopper pays: lines after discounts, plus shipping and insurance. */
  cart_total: z.number(),
  cart_contents_count: z.number().int(),
  /** The lines after discounts. */
  cart_contents_total: z.number(),
  currency: z.string(),
  hash: z.string(),
  /** The shopper's remarks for the order. */
  note: z.string(),
  /** The coupon codes the cart holds, in the order entered; `applied` false says it takes nothing. */
  coupon_record: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      discount_type: z.string(),
      rule_data: z.unknown(),
      amount: z.number(),
      applied: z.boolean(),
    }),
  ),
  /** The automatic discounts that apply. */
  discounts: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      discount_type: z.string(),
      amount: z.number(),
      /** What checkout says of it: the merchant's checkout text, or null for the title. */
      checkout_text: z.string().nullable(),
    }),
  ),
  /**
   * How far the cart is from (more of) a discount: "add 2 more to get 10 % off". Titles and
   * texts of discounts write amounts as `{money:n}` of the shop's currency (currency/money-text).
   */
  discount_hints: z.array(
    z.object({
      discount_id: z.number().int(),
      title: z.string(),
      code: z.string().nullable(),
      missing_quantity: z.number().int().nullable(),
      missing_amount: z.number().nullable(),
      /** The merchant's cart text, amounts written `{money:n}` (null: the shop's own words). */
      text: z.string().nullable(),
      message: z.string(),
    }),
  ),
  /** The shipping method chosen at checkout (none before), as checkout prices it. */
  shipping: z.object({
    methods: z.array(
      z.object({
        id: z.string(),
        /** The merchant's title for shoppers, in the shopper's language. */
        name: z.string(),
        cost: z.number(),
        min_days: z.number().nullable(),
        max_days: z.number().nullable(),
      }),
    ),
  }),
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

const id = (key: string) => z.preprocess(numeric, idSchema(key));

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

export { ADD_TYPE, ADD_TYPES } from './add-types.ts';

/** The body of `POST /cart`: items to add, and how (`buy_now` empties the cart first). */
export const addToCartBody = z.object({
  items: z
    .array(addItemSchema, { error: 'error.items_required' })
    .min(1, 'error.items_required')
    .max(50, 'error.items_too_many'),
  addType: z.enum(ADD_TYPES, { error: 'error.add_type_invalid' }).optional(),
});

const lineId = z.preprocess(
  numeric,
  z
    .number({ error: 'error.line_id_invalid' })
    .int('error.line_id_invalid')
    .positive('error.line_id_invalid')
    .max(2_147_483_647, 'error.line_id_invalid'),
);

/** A line's quantity to set: 0 removes it (cart/{id}, cart/batch_update). */
const newQuantity = z.preprocess(
  numeric,
  z
    .number({ error: 'error.quantity_invalid' })
    .int('error.quantity_whole')
    .min(0, 'error.quantity_range')
    .max(MAX_QUANTITY, 'error.quantity_range'),
);

/** `cart/{id}`: the line's id, the key of `cart` in the response. */
export const lineParams = z.object({ id: lineId });

/** The body of `PUT cart/{id}`. */
export const lineQuantityBody = z.object({ quantity: newQuantity });

/** The body of `POST cart/batch_update`. */
export const batchUpdateBody = z.object({
  items: z
    .array(z.object({ id: lineId, quantity: newQuantity }), { error: 'error.items_required' })
    .min(1, 'error.items_required')
    .max(MAX_CART_LINES, 'error.items_too_many'),
});

/** The body of `POST cart/batch_remove`. */
export const batchRemoveBody = z.object({
  ids: z
    .array(lineId, { error: 'error.items_required' })
    .min(1, 'error.items_required')
    .max(MAX_CART_LINES, 'error.items_too_many'),
});

/** The body of `PUT cart/note`. */
export const noteBody = z.object({
  note: z.string({ error: 'error.note_invalid' }).max(MAX_NOTE, 'error.note_too_long'),
});

/** The body of `POST cart/coupons` (spec section 7, Coupons). */
export const applyCouponBody = z.object({
  code: z
    .string({ error: 'error.coupon_code_required' })
    .trim()
    .min(1, 'error.coupon_code_required')
    .max(40, 'error.coupon_not_found'),
  cart_hash: z.string().max(64).optional(),
  auto_apply_coupon: z.union([z.boolean(), z.number(), z.string().max(10)]).optional(),
  position: z.string().max(40).optional(),
  utm_medium: z.string().max(100).optional(),
});

/** `DELETE cart/coupons/{code}`. */
export const couponParams = z.object({ code: z.string().min(1).max(40) });

export type CartLineDto = z.infer<typeof cartLineSchema>;
export type CartMessage = z.infer<typeof cartMessageSchema>;
export type CartDto = z.infer<typeof cartSchema>;
export type AddToCartItem = z.output<typeof addItemSchema>;
/** What a client sends to add to the cart. */
export type AddToCartInput = z.input<typeof addToCartBody>;
