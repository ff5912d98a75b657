import { useEffect } from 'react';
import type { CheckoutView } from '../components/checkout/CheckoutSteps.tsx';
import { ANALYTICS_PATH_EVENT } from '../page.ts';

/**
 * The analytics path each checkout page's view is named by (spec section 2): its four steps,
 * the all-in-one one included, the order-received (processing) page and the thank-you page.
 */
export const CHECKOUT_ANALYTICS_PATHS = {
  contact_information: '/checkouts/contact_information',
  shipping_method: '/checkouts/shipping',
  payment_method: '/checkouts/payment',
  all_in_one_checkout: '/checkouts/all_in_one',
  processing: '/checkouts/processing',
  thank: '/checkouts/thank',
} as const satisfies Record<CheckoutView | 'processing' | 'thank', string>;

/** A checkout page that has an analytics path: a step, processing or thank-you. */
export type CheckoutAnalyticsPage = keyof typeof CHECKOUT_ANALYTICS_PATHS;

/** The analytics path of a checkout page (spec section 2). */
export const checkoutAnalyticsPath = (page: CheckoutAnalyticsPage): string =>
  CHECKOUT_ANALYTICS_PATHS[page];

/**
 * Announces a page's analytics path once it shows (spec section 2: /checkouts/contact_information,
 * /checkouts/shipping, /checkouts/payment, /checkouts/all_in_one, /checkouts/processing,
 * /checkouts/thank). Checkout pages skip page-load tracking; trackers listen for this instead.
 */
export function useAnalyticsPath(path: string | null) {
  useEffect(() => {
    if (!path) return;
    // Kept on the page too, for a tracker whose code comes after the announcement.
    document.body.dataset.analyticsPath = path;
    window.dispatchEvent(new CustomEvent(ANALYTICS_PATH_EVENT, { detail: { path } }));
    return () => {
      if (document.body.dataset.analyticsPath === path) delete document.body.dataset.analyticsPath;
    };
  }, [path]);
}
