import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { maskKeptCardNumbers, maskKeptTexts } from '../analytics/mask.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import { isAnyOf } from '../../platform/sql-list.ts';
import type { CatalogService, PurchasableVariant } from '../catalog/service.ts';
import { isVariantBuyable, stockAllows, stockLimit } from '../catalog/stock.ts';
import type { CurrencyService } from '../currency/service.ts';
import type { DiscountService, StoredDiscount } from '../discounts/service.ts';
import { addOneLine, propertiesKey } from './add-one.ts';
import { keepAnalyticsIds } from './analytics-ids.ts';
import { MAX_CART_LINES, MAX_QUANTITY } from './cart-count.ts';
import {
  cartViews,
  linesOf,
  pricedLine,
  type CartReading,
  type CartRow,
  type CartShippingSource,
  type CartView,
} from './cart-view.ts';
import { checkoutCoupons, type CouponOffer } from './checkout-coupons.ts';
import type { Ga4Ids } from '../analytics/ga4-ids.ts';
import type { AddToCartItem } from './contract.ts';
import {
  draftOrder,
  emptyCart,
  restoreCart,
  type DraftOptions,
  type OrderDraft,
} from './order-draft.ts';
import { cartLines, carts } from './schema.ts';

export type {
  CartHint,
  CartNotice,
  CartReading,
  CartShipping,
  CartShippingSource,
  CartView,
  PricingLevel,
} from './cart-view.ts';

/** The cart_hash format: 32 url-safe characters (192 random bits), so a guess finds nothing. */
export const CART_HASH = /^[A-Za-z0-9_-]{32}$/;

/** The most coupon codes one cart holds at once. */
export const MAX_COUPONS = 5;

const newHash = () => randomBytes(24).toString('base64url');

/** What a change did: the variants it read, and those whose quantity in the cart grew. */
interface Changed {
  variants?: Map<number, PurchasableVariant>;
  grew?: Set<number>;
  /** The cart's row, when the work changed it (its note or codes). */
  cart?: CartRow;
}

/** Carts in the database: find by hash, add items, and price everything on the server. */
export type CartService = ReturnType<typeof createCartService>;

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
  let shippingSource: CartShippingSource | undefined;
  const { view, refusalValues } = cartViews(db, catalog, currency, discounts, () => shippingSource);

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
      options: DraftOptions & { conn?: Db } = {},
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
    async addItems(hash: string | undefined, given: AddToCartItem[], addType?: string) {
      // A card number typed into a line's own fields (an engraving) is kept masked.
      const items = given.map((i) =>
        i.properties ? { ...i, properties: maskKeptTexts(i.properties) } : i,
      );
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
          cart: (
            await tx
              .update(carts)
              // A card number typed into the note is kept masked (analytics/mask.ts).
              .set({ note: maskKeptCardNumbers(note) })
              .where(eq(carts.id, cart.id))
              .returning()
          )[0],
        }),
        { create: true },
      ),

    /** Keeps the shopper's GA4 ids on the cart, for its order's purchase (analytics-ids.ts). */
    keepAnalyticsIds: (hash: string | undefined, ids: Ga4Ids) => keepAnalyticsIds(db, hash, ids),

    /**
     * Applies a coupon code: it must exist and run (a customer's own code, for that customer
     * logged in: `holder` is the e-mail of the shopper's account, null for a visitor), the cart
     * must not be empty, it must combine with the codes already held and take something off;
     * else a 422 says why and nothing changes. Applying a code the cart holds already changes
     * nothing.
     */
    async applyCoupon(hash: string | undefined, code: string, holder: string | null) {
      const coupon = await discounts.usableCoupon(code, holder);
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
