import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { useIntl } from '../../intl.tsx';
import { marketingApi } from '../../marketing-api.ts';
import { grantedCategories } from '../../state/analytics.ts';
import { deviceFingerprint } from '../../state/fingerprint.ts';
import './VisitorsCounter.css';

/** The line shows from this many visitors on (the shopper is one of them). */
export const VISITORS_SHOWN_FROM = 2;

/**
 * The product page's visitors counter (spec section 7, visitors_counter): this visit counts as
 * one looking at the product, and the line under the price says how many are, from two on.
 * It comes with the page's later code, into a place of its own before the buy form, and
 * counts again on each product page the visit goes to.
 */
export default function VisitorsCounter() {
  const intl = useIntl();
  const [shown, setShown] = useState<{ box: HTMLElement; count: number } | null>(null);
  // Each product page the visit opens, its own count (the layout, and this, stay across pages).
  const { pathname } = useLocation();
  useEffect(() => {
    const page = document.querySelector<HTMLElement>('#main .product[data-product-id]');
    const form = page?.querySelector('.product__form');
    if (!page || !form) return;
    let live = true;
    // The device's fingerprint goes with analytics consent only (deferred, spec section 9).
    grantedCategories()
      .then(async (granted) =>
        granted.includes('analytics') ? await deviceFingerprint() : undefined,
      )
      .then((device) =>
        marketingApi().visitProduct({
          product_id: Number(page.dataset.productId),
          ...(device ? { device } : {}),
        }),
      )
      .then(({ count }) => {
        if (!live || count < VISITORS_SHOWN_FROM) return;
        const box = document.createElement('p');
        box.className = 'visitors-counter';
        box.dataset.testid = 'visitors-counter';
        form.before(box);
        setShown({ box, count });
      })
      .catch(() => {});
    return () => {
      live = false;
      setShown(null);
    };
  }, [pathname]);
  useEffect(() => () => shown?.box.remove(), [shown]);
  if (!shown) return null;
  return createPortal(
    <>
      <span className="visitors-counter__dot" aria-hidden="true" />
      {intl.formatMessage({ id: 'social_proof.visitors' }, { count: shown.count })}
    </>,
    shown.box,
  );
}
