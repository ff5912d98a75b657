import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { useActionData } from 'react-router';
import type { z } from 'zod';
import type { CartDto } from '../../../modules/cart/contract.ts';
import { CartLines } from '../../components/CartLines.tsx';
import { CartSummary } from '../../components/CartSummary.tsx';
import { EmptyCart } from '../../components/EmptyCart.tsx';
import { useMoney } from '../../components/Price.tsx';
import { checkoutPath, useCart } from '../../state/cart.tsx';
import { startCheckout } from '../../state/checkout-start.ts';
import { useHydrated } from '../../state/hydrated.ts';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
import { ShopLink } from '../../components/ShopLink.tsx';
import './main-cart.css';
import { CART_INTENT } from '../../form-intents.ts';

/** What the cart page's form action answers when a change posted without JavaScript fails. */
export interface CartActionResult {
  error: string;
  intent: string;
}

/**
 * The cart page: its notices (closable, no timeout), lines with quantity and remove, and the
 * summary with discounts, codes and the note. The page loads the cart; hydrated, changes go
 * through the API and a live region tells screen readers what changed, and the cart's notices
 * show in the shop-wide message area (as every answer's do), no longer here.
 */
export default defineSection<z.output<typeof settings>, null, CartDto>({
  Component: function MainCart({ settings, page }) {
    const intl = useIntl();
    const { receive, cart: current, announcement, setAnnouncement } = useCart();
    const money = useMoney();
    const failed = useActionData() as CartActionResult | undefined;
    useEffect(() => receive(page), [page, receive]);
    const cart = current ?? page;
    const lines = Object.values(cart.cart);

    // Say what a change did: the count and the total (spec: cart updates are announced).
    const summary = intl.formatMessage(
      { id: 'cart.updated' },
      { count: cart.cart_contents_count, total: money(cart.cart_total) },
    );
    const [last, setLast] = useState(summary);
    useEffect(() => {
      if (summary !== last) {
        setLast(summary);
        setAnnouncement(summary);
      }
    }, [summary, last, setAnnouncement]);

    const hydrated = useHydrated();
    // Before the page's code runs (or without it), the cart's notices show here.
    const notices = hydrated ? [] : cart.notices;
    return (
      <div className="page cart-page">
        <h1 className="page__title">
          <FormattedMessage id="cart.title" />
        </h1>
        <p className="visually-hidden" aria-live="polite" data-testid="cart-live">
          {announcement}
        </p>
        {failed && failed.intent !== CART_INTENT.coupon && (
          <p className="notice" role="alert">
            {failed.error}
          </p>
        )}
        {notices.map((n) => (
          <div key={n.code + n.message} className="notice" role="alert">
            {n.message}
          </div>
        ))}
        {lines.length === 0 ? (
          <EmptyCart />
        ) : (
          <div className="cart-page__layout">
            <CartLines cart={cart} editable />
            <aside className="cart-summary" aria-labelledby="cart-summary-title">
              <h2 id="cart-summary-title" className="visually-hidden">
                <FormattedMessage id="cart.summary" />
              </h2>
              <CartSummary
                cart={cart}
                couponError={failed?.intent === CART_INTENT.coupon ? failed.error : undefined}
              />
              {settings.show_taxes_note && (
                <p className="cart-summary__note">
                  <FormattedMessage id="cart.taxes_note" />
                </p>
              )}
              <ShopLink
                to={checkoutPath(cart.hash)}
                className="button button--full"
                data-testid="checkout-link"
                onClick={() => startCheckout(cart)}
              >
                <FormattedMessage id="cart.checkout" />
              </ShopLink>
              <ShopLink to="/collections" className="button button--secondary button--full">
                <FormattedMessage id="cart.continue" />
              </ShopLink>
            </aside>
          </div>
        )}
      </div>
    );
  },
});
