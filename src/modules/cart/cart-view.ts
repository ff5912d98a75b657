/**
 * The cart as the shopper sees it: its lines priced now from the catalogue's variants and the
 * discounts, with what the shopper is told (notices, hints) and the shipping checkout charges.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { MessageValues } from '../../platform/errors.ts';
import { isAnyOf } from '../../platform/sql-list.ts';
import type { CatalogService, PurchasableVariant } from '../catalog/service.ts';
import { isVariantBuyable, stockAllows } from '../catalog/stock.ts';
import { moneyToken } from '../currency/money-text.ts';
import type { CurrencyService } from '../currency/service.ts';
import type { PricedLine } from '../discounts/model.ts';
import type { DiscountService } from '../discounts/service.ts';
import type { ActiveDiscount } from '../discounts/engine.ts';
import type { DiscountTextPlace } from '../discounts/definition.ts';
import { cartContentsCount } from './cart-count.ts';
import type { CartDto, CartLineDto } from './contract.ts';
import { maxQuantityOf } from './quantity-filter.ts';
import { cartLines, type carts } from './schema.ts';

/** Something the shopper should be told about the cart: a code and its message's values. */
export interface CartNotice {
  code: string;
  values: MessageValues;
  /** The line it names, whose title the edge gives in the shopper's language. */
  line?: string;
}

/** A hint towards a discount, before its text is chosen at the edge. */
export interface CartHint {
  discount_id: number;
  title: string;
  code: string | null;
  missing_quantity: number | null;
  missing_amount: number | null;
  /**
   * The merchant's own text for the cart, if any: {count} and {title} filled in, {amount} as a
   * `{money:n}` amount that each shopper reads in their currency.
   */
  text: string | null;
}

/**
 * What the cart is charged for shipping once the shopper chose a method at checkout (minor
 * units): the method, its cost after shipping discounts, and the insurance when chosen.
 */
export interface CartShipping {
  method: {
    id: string;
    /** The method's title for shoppers by locale (`default` when none). */
    titles: Record<string, string>;
    cost: number;
    min_days: number | null;
    max_days: number | null;
  };
  insurance: number;
}

/** Where the cart's shipping comes from: checkout's pricing of the cart (null before a method). */
export type CartShippingSource = (hash: string) => Promise<CartShipping | null>;

/** Which discounts price a cart: the cart's, or checkout's too (spec NOTES, effective_level). */
export type PricingLevel = 'cart' | 'checkout';

/** How a cart is read: its discounts' level, and its shipping when the caller priced it. */
export interface CartReading {
  level?: PricingLevel;
  shipping?: CartShipping | null;
}

/** The cart as the service returns it: the response of spec section 3, texts untranslated. */
export type CartView = Omit<CartDto, 'notices' | 'errors' | 'discount_hints' | 'shipping'> & {
  /** The chosen method, its title in every language (the edge picks the shopper's). */
  shipping: {
    methods: (Omit<CartDto['shipping']['methods'][number], 'name'> & CartShipping['method'])[];
  };
  notices: CartNotice[];
  errors: CartNotice[];
  discount_hints: CartHint[];
  /**
   * The titles, in other languages, of the discounts the cart names (by id; coupons also by
   * code): the edge shows the shopper's.
   */
  discount_titles: DiscountTitles;
  /** Each line's title and options in the other languages (by line key): the edge shows the shopper's. */
  line_texts: Record<string, PurchasableVariant['texts']>;
};

/**
 * Discounts' titles in other languages, by discount id and by coupon code, and the merchant's
 * own texts in other languages of those whose message shows (by discount id).
 */
export interface DiscountTitles {
  byId: Record<number, Partial<Record<string, string>>>;
  byCode: Record<string, Partial<Record<string, string>>>;
  texts: Record<number, Partial<Record<string, Partial<Record<DiscountTextPlace, string>>>>>;
}

/** The other languages' titles and texts of these discounts. */
const titlesOf = (list: readonly ActiveDiscount[]): DiscountTitles => ({
  byId: Object.fromEntries(list.map((d) => [d.id, d.titles])),
  byCode: Object.fromEntries(list.flatMap((d) => (d.code ? [[d.code, d.titles]] : []))),
  texts: Object.fromEntries(
    list
      .filter((d) => d.show_message && Object.keys(d.text_translations).length > 0)
      .map((d) => [d.id, d.text_translations]),
  ),
});

