import { useEffect } from 'react';
import { ANALYTICS_PATH_EVENT } from '../page.ts';

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
