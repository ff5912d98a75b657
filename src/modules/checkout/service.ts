import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { Locale } from '../../platform/locales.ts';
import { AppError, invalidField, notFound } from '../../platform/errors.ts';
import { maskKeptTexts } from '../analytics/mask.ts';
import type { OrderDraft } from '../cart/order-draft.ts';
import type { CartService, CartShipping, CartView } from '../cart/service.ts';
import type { OrderAddress } from '../orders/model.ts';
import { priceCheckout, type CheckoutPrice } from '../orders/pricing.ts';
import type { OrderService } from '../orders/service.ts';
import { methodUnavailable, noPaymentMethods } from '../payments/causes.ts';
import type { PaymentFlow } from './pay.ts';
import { createCheckoutPlacing } from './placing.ts';
import type { ShippingService } from '../shipping/service.ts';
import { checkouts, type CheckoutStep } from './schema.ts';

/** A payment method the shopper may choose at checkout, and the script its form loads. */
export interface CheckoutPaymentMethod {
  id: string;
  kind: 'card' | 'manual';
  script: { id: string; src: string } | null;
}

/** An order's context for its payment methods. */
export interface PaymentContext {
  amount: number;
  currency: string;
  country?: string | null;
}

/** What checkout needs of payments: the methods offered, read once for any order's context. */
export interface CheckoutPayments {
  offers(): Promise<(context: PaymentContext) => CheckoutPaymentMethod[]>;
}

export type CheckoutRow = typeof checkouts.$inferSelect;

/** A checkout with its cart and prices, before texts are chosen at the edge. */
export interface CheckoutView {
  cart: CartView;
  state: CheckoutRow;
  price: CheckoutPrice;
  paymentMethods: CheckoutPaymentMethod[];
  idempotencyKey: string;
}

/** Checkout: the shopper's e-mail, addresses, shipping and payment choices, then the order. */
export type CheckoutService = ReturnType<typeof createCheckoutService>;

const newKey = () => randomBytes(18).toString('base64url');

const blank = (hash: string): CheckoutRow => ({
  cartHash: hash,
  email: null,
  shippingAddress: null,
  billingAddress: null,
  shippingMethod: null,
  shippingCost: null,
  insurance: false,
  paymentMethod: null,
  step: 'contact_information',
  startedAt: new Date(),
  updatedAt: new Date(),
});

/** What a checkout's price charges for shipping, as the cart shows it (null before a method). */
const shippingCharged = (price: CheckoutPrice): CartShipping | null =>
  price.method
    ? {
        method: {
          id: price.method.id,
          titles: price.method.titles,
          cost: price.method.cost,
          min_days: price.method.min_days,
          max_days: price.method.max_days,
        },
        insurance: price.insurance,
      }
    : null;

const destinationOf = (a: OrderAddress | null) =>
  a ? { country: a.country, region: a.province, postcode: a.zip } : null;

