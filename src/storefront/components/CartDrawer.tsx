import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import type { CartDto } from '../../modules/cart/contract.ts';
import { useCart } from '../state/cart.tsx';
import { useShop } from '../state/shop.tsx';
import { CartLines } from './CartLines.tsx';
import { useFocusTrap } from './focus-trap.ts';
import { useMoney } from './Price.tsx';
import { ShopLink } from './ShopLink.tsx';
import './CartDrawer.css';

/** The inline cart that opens after adding, for the drawer and popup cart types (spec section 2). */
export default function CartDrawer() {
  const { cart, drawerOpen, setDrawerOpen } = useCart();
  if (!drawerOpen || !cart) return null;
  return <OpenDrawer cart={cart} onClose={() => setDrawerOpen(false)} />;
}

/**
 * The open inline cart: a dialog that keeps focus inside while open, closes on Escape, and
 * gives focus back to where it was (the add button) when it closes.
 */
function OpenDrawer({ cart, onClose }: { cart: CartDto; onClose(): void }) {
  const intl = useIntl();
  const money = useMoney();
  const { theme } = useShop();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, onClose);
  useEffect(() => panel.current?.focus(), []);

  // The popup cart type shows the same inline cart as a dialog in the middle (spec section 2).
  const popup = theme.settings.cart_type === 'popup';
  return (
    <div className={`drawer${popup ? ' drawer--popup' : ''}`} data-testid="cart-drawer">
      <div className="drawer__backdrop" onClick={onClose} />
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
            onClick={onClose}
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
          <ShopLink to="/cart" className="button button--full" onClick={onClose}>
            <FormattedMessage id="cart.view" />
          </ShopLink>
        </div>
      </div>
    </div>
  );
}
