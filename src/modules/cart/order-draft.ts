import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import {
  shownVariant,
  type CatalogService,
  type PurchasableVariant,
  type ShownVariant,
} from '../catalog/service.ts';
import { discountTitle } from '../discounts/definition.ts';
import { isVariantBuyable, stockAllows } from '../catalog/stock.ts';
import type { Ga4Ids } from '../analytics/ga4-ids.ts';
import type { ShippingRule } from '../discounts/model.ts';
import type { DiscountService, StoredDiscount } from '../discounts/service.ts';
import type { LineProperties } from './schema.ts';
import { cartLines, carts } from './schema.ts';
import { propertiesKey } from './add-one.ts';

/** A cart line as an order takes it: what was bought, at what price, after which discounts. */
export interface DraftLine {
  lineId: number;
  productId: number;
  variantId: number;
  quantity: number;
  properties: LineProperties;
  variant: PurchasableVariant;
  /** The product's title and the options in the draft's language, as the order keeps them. */
  shown: ShownVariant;
  /** Minor units: unit price × quantity, the discounts' share, what is left to pay. */
  subtotal: number;
  discount: number;
  total: number;
  discounts: { id: number; title: string; code: string | null; amount: number }[];
}

/** Why a cart cannot become an order as it is (the shopper is told which line). */
export interface DraftProblem {
  code: 'line_removed' | 'line_sold_out' | 'line_over_stock';
  variantId: number;
  title: string;
}

/** A cart priced for checkout (discounts of every level, checkout's included), on the server. */
export interface OrderDraft {
  cartId: number;
  hash: string;
  note: string;
  /** The shopper's GA4 ids the cart keeps, for the order's purchase; none without them. */
  analyticsIds?: Ga4Ids | null;
  lines: DraftLine[];
  subtotal: number;
  discount: number;
  /** What the goods cost after discounts, before shipping. */
  total: number;
  /** Grams. */
  weight: number;
  /** Shipping discounts earned. */
  shippingRules: ShippingRule[];
  /**
   * Coupons that took something off (their discount ids are counted as used by the order), with
   * how many orders one customer may place with each, when the merchant limits it.
   */
  coupons: { id: number; code: string; customerEmail?: string; perCustomerLimit?: number }[];
  /** Automatic discounts applied. */
  discounts: { id: number; title: string; amount: number }[];
  problems: DraftProblem[];
  /** Codes the cart holds that can no longer be used (used up, expired), and why. */
  unusableCoupons: { code: string; problem: string }[];
}

/** How a cart is drafted: held for the caller's transaction, the discounts, the language. */
export interface DraftOptions {
  lock?: boolean;
  list?: readonly StoredDiscount[];
  /** The shopper's language: titles, options and discounts' titles are kept in it. */
  locale?: string;
}

/**
 * Prices a cart for checkout, reading through `conn`. With `lock`, the cart's row is held to
 * the caller's transaction first, so that changes to the cart (and other completions of it)
 * wait for the order. An unknown cart is null.
 */