/**
 * A merchant's hint text for the cart with what is missing filled in: {count}, and {amount} as
 * a `{money:n}` amount that each shopper reads in their currency ({title} is the edge's).
 */
export const fillHintText = (text: string, quantity: number | null, amount: number | null) =>
  text
    .replaceAll('{count}', String(quantity ?? ''))
    .replaceAll('{amount}', amount === null ? '' : moneyToken(amount));

/** A cart's row. */
export type CartRow = typeof carts.$inferSelect;
/** A cart line's row. */
export type LineRow = typeof cartLines.$inferSelect;

/** A cart line as the discounts see it: the catalogue's ids and price, and its quantity. */
export const pricedLine = (line: LineRow, v: PurchasableVariant): PricedLine => ({
  id: String(line.id),
  productId: v.productId,
  variantId: v.id,
  categoryIds: v.product.categoryIds,
  unitPrice: v.price,
  quantity: line.quantity,
});

/** A cart's lines, oldest first, read through `conn` (a transaction's, or the pool). */
export const linesOf = (conn: Db, cartId: number) =>
  conn.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.id));

/**
 * Prices carts for the shopper: `view` reads a cart's lines and prices them now; lines whose
 * variant is gone are dropped, and the shopper is told. `shippingSource` gives checkout's
 * pricing of a cart's shipping once checkout has registered it.
 */
