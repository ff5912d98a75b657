import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { CartDto } from '../../../modules/cart/contract.ts';
import { CartLines } from '../../components/CartLines.tsx';
import { useMoney } from '../../components/Price.tsx';
import { useCart } from '../../state/cart.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';
import './main-cart.css';

/** The cart page: its notices, lines and subtotal (the page loads the cart). */
export default defineSection<z.output<typeof settings>, null, CartDto>({
  Component: function MainCart({ settings, page: cart }) {
    const { receive } = useCart();
    const money = useMoney();
    useEffect(() => receive(cart), [cart, receive]);
    const lines = Object.values(cart.cart);
    return (
      <div className="page cart-page">
        <h1 className="page__title">
          <FormattedMessage id="cart.title" />
        </h1>
        {cart.notices.map((n) => (
          <p key={n.code + n.message} className="notice" role="alert">
            {n.message}
          </p>
        ))}
        {lines.length === 0 ? (
          <div className="page-message">
            <p>
              <FormattedMessage id="cart.empty" />
            </p>
            <Link to="/collections" className="button">
              <FormattedMessage id="cart.continue" />
            </Link>
          </div>
        ) : (
          <div className="cart-page__layout">
            <CartLines cart={cart} />
            <aside className="cart-summary">
              <p className="summary-row">
                <FormattedMessage id="cart.subtotal" />
                <strong data-testid="cart-subtotal">{money(cart.cart_subtotal)}</strong>
              </p>
              {settings.show_taxes_note && (
                <p className="cart-summary__note">
                  <FormattedMessage id="cart.taxes_note" />
                </p>
              )}
              <Link to="/collections" className="button button--secondary button--full">
                <FormattedMessage id="cart.continue" />
              </Link>
            </aside>
          </div>
        )}
      </div>
    );
  },
});