export async function draftOrder(
  conn: Db,
  hash: string,
  catalog: Pick<CatalogService, 'variantsForCart'>,
  discounts: DiscountService,
  { lock = false, list, locale }: DraftOptions = {},
): Promise<OrderDraft | null> {
  const query = conn.select().from(carts).where(eq(carts.hash, hash));
  const [cart] = lock ? await query.for('update') : await query;
  if (!cart) return null;
  const rows = await conn
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cart.id))
    .orderBy(asc(cartLines.id));
  const variants = await catalog.variantsForCart(
    rows.map((r) => r.variantId),
    conn,
  );
  const problems: DraftProblem[] = [];
  const kept: { row: (typeof rows)[number]; variant: PurchasableVariant }[] = [];
  const totals = new Map<number, number>();
  for (const r of rows) totals.set(r.variantId, (totals.get(r.variantId) ?? 0) + r.quantity);
  for (const row of rows) {
    const variant = variants.get(row.variantId);
    if (!variant) {
      problems.push({ code: 'line_removed', variantId: row.variantId, title: '' });
      continue;
    }
    const { title } = shownVariant(variant, locale);
    if (!isVariantBuyable(variant)) {
      problems.push({ code: 'line_sold_out', variantId: variant.id, title });
    } else if (!stockAllows(variant, totals.get(row.variantId)!)) {
      problems.push({ code: 'line_over_stock', variantId: variant.id, title });
    }
    kept.push({ row, variant });
  }
  const pricing = await discounts.price(
    kept.map(({ row, variant }) => ({
      id: String(row.id),
      productId: variant.productId,
      variantId: variant.id,
      categoryIds: variant.product.categoryIds,
      unitPrice: variant.price,
      quantity: row.quantity,
    })),
    cart.coupons,
    { level: 'checkout', list },
  );
  const byId = new Map(pricing.applied.map(({ discount }) => [discount.id, discount]));
  return {
    cartId: cart.id,
    hash: cart.hash,
    note: cart.note,
    analyticsIds: cart.analyticsIds,
    lines: kept.map(({ row, variant }) => {
      const priced = pricing.lines.get(String(row.id))!;
      return {
        lineId: row.id,
        productId: variant.productId,
        variantId: variant.id,
        quantity: row.quantity,
        properties: row.properties,
        variant,
        shown: shownVariant(variant, locale),
        subtotal: priced.subtotal,
        discount: priced.discount,
        total: priced.total,
        discounts: priced.adjustments.map((a) => {
          const d = byId.get(a.discountId)!;
          return {
            id: d.id,
            title: discountTitle(d, locale),
            code: d.code ?? null,
            amount: a.amount,
          };
        }),
      };
    }),
    subtotal: pricing.subtotal,
    discount: pricing.discount,
    total: pricing.total,
    weight: kept.reduce((sum, { row, variant }) => sum + variant.weight * row.quantity, 0),
    shippingRules: pricing.shipping,
    coupons: pricing.applied
      .filter(({ discount }) => discount.code)
      .map(({ discount }) => ({
        id: discount.id,
        code: discount.code!,
        ...(discount.customer_email ? { customerEmail: discount.customer_email } : {}),
        ...(discount.per_customer_limit ? { perCustomerLimit: discount.per_customer_limit } : {}),
      })),
    discounts: pricing.applied
      .filter(({ discount }) => !discount.code)
      .map(({ discount, amount }) => ({
        id: discount.id,
        title: discountTitle(discount, locale),
        amount,
      })),
    problems,
    unusableCoupons: pricing.unusable,
  };
}

/**
 * Empties a cart once its order is placed (lines, codes, note and the GA4 ids its order took), in
 * the order's transaction.
 */
export async function emptyCart(tx: Db, cartId: number): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
  await tx
    .update(carts)
    .set({ coupons: [], note: '', analyticsIds: null, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/**
 * Puts a cancelled order's lines and codes back into the cart it came from (its payment could
 * not be captured), in the cancellation's transaction: the shopper finds the cart as it was.
 */
export async function restoreCart(
  tx: Db,
  hash: string,
  lines: readonly {
    productId: number;
    variantId: number;
    quantity: number;
    properties: LineProperties;
  }[],
  coupons: readonly string[],
): Promise<void> {
  const [cart] = await tx.select().from(carts).where(eq(carts.hash, hash)).for('update');
  if (!cart) return;
  for (const line of lines) {
    await tx
      .insert(cartLines)
      .values({
        cartId: cart.id,
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
        properties: line.properties,
        propertiesKey: propertiesKey(line.properties),
        groupId: line.properties.groupId ?? null,
      })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.variantId, cartLines.propertiesKey],
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
      });
  }
  await tx
    .update(carts)
    .set({ coupons: [...new Set([...cart.coupons, ...coupons])], updatedAt: new Date() })
    .where(eq(carts.id, cart.id));
}
