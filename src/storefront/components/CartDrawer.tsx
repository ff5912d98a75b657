import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCart } from '../state/cart.tsx';
import { CartLines } from './CartLines.tsx';
import { useMoney } from './Price.tsx';
import './CartDrawer.css';

/** The inline cart that opens after adding, for the drawer and popup cart types (spec section 2). */
export default function CartDrawer() {
  const intl = useIntl();
  const money = useMoney();
  const { cart, drawerOpen, setDrawerOpen } = useCart();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!drawerOpen) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, setDrawerOpen]);

  if (!drawerOpen || !cart) return null;
  return (
    <div className="drawer" data-testid="cart-drawer">
      <div className="drawer__backdrop" onClick={() => setDrawerOpen(false)} />
      <div
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="drawer-title"
        tabIndex={-1}
        ref={panel}
      >
        <div className="drawer__head">
          <h2 id="drawer-title">
            <FormattedMessage id="cart.added" />
          </h2>
          <button
            type="button"
            className="drawer__close"
            aria-label={intl.formatMessage({ id: 'cart.close' })}
            onClick={() => setDrawerOpen(false)}
          >
            ×
          </button>
        </div>
        <CartLines cart={cart} compact />
        <div className="drawer__foot">
          <p className="summary-row">
            <FormattedMessage id="cart.subtotal" />
            <strong>{money(cart.cart_subtotal)}</strong>
          </p>
          <Link to="/cart" className="button button--full" onClick={() => setDrawerOpen(false)}>
            <FormattedMessage id="cart.view" />
          </Link>
        </div>
      </div>
    </div>
  );
}
