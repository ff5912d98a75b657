import { describe, expect, it } from 'vitest';
import { CHECKOUT_ANALYTICS_PATHS, checkoutAnalyticsPath } from './analytics-path.ts';

describe('the analytics paths of the checkout pages (spec section 2)', () => {
  it('names the view of each step, the all-in-one step included, as the spec’s table says', () => {
    // `/checkouts?step=<step>` shows that step; its view goes under the step's path.
    expect(checkoutAnalyticsPath('contact_information')).toBe('/checkouts/contact_information');
    expect(checkoutAnalyticsPath('shipping_method')).toBe('/checkouts/shipping');
    expect(checkoutAnalyticsPath('payment_method')).toBe('/checkouts/payment');
    expect(checkoutAnalyticsPath('all_in_one_checkout')).toBe('/checkouts/all_in_one');
  });

  it('names the order-received (processing) page and the thank-you page', () => {
    expect(checkoutAnalyticsPath('processing')).toBe('/checkouts/processing');
    expect(checkoutAnalyticsPath('thank')).toBe('/checkouts/thank');
  });

  it('has exactly the six paths of the spec, one page each', () => {
    expect(Object.keys(CHECKOUT_ANALYTICS_PATHS).sort()).toEqual(
      [
        'all_in_one_checkout',
        'contact_information',
        'payment_method',
        'processing',
        'shipping_method',
        'thank',
      ].sort(),
    );
    expect(new Set(Object.values(CHECKOUT_ANALYTICS_PATHS))).toEqual(
      new Set([
        '/checkouts/contact_information',
        '/checkouts/shipping',
        '/checkouts/payment',
        '/checkouts/all_in_one',
        '/checkouts/processing',
        '/checkouts/thank',
      ]),
    );
  });
});
