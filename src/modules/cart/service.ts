import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError, invalidField, type MessageValues } from '../../platform/errors.ts';
import type { CatalogService, PurchasableVariant } from '../catalog/service.ts';
import { isVariantBuyable, stockAllows } from '../catalog/stock.ts';
import type { CurrencyService } from '../currency/service.ts';
import { MAX_CART_LINES, MAX_QUANTITY, cartContentsCount } from './cart-count.ts';
import type { AddToCartItem, CartDto, CartLineDto } from './contract.ts';
import { cartLines, carts } from './schema.ts';

/** The cart_hash format: 32 url-safe characters (192 random bits), so a guess finds nothing. */
export const CART_HASH = /^[A-Za-z0-9_-]{32}$/;

const newHash = () => randomBytes(24).toString('base64url');

/** Stable text for a line's properties, so the same choice merges into one line. */
export function propertiesKey(properties: Record<string, string>): string {
  const keys = Object.keys(properties).sort();
  return keys.length === 0 ? '' : JSON.stringify(keys.map((k) => [k, properties[k]]));
}

/** Something the shopper should be told about the cart: a code and its message's values. */
export interface CartNotice {
  code: string;
  values: MessageValues;
}

/** The cart as the service returns it: the response of spec section 3, notices untranslated. */
export type CartView = Omit<CartDto, 'notices' | 'errors'> & {
  notices: CartNotice[];
  errors: CartNotice[];
};

/** Carts in the database: find by hash, add items, and price everything on the server. */
export type CartService = ReturnType<typeof createCartService>;

/**
 * Creates the cart service. Prices, stock and what a line shows of its product come from the
 * catalogue's service (one call for all lines), never from the catalogue's tables.
 */
export function createCartService(
  db: Db,
  catalog: Pick<CatalogService, 'variantsForCart'>,
  currency: CurrencyService,
) {
  const money = currency.toDecimal;

  function lineDto(line: typeof cartLines.$inferSelect, v: PurchasableVariant): CartLineDto {
    const key = String(line.id);
    return {
      key,
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
      price: money(v.price),
      line_total: money(v.price * line.quantity),
      category_ids: v.product.categoryIds,
      properties: line.properties,
    };
  }

  /**
   * The cart as the shopper sees it, priced now. `known` holds variants already read in this
   * request (adding reads them first): only the others are asked of the catalogue.
   */
  async function view(
    cart: typeof carts.$inferSelect | undefined,
    known: Map<number, PurchasableVariant> = new Map(),
  ): Promise<CartView> {
    const rows = cart
      ? await db
          .select()
          .from(cartLines)
          .where(eq(cartLines.cartId, cart.id))
          .orderBy(asc(cartLines.id))
      : [];
    const missing = rows.map((r) => r.variantId).filter((id) => !known.has(id));
    const catalogue = new Map([...known, ...(await catalog.variantsForCart(missing))]);
    const lines: Record<string, CartLineDto> = {};
    const kept: typeof rows = [];
    const gone: number[] = [];
    let subtotal = 0;
    const messages: CartNotice[] = [];
    for (const line of rows) {
      const variant = catalogue.get(line.variantId);
      if (!variant) {
        // Removed or unpublished since it was added: the line goes, and the shopper is told.
        gone.push(line.id);
        messages.push({ code: 'line_removed', values: {} });
        continue;
      }
      kept.push(line);
      subtotal += variant.price * line.quantity;
      const title = variant.product.title;
      if (!isVariantBuyable(variant)) {
        messages.push({ code: 'line_sold_out', values: { title } });
      } else if (!stockAllows(variant, line.quantity)) {
        messages.push({ code: 'line_over_stock', values: { title, stock: variant.stock } });
      }
      lines[String(line.id)] = lineDto(line, variant);
    }
    if (gone.length > 0) await db.delete(cartLines).where(inArray(cartLines.id, gone));
    const total = money(subtotal);
    return {
      cart: lines,
      cart_subtotal: total,
      cart_total: total,
      cart_contents_count: cartContentsCount(kept),
      cart_contents_total: total,
      currency: currency.code,
      hash: cart?.hash ?? '',
      coupon_record: [],
      shipping: { methods: [] },
      shipping_insurance: 0,
      shipping_tax_total: 0,
      shipping_total: 0,
      notices: messages,
      errors: [],
      success: true,
    };
  }

  return {
    /** The cart for a cookie value; an unknown or malformed hash gives an empty cart. */
    async getCart(hash: string | undefined): Promise<CartView> {
      return view(await findCart(db, hash));
    },

    /**
     * Adds items to the shopper's cart (creating it when the hash finds none) in one
     * transaction: every item is checked against the catalogue and stock, and either all
     * lines change or none do. `buy_now` empties the cart first (spec section 4, Buy now).
     */
    async addItems(
      hash: string | undefined,
      items: AddToCartItem[],
      addType?: string,
    ): Promise<CartView> {
      const catalogue = await catalog.variantsForCart(items.map((i) => i.variant_id));
      for (const [index, item] of items.entries()) {
        const variant = catalogue.get(item.variant_id);
        const field = `items.${index}.variant_id`;
        if (!variant) throw invalidField('variant_not_found', field);
        if (variant.productId !== item.product_id) throw invalidField('variant_mismatch', field);
        if (!isVariantBuyable(variant)) throw invalidField('sold_out', field);
      }
      const cart = await db.transaction(async (tx) => {
        let current = await findCart(tx, hash, { lock: true });
        if (!current) {
          [current] = await tx
            .insert(carts)
            .values({ hash: newHash(), currency: currency.code })
            .returning();
        }
        const cartId = current!.id;
        if (addType === 'buy_now') await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
        for (const [index, item] of items.entries()) {
          const properties = item.properties ?? {};
          const [line] = await tx
            .insert(cartLines)
            .values({
              cartId,
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
            })
            .returning({ quantity: cartLines.quantity });
          if (line!.quantity > MAX_QUANTITY) {
            throw invalidField('quantity_limit', `items.${index}.quantity`, { max: MAX_QUANTITY });
          }
        }
        // Stock counts every line of a variant (the same shoe with two engravings is two
        // pairs): compare each variant's total in the cart with what is left.
        const totals = await tx
          .select({
            variantId: cartLines.variantId,
            quantity: sum(cartLines.quantity).mapWith(Number),
          })
          .from(cartLines)
          .where(
            and(eq(cartLines.cartId, cartId), inArray(cartLines.variantId, [...catalogue.keys()])),
          )
          .groupBy(cartLines.variantId);
        for (const { variantId, quantity } of totals) {
          const variant = catalogue.get(variantId)!;
          if (!stockAllows(variant, quantity)) {
            const index = items.findIndex((i) => i.variant_id === variantId);
            throw invalidField('insufficient_stock', `items.${index}.quantity`, {
              stock: variant.stock,
            });
          }
        }
        const [lines] = await tx
          .select({ n: count() })
          .from(cartLines)
          .where(eq(cartLines.cartId, cartId));
        if ((lines?.n ?? 0) > MAX_CART_LINES) {
          throw new AppError(422, 'cart_full', { max: MAX_CART_LINES });
        }
        await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
        return current!;
      });
      return view(cart, catalogue);
    },
  };
}

/** The cart a cookie names; a malformed hash finds none. `lock` holds it to the transaction. */
async function findCart(conn: Db, hash: string | undefined, { lock = false } = {}) {
  if (!hash || !CART_HASH.test(hash)) return undefined;
  const query = conn.select().from(carts).where(eq(carts.hash, hash));
  const [cart] = await (lock ? query.for('update') : query);
  return cart;
}
