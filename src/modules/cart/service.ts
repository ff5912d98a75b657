import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError, invalidField, type MessageValues } from '../../platform/errors.ts';
import type { CatalogService, PurchasableVariant } from '../catalog/service.ts';
import { isVariantBuyable, stockAllows, stockLimit } from '../catalog/stock.ts';
import type { CurrencyService } from '../currency/service.ts';
import { moneyToken } from '../currency/money-text.ts';
import type { PricedLine } from '../discounts/model.ts';
import type { DiscountService, StoredDiscount } from '../discounts/service.ts';
import { MAX_CART_LINES, MAX_QUANTITY, cartContentsCount } from './cart-count.ts';
import type { AddToCartItem, CartDto, CartLineDto } from './contract.ts';
import { addOneLine, propertiesKey } from './add-one.ts';
import { checkoutCoupons, type CouponOffer } from './checkout-coupons.ts';
import { maxQuantityOf } from './quantity-filter.ts';
import { draftOrder, emptyCart, restoreCart, type OrderDraft } from './order-draft.ts';
import { cartLines, carts } from './schema.ts';
import { isAnyOf } from '../../platform/sql-list.ts';

/** The cart_hash format: 32 url-safe characters (192 random bits), so a guess finds nothing. */
export const CART_HASH = /^[A-Za-z0-9_-]{32}$/;

/** The most coupon codes one cart holds at once. */
export const MAX_COUPONS = 5;

const newHash = () => randomBytes(24).toString('base64url');

/** Something the shopper should be told about the cart: a code and its message's values. */
export interface CartNotice {
  code: string;
  values: MessageValues;
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
};

type CartRow = typeof carts.$inferSelect;

/** What a change did: the variants it read, and those whose quantity in the cart grew. */
interface Changed {
  variants?: Map<number, PurchasableVariant>;
  grew?: Set<number>;
  /** The cart's row, when the work changed it (its note or codes). */
  cart?: CartRow;
}
type LineRow = typeof cartLines.$inferSelect;

/** Carts in the database: find by hash, add items, and price everything on the server. */
export type CartService = ReturnType<typeof createCartService>;

/** A cart line as the discounts see it: the catalogue's ids and price, and its quantity. */
const pricedLine = (line: LineRow, v: PurchasableVariant): PricedLine => ({
  id: String(line.id),
  productId: v.productId,
  variantId: v.id,
  categoryIds: v.product.categoryIds,
  unitPrice: v.price,
  quantity: line.quantity,
});

/** A line to change: its id (the key in the cart response) and the quantity wanted. */
export interface LineChange {
  id: number;
  quantity: number;
}

/**
 * Creates the cart service. Prices, stock and what a line shows of its product come from the
 * catalogue's service (one call for all lines), never from the catalogue's tables; discounts
 * from the discounts' service. Every change runs in one transaction holding the cart's row, so
 * parallel changes to one cart apply one after the other.
 */
