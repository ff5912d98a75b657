import { useEffect } from 'react';

/** The window event each checkout page's analytics path is announced by (`detail: { path }`). */
export const ANALYTICS_PATH_EVENT = 'vitrine:analytics-path';

/**
 * Announces a page's analytics path once it shows (spec section 2: /checkouts/contact_information,
 * /checkouts/shipping, /checkouts/payment, /checkouts/all_in_one, /checkouts/processing,
 * /checkouts/thank). Checkout pages skip page-load tracking; trackers listen for this instead.
 */
export function useAnalyticsPath(path: string | null) {
  useEffect(() => {
    if (path) window.dispatchEvent(new CustomEvent(ANALYTICS_PATH_EVENT, { detail: { path } }));
  }, [path]);
}
