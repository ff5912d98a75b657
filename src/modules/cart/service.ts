import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { productCategories, products, variants } from '../catalog/schema.ts';
import { isVariantRowBuyable, productPath } from '../catalog/dto.ts';
import { toDecimal } from '../currency/money.ts';
import { MAX_CART_LINES, MAX_QUANTITY, cartContentsCount } from './cart-count.ts';
import { cartLines, carts } from './schema.ts';
import type { AddToCartItem, CartDto, CartLineDto, CartMessage } from './types.ts';

/** The cart_hash format: 32 url-safe characters (192 random bits), so a guess finds nothing. */
export const CART_HASH = /^[A-Za-z0-9_-]{32}$/;

const newHash = () => randomBytes(24).toString('base64url');

/** Stable text for a line's properties, so the same choice merges into one line. */
export function propertiesKey(properties: Record<string, string>): string {
  const keys = Object.keys(properties).sort();
  return keys.length === 0 ? '' : JSON.stringify(keys.map((k) => [k, properties[k]]));
}

/** Carts in the database: find by hash, add items, and price everything on the server. */
export type CartService = ReturnType<typeof createCartService>;

/** Translates a message key for the shopper (the cart's notices are translated text). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Creates the cart service for a shop currency. */
export function createCartService(db: Db, currency: string) {
  async function view(
    cart: typeof carts.$inferSelect | undefined,
    t: Translate,
    notices: CartMessage[] = [],
  ): Promise<CartDto> {
    const rows = cart
      ? await db
          .select({ line: cartLines, variant: variants, product: products })
          .from(cartLines)
          .innerJoin(variants, eq(variants.id, cartLines.variantId))
          .innerJoin(products, eq(products.id, cartLines.productId))
          .where(eq(cartLines.cartId, cart.id))
          .orderBy(asc(cartLines.id))
      : [];
    const categoryRows =
      rows.length > 0
        ? await db
            .select()
            .from(productCategories)
            .where(
              inArray(productCategories.productId, [...new Set(rows.map((r) => r.product.id))]),
            )
        : [];
    const lines: Record<string, CartLineDto> = {};
    let subtotal = 0;
    const messages = [...notices];
    for (const { line, variant, product } of rows) {
      const lineTotal = variant.price * line.quantity;
      subtotal += lineTotal;
      const buyable = isVariantRowBuyable(variant);
      if (!buyable) {
        messages.push({
          code: 'line_sold_out',
          message: t('cart.notice.sold_out', { title: product.title }),
        });
      } else if (
        variant.manageStock &&
        variant.backorders === 'no' &&
        line.quantity > variant.stock
      ) {
        messages.push({
          code: 'line_over_stock',
          message: t('cart.notice.over_stock', { title: product.title, stock: variant.stock }),
        });
      }
      const key = String(line.id);
      lines[key] = {
        key,
        product_id: product.id,
        variant_id: variant.id,
        product: {
          ID: product.id,
          title: product.title,
          slug: product.slug,
          path: productPath(product.slug),
          feature_image: product.featureImage,
        },
        variant: {
          ID: variant.id,
          attrs: variant.attrs,
          price: toDecimal(variant.price, currency),
          regular_price:
            variant.regularPrice == null ? null : toDecimal(variant.regularPrice, currency),
          sku: variant.sku,
          stock: variant.stock,
          buy_able: buyable,
          feature_image: variant.featureImage ?? product.featureImage,
        },
        quantity: line.quantity,
        price: toDecimal(variant.price, currency),
        line_total: toDecimal(lineTotal, currency),
        category_ids: categoryRows
          .filter((c) => c.productId === product.id)
          .map((c) => c.categoryId),
        properties: line.properties,
      };
    }
    const total = toDecimal(subtotal, currency);
    return {
      cart: lines,
      cart_subtotal: total,
      cart_total: total,
      cart_contents_count: cartContentsCount(rows.map((r) => r.line)),
      cart_contents_total: total,
      currency,
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
    async getCart(hash: string | undefined, t: Translate): Promise<CartDto> {
      return view(await findCart(db, hash), t);
    },

    /**
     * Adds items to the shopper's cart (creating it when the hash finds none) in one
     * transaction: every item is checked against the catalogue and stock, and either all
     * lines change or none do. `buy_now` empties the cart first (spec section 4, Buy now).
     */
    async addItems(
      hash: string | undefined,
      items: AddToCartItem[],
      t: Translate,
      addType?: string,
    ): Promise<CartDto> {
      const cart = await db.transaction(async (tx) => {
        let current = await findCart(tx, hash, { lock: true });
        if (!current) {
          [current] = await tx.insert(carts).values({ hash: newHash(), currency }).returning();
        }
        const cartId = current!.id;
        if (addType === 'buy_now') await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
        const wanted = await tx
          .select()
          .from(variants)
          .where(inArray(variants.id, [...new Set(items.map((i) => i.variant_id))]));
        const byId = new Map(wanted.map((v) => [v.id, v]));
        for (const [index, item] of items.entries()) {
          const variant = byId.get(item.variant_id);
          const field = `items.${index}.variant_id`;
          if (!variant) throw fieldError('variant_not_found', 'error.variant_not_found', field);
          if (variant.productId !== item.product_id) {
            throw fieldError('variant_mismatch', 'error.variant_mismatch', field);
          }
          if (!isVariantRowBuyable(variant)) throw fieldError('sold_out', 'error.sold_out', field);
          const properties = item.properties ?? {};
          const key = propertiesKey(properties);
          const [line] = await tx
            .insert(cartLines)
            .values({
              cartId,
              productId: item.product_id,
              variantId: item.variant_id,
              quantity: item.quantity,
              properties,
              propertiesKey: key,
              groupId: properties.groupId ?? null,
            })
            .onConflictDoUpdate({
              target: [cartLines.cartId, cartLines.variantId, cartLines.propertiesKey],
              set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
            })
            .returning({ quantity: cartLines.quantity });
          const quantity = line!.quantity;
          if (quantity > MAX_QUANTITY) {
            throw fieldError('quantity_limit', 'error.quantity_limit', `items.${index}.quantity`, {
              max: MAX_QUANTITY,
            });
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
          .where(and(eq(cartLines.cartId, cartId), inArray(cartLines.variantId, [...byId.keys()])))
          .groupBy(cartLines.variantId);
        for (const { variantId, quantity } of totals) {
          const variant = byId.get(variantId)!;
          if (variant.manageStock && variant.backorders === 'no' && quantity > variant.stock) {
            const index = items.findIndex((i) => i.variant_id === variantId);
            throw fieldError(
              'insufficient_stock',
              'error.insufficient_stock',
              `items.${index}.quantity`,
              {
                stock: variant.stock,
              },
            );
          }
        }
        const [lines] = await tx
          .select({ n: count() })
          .from(cartLines)
          .where(eq(cartLines.cartId, cartId));
        if ((lines?.n ?? 0) > MAX_CART_LINES) {
          throw new AppError(422, 'cart_full', 'error.cart_full', { max: MAX_CART_LINES });
        }
        await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
        return current!;
      });
      return view(cart, t);
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

function fieldError(
  code: string,
  messageKey: string,
  field: string,
  values: Record<string, string | number> = {},
): AppError {
  return new AppError(422, code, messageKey, values, { [field]: messageKey });
}