/** Creates the checkout service over the cart, shipping, orders and payments services. */
export function createCheckoutService(
  db: Db,
  deps: {
    cart: CartService;
    shipping: ShippingService;
    orders: OrderService;
    payments: CheckoutPayments;
    /** The card payment flow (authorize, place, capture). */
    flow: PaymentFlow;
    /** The shop's currency. */
    currency: { code: string; toDecimal(minor: number): number };
    /** Whether an address is a PO box (spec section 5, PO box). */
    isPoBox: (address: OrderAddress) => boolean;
    /** Whether a payment method takes a card or is paid later by hand (none: unknown). */
    kindOf: (method: string) => 'card' | 'manual' | undefined;
    /** The shop's hot countries and every country, named in a language (geo). */
    hotCountries: (locale: Locale) => {
      data: { iso2: string; name: string }[];
      countries: { iso2: string; name: string }[];
    };
    /** The address's field errors by its country's rules: [field, message code] pairs. */
    addressProblems: (address: OrderAddress) => [string, string][];
    /** The address with its province as its region's code, whichever name it was given as. */
    regionCoded: (address: OrderAddress) => OrderAddress;
  },
) {
  async function stateOf(hash: string): Promise<CheckoutRow> {
    const [row] = await db.select().from(checkouts).where(eq(checkouts.cartHash, hash));
    return row ?? blank(hash);
  }

  /** The cart's draft; an unknown cart is a 404, an empty one a 422. */
  async function draftOf(hash: string | undefined): Promise<OrderDraft> {
    const draft = await deps.cart.draftOrder(hash);
    if (!draft) throw notFound('cart_not_found');
    if (draft.lines.length === 0) throw new AppError(422, 'cart_empty');
    return draft;
  }

  async function save(hash: string, values: Partial<CheckoutRow>) {
    await db
      .insert(checkouts)
      .values({ ...blank(hash), ...values, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: checkouts.cartHash,
        set: { ...values, updatedAt: new Date() },
      });
  }

  /** A checkout priced now; `poBox` false prices it as if the address were a street's. */
  const price = async (
    draft: OrderDraft,
    state: CheckoutRow,
    locale?: string,
    poBox = state.shippingAddress ? deps.isPoBox(state.shippingAddress) : false,
  ) =>
    priceCheckout(await deps.shipping.rules(), draft, {
      destination: destinationOf(state.shippingAddress),
      poBox,
      shippingMethodId: state.shippingMethod,
      insurance: state.insurance,
      locale,
    });

  /** The payment methods offered for a total and the checkout's country. */
  const contextOf = (total: number, state: CheckoutRow): PaymentContext => ({
    amount: total,
    currency: deps.currency.code,
    country: state.shippingAddress?.country ?? null,
  });
  const methodsFor = async (total: number, state: CheckoutRow) =>
    (await deps.payments.offers())(contextOf(total, state));

  function checkAddress(address: OrderAddress, field: string) {
    const [problem] = deps.addressProblems(address);
    if (problem) throw invalidField(problem[1], `${field}.${problem[0]}`);
  }

  return {
    /**
     * The countries the shop's zones ship to, named in the shopper's language: the shop's hot
     * countries first, then the others by name (the names come from the server, so the page
     * reads the same before and after it runs its script).
     */
    async countries(locale: Locale): Promise<{ code: string; name: string }[]> {
      const { zones } = await deps.shipping.rules();
      const named = new Set(zones.flatMap((z) => z.countries));
      const ships = (code: string) => named.has('*') || named.has(code);
      const { data: hot, countries: all } = deps.hotCountries(locale);
      const upper = (list: { iso2: string; name: string }[]) =>
        list.map((c) => ({ code: c.iso2.toUpperCase(), name: c.name }));
      const first = upper(hot).filter((c) => ships(c.code));
      const rest = upper(all).filter((c) => ships(c.code) && !first.some((h) => h.code === c.code));
      return [...first, ...rest];
    },

    /**
     * What the cart is charged for shipping: the chosen method and insurance as checkout
     * prices them now, or null before a method is chosen (or when it is no longer offered).
     */
    async cartShipping(hash: string): Promise<CartShipping | null> {
      const state = await stateOf(hash);
      if (!state.shippingMethod) return null;
      const draft = await deps.cart.draftOrder(hash);
      if (!draft || draft.lines.length === 0) return null;
      return shippingCharged(await price(draft, state));
    },

    /**
     * The checkout of a cart as it stands, priced now: its cart holds checkout's discounts and
     * the shipping of the same price, so every reduction has its row and the sums add up.
     */
    async view(hash: string | undefined, locale?: string): Promise<CheckoutView> {
      const draft = await draftOf(hash);
      const state = await stateOf(draft.hash);
      const priced = await price(draft, state, locale);
      const cart = await deps.cart.getCart(draft.hash, {
        level: 'checkout',
        shipping: shippingCharged(priced),
      });
      return {
        cart,
        state,
        price: priced,
        paymentMethods: await methodsFor(priced.total, state),
        idempotencyKey: newKey(),
      };
    },

    /** Records that the shopper started checking out (cart/start_checkout). */
    async start(hash: string | undefined) {
      const draft = await draftOf(hash);
      await db
        .insert(checkouts)
        .values(blank(draft.hash))
        .onConflictDoUpdate({ target: checkouts.cartHash, set: { startedAt: sql`now()` } });
    },

    /** Sets the checkout's e-mail (guest checkout). */
    async setEmail(hash: string | undefined, email: string) {
      const draft = await draftOf(hash);
      await save(draft.hash, { email });
    },

    /**
     * Sets the shipping (and billing) address, checked against its country's rules; a chosen
     * shipping method the new address no longer offers is dropped.
     */
    async setAddress(
      hash: string | undefined,
      given: { email?: string; shipping: OrderAddress; billing: OrderAddress | null },
      locale?: string,
    ) {
      // A card number typed into an address line is kept masked, as analytics keeps it.
      const input = {
        ...given,
        shipping: maskKeptTexts(given.shipping),
        billing: given.billing && maskKeptTexts(given.billing),
      };
      const draft = await draftOf(hash);
      checkAddress(input.shipping, 'shipping_address');
      if (input.billing) checkAddress(input.billing, 'billing_address');
      // Kept as the region's code: the order, its zone's excluded regions and the mails read it.
      input.shipping = deps.regionCoded(input.shipping);
      if (input.billing) input.billing = deps.regionCoded(input.billing);
      const state = {
        ...(await stateOf(draft.hash)),
        shippingAddress: input.shipping,
        billingAddress: input.billing,
        ...(input.email ? { email: input.email } : {}),
      };
      const priced = await price(draft, state, locale);
      if (priced.shippingProblem === 'postcode_undeliverable') {
        throw invalidField('postcode_undeliverable', 'shipping_address.zip');
      }
      // A PO box that no method of the zone delivers to cannot go on (spec section 5).
      if (priced.shippingProblem === 'po_box') {
        throw invalidField('po_box', 'shipping_address.address1');
      }
      const kept = priced.methods.find((m) => m.id === state.shippingMethod);
      await save(draft.hash, {
        ...(input.email ? { email: input.email } : {}),
        shippingAddress: input.shipping,
        billingAddress: input.billing,
        shippingMethod: kept?.id ?? null,
        shippingCost: kept?.cost ?? null,
        step: 'shipping_method' satisfies CheckoutStep,
      });
    },

    /** Chooses a shipping method the address is offered, and insurance. */
    async setShipping(
      hash: string | undefined,
      methodId: string,
      insurance: boolean | undefined,
      locale?: string,
    ) {
      const draft = await draftOf(hash);
      const state = await stateOf(draft.hash);
      if (!state.shippingAddress) throw invalidField('address_required', 'shipping_address');
      const priced = await price(draft, { ...state, shippingMethod: methodId }, locale);
      if (priced.shippingProblem) throw invalidField(priced.shippingProblem, 'method_id');
      const method = priced.methods.find((m) => m.id === methodId);
      if (!method) {
        // Offered to a street address but not to this PO box: say so, not "unknown method".
        const street = await price(draft, state, locale, false);
        const refusedForPoBox =
          deps.isPoBox(state.shippingAddress) && street.methods.some((m) => m.id === methodId);
        throw invalidField(refusedForPoBox ? 'po_box' : 'shipping_method_invalid', 'method_id');
      }
      await save(draft.hash, {
        shippingMethod: method.id,
        shippingCost: method.cost,
        insurance: insurance ?? state.insurance,
        step: 'payment_method' satisfies CheckoutStep,
      });
    },

    /** Chooses a payment method that is offered now. */
    async setPayment(hash: string | undefined, method: string) {
      const draft = await draftOf(hash);
      const state = await stateOf(draft.hash);
      const methods = await methodsFor((await price(draft, state)).total, state);
      if (methods.length === 0) throw noPaymentMethods();
      // A method not offered now (switched off, or not for this country or total) is the
      // payment message of spec section 8, with its hint to use another method.
      if (!methods.some((m) => m.id === method)) throw methodUnavailable();
      await save(draft.hash, { paymentMethod: method });
    },

    place: createCheckoutPlacing(deps, { stateOf, draftOf, save, price, contextOf }),
  };
}