export function createCartService(
  db: Db,
  catalog: Pick<CatalogService, 'variantsForCart'>,
  currency: CurrencyService,
  discounts: DiscountService,
) {
  const money = currency.toDecimal;
  let shippingSource: CartShippingSource | undefined;
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

  const linesOf = (conn: Db, cartId: number) =>
    conn.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.id));

  // Every cart read (each page and cart call) needs the cart and its lines: one round trip, on
  // a statement PostgreSQL plans once per connection.
  const cartWithLines = db
    .select({ cart: carts, line: cartLines })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(eq(carts.hash, sql.placeholder('hash')))
    .orderBy(asc(cartLines.id))
    .prepare('cart_with_lines');

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
      if (!isVariantBuyable(variant)) {
        notices.push({ code: 'line_sold_out', values: { title } });
      } else if (!stockAllows(variant, line.quantity)) {
        notices.push({ code: 'line_over_stock', values: { title, stock: variant.stock } });
      }
    }
    if (gone.length > 0) await db.delete(cartLines).where(isAnyOf(cartLines.id, gone));

    const pricing = await discounts.price(
      kept.map(({ line, variant }) => pricedLine(line, variant)),
      cart?.coupons ?? [],
      { level },
    );
    // The shipping checkout charges this cart: one computation for the cart and checkout.
    const shipping =
      givenShipping !== undefined
        ? givenShipping
        : cart && kept.length > 0 && shippingSource
          ? await shippingSource(cart.hash)
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
          text: own
            ? own
                .replaceAll('{count}', String(quantity ?? ''))
                .replaceAll('{amount}', amount === null ? '' : moneyToken(amount))
                .replaceAll('{title}', discount.title)
            : null,
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

  /**
   * Changes a cart in one transaction that holds its row: `work` changes the lines, then every
   * variant's total in the cart is checked against its stock and the line limits, and either
   * all of it stays or none. Without a cart, `create` makes one; else the change is refused.
   */
  async function change(
    hash: string | undefined,
    work: (tx: Db, cart: CartRow, list: readonly StoredDiscount[]) => Promise<Changed | void>,
    { create = false } = {},
  ): Promise<CartView> {
    let known = new Map<number, PurchasableVariant>();
    // Read before the transaction: on the embedded database it holds the only connection.
    const list = await discounts.all();
    const { cart, rows } = await db.transaction(async (tx) => {
      // A cart is the shopper's working copy, not a record: its changes commit without waiting
      // for the disk (a crash may lose the last moment's change, never an order), so one cart
      // change costs no disk flush.
      await tx.execute(sql`set local synchronous_commit = off`);
      // Touching the row locks it to this transaction: changes to one cart queue here.
      let current = await touchCart(tx, hash);
      if (!current) {
        if (!create) throw new AppError(404, 'cart_not_found');
        [current] = await tx
          .insert(carts)
          .values({ hash: newHash(), currency: currency.code })
          .returning();
      }
      const done = (await work(tx, current!, list)) ?? {};
      known = done.variants ?? known;
      const rows = await linesOf(tx, current!.id);
      if (rows.length > MAX_CART_LINES) {
        throw new AppError(422, 'cart_full', { max: MAX_CART_LINES });
      }
      const missing = rows.map((r) => r.variantId).filter((id) => !known.has(id));
      known = new Map([...known, ...(await catalog.variantsForCart(missing, tx))]);
      // Stock counts every line of a variant (the same shoe with two engravings is two pairs).
      const totals = new Map<number, number>();
      for (const r of rows) totals.set(r.variantId, (totals.get(r.variantId) ?? 0) + r.quantity);
      for (const r of rows) {
        const variant = known.get(r.variantId);
        const total = totals.get(r.variantId)!;
        if (r.quantity > MAX_QUANTITY) {
          throw invalidField('quantity_limit', `line.${r.id}.quantity`, { max: MAX_QUANTITY });
        }
        // Only what grew is checked: lowering a quantity or adding a note always works.
        if (variant && done.grew?.has(r.variantId) && !stockAllows(variant, total)) {
          throw invalidField('insufficient_stock', `line.${r.id}.quantity`, {
            stock: variant.stock,
          });
        }
      }
      return { cart: done.cart ?? current!, rows };
    });
    return view(cart, rows, known);
  }

  /** The lines of this cart that `ids` name, with their paired lines; unknown ids are a 404. */
  async function linesNamed(tx: Db, cart: CartRow, ids: readonly number[]) {
    const rows = await linesOf(tx, cart.id);
    for (const id of ids) {
      if (!rows.some((r) => r.id === id)) throw new AppError(404, 'line_not_found', {}, 'id');
    }
    const groups = new Set(
      rows.filter((r) => ids.includes(r.id) && r.groupId).map((r) => r.groupId),
    );
    return rows.filter((r) => ids.includes(r.id) || (r.groupId !== null && groups.has(r.groupId)));
  }

  async function setQuantities(
    tx: Db,
    cart: CartRow,
    changes: readonly LineChange[],
  ): Promise<Changed> {
    const named = await linesNamed(
      tx,
      cart,
      changes.map((c) => c.id),
    );
    const wanted = new Map<number, number>();
    for (const c of changes) {
      const row = named.find((r) => r.id === c.id)!;
      // A pair (left and right lens) moves together.
      for (const r of named)
        if (r.id === c.id || (row.groupId && r.groupId === row.groupId))
          wanted.set(r.id, c.quantity);
    }
    const remove = [...wanted].filter(([, q]) => q === 0).map(([id]) => id);
    if (remove.length) await tx.delete(cartLines).where(isAnyOf(cartLines.id, remove));
    const grew = new Set<number>();
    for (const [id, quantity] of wanted) {
      const row = named.find((r) => r.id === id)!;
      if (quantity === 0 || quantity === row.quantity) continue;
      if (quantity > row.quantity) grew.add(row.variantId);
      await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, id));
    }
    return { grew };
  }

  return {
    /**
     * The cart priced for checkout (every discount level) through `conn`; with `lock`, its row
     * is held to the caller's transaction. Null for an unknown or malformed hash.
     */
    draftOrder(
      hash: string | undefined,
      options: { conn?: Db; lock?: boolean; list?: readonly StoredDiscount[] } = {},
    ): Promise<OrderDraft | null> {
      if (!hash || !CART_HASH.test(hash)) return Promise.resolve(null);
      return draftOrder(options.conn ?? db, hash, catalog, discounts, options);
    },

    /** The public coupons this cart can use at checkout, those it holds first (minor units). */
    async checkoutCoupons(hash: string | undefined): Promise<CouponOffer[]> {
      if (!hash || !CART_HASH.test(hash)) return [];
      const rows = await cartWithLines.execute({ hash });
      const cart = rows[0]?.cart;
      const lineRows = rows.flatMap((r) => (r.line ? [r.line] : []));
      if (!cart || lineRows.length === 0) return [];
      const variants = await catalog.variantsForCart(lineRows.map((r) => r.variantId));
      const lines = lineRows.flatMap((r) => {
        const v = variants.get(r.variantId);
        return v ? [pricedLine(r, v)] : [];
      });
      return checkoutCoupons(discounts, lines, cart.coupons, await discounts.all(), MAX_COUPONS);
    },

    /** Empties a cart whose order is placed, in the order's transaction. */
    emptyAfterOrder: emptyCart,

    /** Puts a cancelled order's lines and codes back into its cart. */
    restoreAfterCancel: restoreCart,

    /**
     * Takes checkout's pricing of a cart's shipping, so that every cart answer charges the
     * method and insurance the shopper chose at checkout (checkout depends on the cart, not
     * the other way round).
     */
    useShipping(source: CartShippingSource) {
      shippingSource = source;
    },

    /**
     * The cart for a cookie value; an unknown or malformed hash gives an empty cart. At the
     * `checkout` level its sums hold checkout's discounts too.
     */
    async getCart(hash: string | undefined, reading: CartReading = {}): Promise<CartView> {
      if (!hash || !CART_HASH.test(hash)) return view(undefined, undefined, undefined, reading);
      const rows = await cartWithLines.execute({ hash });
      return view(
        rows[0]?.cart,
        rows.flatMap((r) => (r.line ? [r.line] : [])),
        undefined,
        reading,
      );
    },

    /**
     * Adds items (creating the cart when the hash finds none): every item is checked against
     * the catalogue and stock, and either all lines change or none do. `buy_now` empties the
     * cart first (spec section 4, Buy now).
     */
    async addItems(hash: string | undefined, items: AddToCartItem[], addType?: string) {
      const catalogue = await catalog.variantsForCart(items.map((i) => i.variant_id));
      for (const [index, item] of items.entries()) {
        const variant = catalogue.get(item.variant_id);
        const field = `items.${index}.variant_id`;
        if (!variant) throw invalidField('variant_not_found', field);
        if (variant.productId !== item.product_id) throw invalidField('variant_mismatch', field);
        if (!isVariantBuyable(variant)) throw invalidField('sold_out', field);
      }
      // One item to a cart that exists: one statement. Anything else, or an add the statement
      // refused (a limit, which the general path names), goes the general way.
      const [only] = items;
      if (items.length === 1 && only && addType !== 'buy_now' && hash && CART_HASH.test(hash)) {
        const variant = catalogue.get(only.variant_id)!;
        const done = await addOneLine(db, hash, only, stockLimit(variant));
        if (done) return view(done.cart, done.rows, catalogue);
      }
      return change(
        hash,
        async (tx, cart) => {
          if (addType === 'buy_now')
            await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
          for (const item of items) {
            const properties = item.properties ?? {};
            await tx
              .insert(cartLines)
              .values({
                cartId: cart.id,
                productId: item.product_id,
                variantId: item.variant_id,
                quantity: item.quantity,
                properties,
                propertiesKey: propertiesKey(properties),
                groupId: properties.groupId ?? null,
              })
              .onConflictDoUpdate({
                target: [cartLines.cartId, cartLines.variantId, cartLines.propertiesKey],
                set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
              });
          }
          return { variants: catalogue, grew: new Set(items.map((i) => i.variant_id)) };
        },
        { create: true },
      );
    },

    /** Sets lines' quantities (0 removes); a paired line moves with its pair. */
    updateLines: (hash: string | undefined, changes: LineChange[]) =>
      change(hash, (tx, cart) => setQuantities(tx, cart, changes)),

    /** Removes lines, and the lines paired with them. */
    removeLines: (hash: string | undefined, ids: number[]) =>
      change(hash, (tx, cart) =>
        setQuantities(
          tx,
          cart,
          ids.map((id) => ({ id, quantity: 0 })),
        ),
      ),

    /** Sets the shopper's note for the order (creating the cart if need be). */
    setNote: (hash: string | undefined, note: string) =>
      change(
        hash,
        async (tx, cart) => ({
          cart: (await tx.update(carts).set({ note }).where(eq(carts.id, cart.id)).returning())[0],
        }),
        { create: true },
      ),

    /**
     * Applies a coupon code: it must exist and run, the cart must not be empty, it must combine
     * with the codes already held and take something off; else a 422 says why and nothing
     * changes. Applying a code the cart holds already changes nothing.
     */
    async applyCoupon(hash: string | undefined, code: string) {
      const coupon = await discounts.usableCoupon(code);
      return change(hash, async (tx, cart, list) => {
        const rows = await linesOf(tx, cart.id);
        if (rows.length === 0) throw new AppError(422, 'coupon_cart_empty', {}, 'code');
        if (cart.coupons.includes(coupon.code!)) return;
        const held = cart.coupons.flatMap((c) => list.filter((d) => d.code === c));
        const clash = held.find((d) => !d.combinable || !coupon.combinable);
        if (clash) {
          throw new AppError(
            422,
            'coupon_not_combinable',
            { code: coupon.code!, other: clash.code! },
            'code',
          );
        }
        if (cart.coupons.length >= MAX_COUPONS) {
          throw new AppError(422, 'coupon_too_many', { max: MAX_COUPONS }, 'code');
        }
        const variants = await catalog.variantsForCart(
          rows.map((r) => r.variantId),
          tx,
        );
        const trial = await discounts.price(
          rows.flatMap((r) => {
            const v = variants.get(r.variantId);
            return v ? [pricedLine(r, v)] : [];
          }),
          [...cart.coupons, coupon.code!],
          { list },
        );
        const refused = trial.refused.find((x) => x.discount.id === coupon.id);
        if (refused) {
          const values = { code: coupon.code!, ...refusalValues(refused.values) };
          throw new AppError(422, `coupon_${refused.reason}`, values, 'code');
        }
        const [withCode] = await tx
          .update(carts)
          .set({ coupons: [...cart.coupons, coupon.code!] })
          .where(eq(carts.id, cart.id))
          .returning();
        return { variants, cart: withCode };
      });
    },

    /** Removes a coupon code from the cart; a code it does not hold is a 404. */
    removeCoupon: (hash: string | undefined, code: string) =>
      change(hash, async (tx, cart) => {
        const wanted = code.trim().toUpperCase();
        if (!cart.coupons.includes(wanted))
          throw new AppError(404, 'coupon_not_in_cart', { code: wanted });
        const [updated] = await tx
          .update(carts)
          .set({ coupons: cart.coupons.filter((c) => c !== wanted) })
          .where(eq(carts.id, cart.id))
          .returning();
        return { cart: updated };
      }),
  };
}

/** Marks the cart a cookie names as changed now, holding its row to the transaction. */
async function touchCart(tx: Db, hash: string | undefined) {
  if (!hash || !CART_HASH.test(hash)) return undefined;
  const [cart] = await tx
    .update(carts)
    .set({ updatedAt: new Date() })
    .where(eq(carts.hash, hash))
    .returning();
  return cart;
}
