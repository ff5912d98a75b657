import { z } from 'zod';
import { paletteConfigSchema } from '../../modules/catalog/option-rules.ts';

// A switch: a boolean (a settings file of version 1 wrote "1"/"0": migrate.ts reads it so).
const switchSetting = z.boolean();

/**
 * The settings a theme turns on (spec section 3, Theme options; section 2, cart types): the one
 * declaration their type, their check and their defaults come from.
 */
export const settingsSchema = z.strictObject({
  cart_type: z.enum(['drawer', 'popup', 'page']),
  add_to_cart: z.enum(['open_cart', 'no', 'go_to_cart']),
  header_hide_cart_icon: z.boolean(),
  /** A card's buy button; `auto`: the product page for several variants, an add for one. */
  buy_button_type: z.enum(['auto', 'popup', 'link', 'add']),
  /** The product card's style: picture shape, text, border, badges, the second picture, the buy button. */
  product_card: z.strictObject({
    image_ratio: z.string().regex(/^\d+(\.\d+)? \/ \d+(\.\d+)?$/, 'must look like "4 / 5"'),
    show_vendor: z.boolean(),
    show_rating: z.boolean(),
    text_align: z.enum(['start', 'center']).default('start'),
    /** A border and the surface colour around the whole card, or the picture on the page. */
    border: z.boolean().default(false),
    /** Where the discount and sold-out badges sit on the picture. */
    badge_position: z.enum(['top_start', 'top_end']).default('top_start'),
    /** The gallery's second picture shown on hover (screens with a pointer). */
    second_image: z.boolean().default(true),
    /** The buy button always shown, or shown on hover and focus where there is a pointer. */
    quick_add: z.enum(['shown', 'hover']).default('shown'),
  }),
  // Where the currency selector shows.
  show_currency_selector: z.strictObject({
    show_selector: z.boolean(),
    // The spec's currency_selector_type (default global) names no other type: the one
    // selector is the shop-wide one, whose choice every page and the cart keep.
    currency_selector_type: z.literal('global').default('global'),
    check_display: z.boolean(),
    cart_display: z.boolean(),
  }),
  // The spelling is the spec's (section 3, Theme options). DEFAULT: no default of the theme's.
  defaullt_currency: z
    .string()
    .regex(/^(DEFAULT|[A-Z]{3})$/, 'must be DEFAULT or an ISO 4217 code such as EUR')
    .default('DEFAULT'),
  /** The currencies the selector offers; empty: the flag currencies of spec section 9. */
  defaullt_currencyList: z
    .array(z.string().regex(/^[A-Z]{3}$/, 'must be ISO 4217 codes such as EUR'))
    .max(200)
    .default([]),
  /** The cart's coupon field on phones and on computers. */
  cart_coupon_input: z.strictObject({ mobile: switchSetting, desktop: switchSetting }),
  show_style_combination_on_card: z.boolean(),
  /** Stock at or below which a tag about the stock shows ("Only 3 left"); above it, none. */
  low_stock_threshold: z.number().int().min(0).max(1000).default(5),
  /** Palette bubbles on cards (spec section 3, Palette config); lists show them with 'all'. */
  product_palette: paletteConfigSchema.default({
    show_position: 'detail',
    show_num: 5,
    show_style: 'swatch',
    bubble_style: 1,
    bubble_color: '#d4cbc0',
  }),
  /** The smart-search add-on: suggestions in the header's search as the shopper types. */
  smart_search: z.boolean().default(true),
  /** Checkout in steps (information, shipping, payment) or on one page (all_in_one_checkout). */
  checkout_layout: z.enum(['steps', 'all_in_one']).default('steps'),
  /** The newsletter's form: whether a subscription waits for the mailed link's confirmation. */
  subscribe_form: z.strictObject({ need_verify: switchSetting }).default({ need_verify: true }),
  /** Pinterest's conversions (when the merchant set its keys), and its cart and purchase events. */
  track_pinterest: switchSetting.default(true),
  track_pinterest_ecommerce: switchSetting.default(true),
  /** The last sales notice: the shop's latest paid sales, one at a time in a lower corner. */
  last_sales_notice: z.boolean().default(true),
  /** The product page's line of how many visitors look at it now (shown from two on). */
  visitors_counter: z.boolean().default(true),
  /** Address suggestions (place-auto-complete) under the checkout's address line. */
  checkout_auto_complete: z.boolean().default(true),
  /**
   * The top title (spec section 2, UI pieces): the merchant's line above the header on every
   * page but checkout, by language (`de-DE`; `*` for the others), with an optional link into the
   * shop. No text for the shopper's language and no `*`: no line.
   */
  top_title: z
    .strictObject({
      text: z
        .record(
          z.string().regex(/^(\*|[a-z]{2}-[A-Z]{2})$/, 'must be a language such as de-DE, or *'),
          z.string().trim().min(1).max(160),
        )
        .default({}),
      link: z
        .string()
        .regex(/^\/([^/]|$)/, 'must be a path that starts with /')
        .optional(),
    })
    .default({ text: {} }),
});
