import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.ts';
import type { DraftLine, OrderDraft } from '../../cart/order-draft.ts';
import { shippingZoneSchema } from '../../shipping/definition.ts';
import type { ShippingRules } from '../../shipping/service.ts';
import { assertCartFound, assertCartHasLines, checkPlaceable } from './checks.ts';
import type { PlaceOrder, ShopMoney } from './input.ts';
import { orderDiscounts } from './order-row.ts';
import { paymentRecord } from './payment-record.ts';

const DOLLARS: ShopMoney = { code: 'USD', toDecimal: (minor) => minor / 100 };
const LIMITS = { min: 100, max: 500_000 };

/** A shop that ships to the United States only: standard 5.00, free from 75.00. */
const SHIPPING: ShippingRules = {
  zones: [
    shippingZoneSchema.parse({
      key: 'us',
      name: 'United States',
      countries: ['US'],
      undeliverable_postcodes: ['969'],
      methods: [
        { id: 'standard', name: 'Standard', rate: { type: 'flat', cost: 500 }, free_above: 7500 },
      ],
    }),
  ],
  settings: { insurance: null },
};

/** A cart line of `quantity` at `price` (minor units), with the discounts it earned. */
function line(
  variantId: number,
  price: number,
  quantity = 1,
  discounts: DraftLine['discounts'] = [],
): DraftLine {
  const discount = discounts.reduce((sum, d) => sum + d.amount, 0);
  return {
    lineId: variantId,
    productId: variantId * 10,
    variantId,
    quantity,
    properties: {},
    variant: {
      id: variantId,
      productId: variantId * 10,
      attrs: [],
      price,
      regularPrice: null,
      sku: `SKU-${variantId}`,
      weight: 100,
      featureImage: null,
      stock: 10,
      manage_stock: true,
      backorders: 'no',
      texts: {},
      product: {
        id: variantId * 10,
        title: `Product ${variantId}`,
        slug: `p${variantId}`,
        path: `/products/p${variantId}`,
        featureImage: null,
        categoryIds: [],
        overseasDepot: false,
      },
    },
    shown: { title: `Product ${variantId}`, attrs: [] },
    subtotal: price * quantity,
    discount,
    total: price * quantity - discount,
    discounts,
  };
}

/** A cart priced for checkout, from its lines. */
function draft(lines: DraftLine[], over: Partial<OrderDraft> = {}): OrderDraft {
  const subtotal = lines.reduce((sum, l) => sum + l.subtotal, 0);
  const discount = lines.reduce((sum, l) => sum + l.discount, 0);
  return {
    cartId: 1,
    hash: 'c'.repeat(32),
    note: '',
    lines,
    subtotal,
    discount,
    total: subtotal - discount,
    weight: lines.length * 100,
    shippingRules: [],
    coupons: [],
    discounts: [],
    problems: [],
    unusableCoupons: [],
    ...over,
  };
}

const INPUT: PlaceOrder = {
  idempotencyKey: 'k'.repeat(20),
  cartHash: 'c'.repeat(32),
  email: 'shopper@example.com',
  locale: 'en-US',
  shippingAddress: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address1: '1 Main St',
    city: 'Arlington',
    province: 'VA',
    country: 'US',
    zip: '22201',
  },
  billingAddress: null,
  poBox: false,
  shippingMethodId: 'standard',
  insurance: false,
  paymentMethod: 'bank_transfer',
  payment: null,
  paid: false,
};

const check = (d: OrderDraft, input: Partial<PlaceOrder> = {}) =>
  checkPlaceable(d, { ...INPUT, ...input }, SHIPPING, LIMITS, DOLLARS);

