import { PRIVATE_NO_STORE, PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { AppError } from '../../platform/errors.ts';
import { defineOperation, type OperationContext } from '../../platform/route.ts';
import {
  codeDisplayQuery,
  offersSchema,
  productDiscountQuery,
  styleConfigSchema,
  type OfferDto,
} from './contract.ts';
import type { StoredDiscount } from './service.ts';
import { discountText, discountTitle } from './definition.ts';

const TAGS = ['discounts'];

/**
 * A discount as the shopper is told of it, in their language: the merchant's product text, else
 * its title.
 */
function offer({ app, req }: OperationContext, d: StoredDiscount): OfferDto {
  const title = discountTitle(d, req.locale);
  return {
    id: d.id,
    title,
    discount_type: d.discount_type,
    code: d.code ?? null,
    effective_level: d.effective_level,
    adjustments: {
      adjustment_group: d.adjustment_group,
      adjustment_target: d.adjustment_target,
      adjustment_level_type: d.adjustment_level_type,
      allocation_method: d.allocation_method,
      discount_order: d.discount_order,
      effective_level: d.effective_level,
      equal_gift: d.equal_gift,
    },
    rule_data: d.rule,
    message: discountText(d, 'product', req.locale) ?? title,
    ends_at: d.ends_at?.toISOString() ?? null,
    min_subtotal: app.currency.toDecimal(d.min_subtotal),
  };
}

/** The catalogue's facts about a variant that discount targets read, and its price. */
async function targetOf(ctx: OperationContext, productId: number, variantId?: number) {
  const { app } = ctx;
  if (variantId !== undefined) {
    const variant = (await app.catalog.variantsForCart([variantId])).get(variantId);
    if (!variant || variant.productId !== productId) {
      throw new AppError(404, 'product_not_found');
    }
    return { productId, variantId, categoryIds: variant.product.categoryIds, price: variant.price };
  }
  const page = await app.catalog.listProducts({ page: 1, pageSize: 1, includeIds: [productId] });
  const product = page.data[0];
  if (!product) throw new AppError(404, 'product_not_found');
  return { productId, variantId: 0, categoryIds: product.categories.map((c) => c.id), price: 0 };
}

/** `GET coupons`: the public coupons running now. */
export const listCoupons = defineOperation({
  method: 'GET',
  url: '/coupons',
  summary: 'The public coupons running now',
  tags: TAGS,
  schemas: { response: offersSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async (ctx) => ({
    data: (await ctx.app.discounts.publicCoupons()).map((d) => offer(ctx, d)),
  }),
});

/** `GET code_display`: coupons a product's page shows for the shopper to copy. */
export const codeDisplay = defineOperation({
  method: 'GET',
  url: '/code_display',
  summary: "Coupon codes shown on a product's page, to copy",
  tags: TAGS,
  schemas: { querystring: codeDisplayQuery, response: offersSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async (ctx, { query }) => {
    const target = await targetOf(ctx, query.product_id, query.variant_id);
    return {
      data: (await ctx.app.discounts.displayedCodes(target)).map((d) => offer(ctx, d)),
    };
  },
});

/**
 * `GET discount/product_discount`: the automatic discounts a product's variant takes part in,
 * each with what the chosen quantity saves and how far it is from (more of) the discount, as
 * the cart would price that quantity alone.
 */
export const productDiscount = defineOperation({
  method: 'GET',
  url: '/discount/product_discount',
  summary: "The automatic discounts a product's variant takes part in, and what they need",
  tags: TAGS,
  schemas: { querystring: productDiscountQuery, response: offersSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async (ctx, { query }) => {
    const { app } = ctx;
    const { price, ...target } = await targetOf(ctx, query.product_id, query.variant_id);
    // A discount whose merchant turned its message off still applies, but is not announced.
    const offers = (await app.discounts.forProduct(target)).filter((d) => d.show_message);
    const priced = await app.discounts.price(
      [{ ...target, id: 'line', unitPrice: price, quantity: query.quantity }],
      [],
      { level: 'product' },
    );
    const money = app.currency.toDecimal;
    return {
      data: offers.map((d) => {
        const hint = priced.hints.find((h) => h.discount.id === d.id)?.hint.missing;
        return {
          ...offer(ctx, d),
          saving: money(priced.applied.find((a) => a.discount.id === d.id)?.amount ?? 0),
          missing_quantity: hint && 'quantity' in hint ? hint.quantity : null,
          missing_amount: hint && 'amount' in hint ? money(hint.amount) : null,
        };
      }),
    };
  },
});

/** `GET discount/style_config`: how discount messages show, and their texts. */
export const styleConfig = defineOperation({
  method: 'GET',
  url: '/discount/style_config',
  summary: 'How discount messages show, and their texts for cart, checkout and product',
  tags: TAGS,
  schemas: { response: styleConfigSchema },
  cacheControl: PUBLIC_CATALOG,
  run: ({ app }) => app.discounts.styleConfig(),
});

export const discountOperations = [listCoupons, codeDisplay, productDiscount, styleConfig];
