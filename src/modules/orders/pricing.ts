import type { OrderDraft } from '../cart/order-draft.ts';
import { applyShippingDiscounts } from '../discounts/engine.ts';
import type { ShippingRules } from '../shipping/service.ts';
import {
  insurancePrice,
  quoteShipping,
  type Destination,
  type ShippingProblem,
} from '../shipping/rates.ts';

/** A shipping method offered at checkout, its cost after shipping discounts (minor units). */
export interface OfferedMethod {
  id: string;
  name: string;
  /** The title for shoppers by locale (see shipping's `shopperTitles`). */
  titles: Record<string, string>;
  cost: number;
  regular_cost: number;
  min_days: number | null;
  max_days: number | null;
}

/** What the shopper chose so far that the price depends on. */
export interface PriceChoices {
  destination: Destination | null;
  poBox: boolean;
  shippingMethodId: string | null;
  insurance: boolean;
  locale?: string | undefined;
}

/** A checkout priced: the goods, the shipping offered and chosen, insurance, the total. */
export interface CheckoutPrice {
  methods: OfferedMethod[];
  shippingProblem: ShippingProblem | null;
  method: OfferedMethod | null;
  shipping: number;
  /** The insurance's price when offered (chosen or not), else null. */
  insuranceOffer: number | null;
  insurance: number;
  tax: number;
  total: number;
}

/**
 * Prices a cart for checkout: the goods after discounts, the methods the destination's zone
 * offers lowered by the shipping discounts earned, the chosen method (if still offered), and
 * insurance when chosen. Prices are tax-inclusive: the tax line is 0 until taxes are set up.
 */
export function priceCheckout(
  shipping: ShippingRules,
  draft: OrderDraft,
  choices: PriceChoices,
): CheckoutPrice {
  let methods: OfferedMethod[] = [];
  let shippingProblem: ShippingProblem | null = null;
  if (choices.destination) {
    const quote = quoteShipping(
      shipping.zones,
      choices.destination,
      { total: draft.total, weight: draft.weight, poBox: choices.poBox },
      choices.locale,
    );
    if ('problem' in quote) shippingProblem = quote.problem;
    else {
      const lowered = applyShippingDiscounts(quote.methods, draft.shippingRules);
      methods = quote.methods.map((m, i) => ({ ...m, ...lowered[i]! }));
    }
  }
  const method = methods.find((m) => m.id === choices.shippingMethodId) ?? null;
  const shippingCost = method?.cost ?? 0;
  const insuranceOffer = insurancePrice(shipping.settings, draft.total);
  const insurance = choices.insurance && insuranceOffer !== null ? insuranceOffer : 0;
  return {
    methods,
    shippingProblem,
    method,
    shipping: shippingCost,
    insuranceOffer,
    insurance,
    tax: 0,
    total: draft.total + shippingCost + insurance,
  };
}