export function cartViews(
  db: Db,
  catalog: Pick<CatalogService, 'variantsForCart'>,
  currency: CurrencyService,
  discounts: DiscountService,
  shippingSource: () => CartShippingSource | undefined,
) {
  const money = currency.toDecimal;
  const moneyValue = (minor: number) => ({ money: money(minor), currency: currency.code });

  /** A refused coupon's amounts (the minimum, what is missing) as money for its message. */
  function refusalValues(values: { amount?: number; missing?: number }): MessageValues {
    const out: MessageValues = {};
    if (values.amount !== undefined) out.amount = moneyValue(values.amount);
    if (values.missing !== undefined) out.missing = moneyValue(values.missing);
    return out;
  }

  function lineDto(
    line: LineRow,
    v: PurchasableVariant,
    priced: { subtotal: number; discount: number; total: number },
    applied: CartLineDto['discounts'],
  ): CartLineDto {
    return {
      key: String(line.id),
      product_id: v.productId,
      variant_id: v.id,
      product: {
        ID: v.product.id,
        title: v.product.title,
        slug: v.product.slug,
        path: v.product.path,
        feature_image: v.product.featureImage,
      },
      variant: {
        ID: v.id,
        attrs: v.attrs,
        price: money(v.price),
        regular_price: v.regularPrice == null ? null : money(v.regularPrice),
        sku: v.sku,
        stock: v.stock,
        buy_able: isVariantBuyable(v),
        feature_image: v.featureImage,
      },
      quantity: line.quantity,
      max_quantity: maxQuantityOf(v),
      price: money(v.price),
      line_subtotal: money(priced.subtotal),
      line_discount: money(priced.discount),
      line_total: money(priced.total),
      discounts: applied,
      category_ids: v.product.categoryIds,
      // The shopper's choices, and whether the line ships from abroad (spec section 3, Cart line).
      properties: { ...line.properties, is_overseas_depot: v.product.overseasDepot },
      group_id: line.groupId,
    };
  }

  /**
   * The cart as the shopper sees it, priced now. `known` holds variants already read in this
   * request: only the others are asked of the catalogue. Lines whose variant is gone are
   * dropped, and the shopper is told.
   */
  async function view(
    cart: CartRow | undefined,
    given?: LineRow[],
    known: Map<number, PurchasableVariant> = new Map(),
    { level = 'cart', shipping: givenShipping }: CartReading = {},
  ): Promise<CartView> {
    const rows = given ?? (cart ? await linesOf(db, cart.id) : []);
    const missing = rows.map((r) => r.variantId).filter((id) => !known.has(id));
    const catalogue = new Map([...known, ...(await catalog.variantsForCart(missing))]);
    const kept: { line: LineRow; variant: PurchasableVariant }[] = [];
    const gone: number[] = [];
    const notices: CartNotice[] = [];
    for (const line of rows) {
      const variant = catalogue.get(line.variantId);
      if (!variant) {
        gone.push(line.id);
        notices.push({ code: 'line_removed', values: {} });
        continue;
      }
      kept.push({ line, variant });
      const title = variant.product.title;
      const key = String(line.id);
      if (!isVariantBuyable(variant)) {
        notices.push({ code: 'line_sold_out', values: { title }, line: key });
      } else if (!stockAllows(variant, line.quantity)) {
        notices.push({
          code: 'line_over_stock',
          values: { title, stock: variant.stock },
          line: key,
        });
      }
    }
    if (gone.length > 0) await db.delete(cartLines).where(isAnyOf(cartLines.id, gone));

    const pricing = await discounts.price(
      kept.map(({ line, variant }) => pricedLine(line, variant)),
      cart?.coupons ?? [],
      { level },
    );
    // The shipping checkout charges this cart: one computation for the cart and checkout.
    const source = shippingSource();
    const shipping =
      givenShipping !== undefined
        ? givenShipping
        : cart && kept.length > 0 && source
          ? await source(cart.hash)
          : null;
    const shippingCost = (shipping?.method.cost ?? 0) + (shipping?.insurance ?? 0);
    const byId = new Map(
      [...pricing.applied, ...pricing.refused].map(({ discount }) => [discount.id, discount]),
    );
    const lines: Record<string, CartLineDto> = {};
    for (const { line, variant } of kept) {
      const priced = pricing.lines.get(String(line.id))!;
      const applied = priced.adjustments.map((a) => {
        const d = byId.get(a.discountId)!;
        return { id: d.id, title: d.title, code: d.code ?? null, amount: money(a.amount) };
      });
      lines[String(line.id)] = lineDto(line, variant, priced, applied);
    }
    for (const { code, problem } of pricing.unusable) {
      notices.push({ code: `coupon_${problem}`, values: { code } });
    }
    for (const { discount, reason, values } of pricing.refused) {
      notices.push({
        code: `coupon_${reason}`,
        values: { code: discount.code!, ...refusalValues(values) },
      });
    }
    const appliedAmount = new Map(pricing.applied.map((a) => [a.discount.id, a.amount]));
    const coupons = (cart?.coupons ?? []).flatMap((code) => {
      const d = [...byId.values()].find((x) => x.code === code);
      return d
        ? [
            {
              code,
              title: d.title,
              discount_type: d.discount_type,
              rule_data: d.rule,
              amount: money(appliedAmount.get(d.id) ?? 0),
              applied: appliedAmount.has(d.id),
            },
          ]
        : [];
    });
    const hints: CartHint[] = pricing.hints
      .filter(({ discount }) => discount.show_message)
      .map(({ discount, hint }) => {
        const quantity = 'quantity' in hint.missing ? hint.missing.quantity : null;
        const amount = 'amount' in hint.missing ? money(hint.missing.amount) : null;
        const own = discount.texts.cart;
        return {
          discount_id: discount.id,
          title: discount.title,
          code: discount.code ?? null,
          missing_quantity: quantity,
          missing_amount: amount,
          // The title is the shopper's language's: put in at the edge.
          text: own ? fillHintText(own, quantity, amount) : null,
        };
      });
    return {
      cart: lines,
      cart_subtotal: money(pricing.subtotal),
      discount_total: money(pricing.discount),
      cart_total: money(pricing.total + shippingCost),
      cart_contents_count: cartContentsCount(kept.map((k) => k.line)),
      cart_contents_total: money(pricing.total),
      currency: currency.code,
      hash: cart?.hash ?? '',
      note: cart?.note ?? '',
      coupon_record: coupons,
      discounts: pricing.applied
        .filter(({ discount }) => !discount.code)
        .map(({ discount, amount }) => ({
          id: discount.id,
          title: discount.title,
          discount_type: discount.discount_type,
          amount: money(amount),
          // The merchant's checkout text (spec section 3, Discount), unless turned off.
          checkout_text: (discount.show_message && discount.texts.checkout) || null,
        })),
      discount_hints: hints,
      discount_titles: titlesOf([...byId.values(), ...pricing.hints.map((h) => h.discount)]),
      line_texts: Object.fromEntries(
        kept.map(({ line, variant }) => [String(line.id), variant.texts]),
      ),
      shipping: {
        methods: shipping ? [{ ...shipping.method, cost: money(shipping.method.cost) }] : [],
      },
      shipping_insurance: money(shipping?.insurance ?? 0),
      shipping_tax_total: 0,
      shipping_total: money(shipping?.method.cost ?? 0),
      notices,
      errors: [],
      success: true,
    };
  }

  return { view, refusalValues };
}
