import { bulkDiscount } from './bulk.ts';
import { buyXGetXDiscount } from './buy-x-get-x.ts';
import { buyXGetYDiscount } from './buy-x-get-y.ts';
import { fixedCartDiscount } from './fixed-cart.ts';
import { percentDiscount } from './percent.ts';
import { shippingDiscount } from './shipping.ts';
import { stepDiscount } from './step.ts';

/** Every discount type by its stable code: adding one is a file and a line here. */
export const DISCOUNT_TYPES = {
  bulk_discount: bulkDiscount,
  step_discount: stepDiscount,
  buy_x_get_y_discount: buyXGetYDiscount,
  buy_x_get_x_discount: buyXGetXDiscount,
  shipping_discount: shippingDiscount,
  percent: percentDiscount,
  fixed_cart: fixedCartDiscount,
} as const;

export type DiscountTypeCode = keyof typeof DISCOUNT_TYPES;
export const DISCOUNT_TYPE_CODES = Object.keys(DISCOUNT_TYPES) as DiscountTypeCode[];
