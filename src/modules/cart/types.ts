/** API shapes of the cart (spec section 3, Cart response and Cart line). */

/** One line of the cart, keyed in `cart` by `key`. */
export interface CartLineDto {
  key: string;
  product_id: number;
  variant_id: number;
  product: { ID: number; title: string; slug: string; path: string; feature_image: string | null };
  variant: {
    ID: number;
    attrs: { name: string; value: string }[];
    price: number;
    regular_price: number | null;
    sku: string;
    stock: number;
    buy_able: boolean;
    feature_image: string | null;
  };
  quantity: number;
  price: number;
  line_total: number;
  category_ids: number[];
  properties: Record<string, string>;
}

/** A message the shopper should see, with a stable code. */
export interface CartMessage {
  code: string;
  message: string;
}

/** The cart response of spec section 3. */
export interface CartDto {
  cart: Record<string, CartLineDto>;
  cart_subtotal: number;
  cart_total: number;
  cart_contents_count: number;
  cart_contents_total: number;
  currency: string;
  hash: string;
  coupon_record: { code: string; discount_type: string; rule_data: unknown }[];
  shipping: { methods: { id: string; cost: number }[] };
  shipping_insurance: number;
  shipping_tax_total: number;
  shipping_total: number;
  notices: CartMessage[];
  errors: CartMessage[];
  success: boolean;
}

/** One item to add (spec section 3, Add-to-cart item). */
export interface AddToCartItem {
  product_id: number;
  variant_id: number;
  quantity: number;
  properties?: Record<string, string>;
}