/** The refusal a check throws: status, code, values and field, as the shopper gets them. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { statusCode, code, values, field } = error;
    return { statusCode, code, values, field };
  }
  throw new Error('not refused');
}

describe('the checks before an order is placed (no database)', () => {
  it('refuses a cart that does not exist with 404', () => {
    expect(refusal(() => assertCartFound(null))).toMatchObject({
      statusCode: 404,
      code: 'cart_not_found',
    });
  });

  it('refuses an empty cart', () => {
    expect(refusal(() => assertCartHasLines(draft([])))).toMatchObject({
      statusCode: 422,
      code: 'cart_empty',
    });
  });

  it('refuses a code that was used up meanwhile, naming it on the code field', () => {
    const used = draft([line(1, 2000)], {
      unusableCoupons: [{ code: 'WELCOME10', problem: 'usage_limit' }],
    });
    expect(refusal(() => check(used))).toEqual({
      statusCode: 422,
      code: 'coupon_usage_limit',
      values: { code: 'WELCOME10' },
      field: 'code',
    });
  });

  it("refuses a customer's reward coupon in an order placed with another e-mail", () => {
    const theirs = draft([line(1, 2000)], {
      coupons: [{ id: 7, code: 'RW-7K2M9Q', customerEmail: 'Ada@Example.com' }],
    });
    expect(refusal(() => check(theirs))).toEqual({
      statusCode: 422,
      code: 'coupon_not_yours',
      values: { code: 'RW-7K2M9Q' },
      field: 'code',
    });
    // Its owner's order passes, whatever the case of the address typed.
    expect(check(theirs, { email: 'ada@example.COM' }).price.total).toBe(2500);
  });

  it('refuses a line that sold out, naming its product', () => {
    const soldOut = draft([line(1, 2000)], {
      problems: [{ code: 'line_sold_out', variantId: 1, title: 'Product 1' }],
    });
    expect(refusal(() => check(soldOut))).toEqual({
      statusCode: 409,
      code: 'checkout_out_of_stock',
      values: { title: 'Product 1' },
      field: 'cart',
    });
  });

  it('refuses an address the shop does not ship to, on the address', () => {
    const abroad = { ...INPUT.shippingAddress, country: 'FR' };
    expect(refusal(() => check(draft([line(1, 2000)]), { shippingAddress: abroad }))).toEqual({
      statusCode: 422,
      code: 'no_country_shipping',
      values: {},
      field: 'shipping_address',
    });
    const guam = { ...INPUT.shippingAddress, zip: '96910' };
    expect(refusal(() => check(draft([line(1, 2000)]), { shippingAddress: guam }))).toMatchObject({
      code: 'postcode_undeliverable',
      field: 'shipping_address',
    });
  });

  it('refuses a method that is not offered, or costs other than the shopper was shown', () => {
    const cart = draft([line(1, 2000)]);
    const changed = { statusCode: 422, code: 'shipping_rate_changed', field: 'shipping_method' };
    expect(refusal(() => check(cart, { shippingMethodId: 'express' }))).toMatchObject(changed);
    expect(refusal(() => check(cart, { expectedShipping: 0 }))).toMatchObject(changed);
    expect(check(cart, { expectedShipping: 500 }).method.cost).toBe(500);
  });

  it('refuses goods under the least a checkout takes, naming the least', () => {
    expect(refusal(() => check(draft([line(1, 99)])))).toEqual({
      statusCode: 422,
      code: 'cart_total_too_low',
      values: { amount: { money: 1, currency: 'USD' } },
      field: undefined,
    });
    expect(check(draft([line(1, 100)])).price.total).toBe(600);
  });

  it('refuses goods over the most a checkout takes, naming the most', () => {
    expect(refusal(() => check(draft([line(1, 500_001)])))).toEqual({
      statusCode: 422,
      code: 'cart_total_too_high',
      values: { amount: { money: 5000, currency: 'USD' } },
      field: undefined,
    });
    expect(check(draft([line(1, 500_000)])).price.total).toBe(500_000);
  });

  it('refuses a total other than the one shown, naming the total now', () => {
    const cart = draft([line(1, 2000, 2)]);
    expect(refusal(() => check(cart, { expectedTotal: 4000 }))).toEqual({
      statusCode: 409,
      code: 'checkout_total_changed',
      values: { amount: { money: 45, currency: 'USD' } },
      field: undefined,
    });
    expect(check(cart, { expectedTotal: 4500 }).price.total).toBe(4500);
  });

  it('prices a cart that passes every check: goods, shipping (free above 75.00), total', () => {
    const { price, method } = check(draft([line(1, 4000, 2)]));
    expect(method).toMatchObject({ id: 'standard', name: 'Standard', cost: 0 });
    expect(price).toMatchObject({ shipping: 0, insurance: 0, tax: 0, total: 8000 });
  });
});

describe('what an order records', () => {
  it('sums each discount once over the lines it took something off', () => {
    const welcome = { id: 7, title: 'Welcome', code: 'WELCOME10', amount: 200 };
    const sale = { id: 3, title: 'Sale', code: null, amount: 150 };
    const cart = draft([
      line(1, 2000, 1, [welcome, sale]),
      line(2, 1000, 1, [{ ...welcome, amount: 100 }]),
    ]);
    expect(orderDiscounts(cart)).toEqual([
      { ...welcome, amount: 300 },
      { ...sale, amount: 150 },
    ]);
    // The cart's own lines are not changed by the sum.
    expect(cart.lines[0]!.discounts[0]!.amount).toBe(200);
  });

  it('keeps a card payment’s provider, brand and last 4, paid when captured', () => {
    const card = { provider: 'test-gateway', id: 'pay_1', brand: 'visa', last4: '4242' };
    expect(paymentRecord({ ...INPUT, paymentMethod: 'card', payment: card, paid: true })).toEqual({
      paymentMethod: 'card',
      financialStatus: 'paid',
      payment: card,
    });
    expect(paymentRecord(INPUT)).toEqual({
      paymentMethod: 'bank_transfer',
      financialStatus: 'unpaid',
      payment: null,
    });
  });
});
