import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import { useCart } from '../state/cart.tsx';
import { useShop } from '../state/shop.tsx';
import { CartLines } from './CartLines.tsx';
import { useMoney } from './Price.tsx';
import { ShopLink } from './ShopLink.tsx';
import './CartDrawer.css';

/** The inline cart that opens after adding, for the drawer and popup cart types (spec section 2). */
export default function CartDrawer() {
  const intl = useIntl();
  const money = useMoney();
  const { cart, drawerOpen, setDrawerOpen } = useCart();
  const { theme } = useShop();
  const panel = useRef<HTMLDivElement>(null);

  // A dialog keeps focus inside while open, closes on Escape, and gives focus back to where it
  // was (the add button) when it closes.
  useEffect(() => {
    if (!drawerOpen) return;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setDrawerOpen(false);
      if (e.key !== 'Tab' || !panel.current) return;
      const focusable = [
        ...panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input'),
      ];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      const inside = panel.current.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === first || !inside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [drawerOpen, setDrawerOpen]);

  if (!drawerOpen || !cart) return null;
  // The popup cart type shows the same inline cart as a dialog in the middle (spec section 2).
  const popup = theme.settings.cart_type === 'popup';
  return (
    <div className={`drawer${popup ? ' drawer--popup' : ''}`} data-testid="cart-drawer">
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
          <ShopLink to="/cart" className="button button--full" onClick={() => setDrawerOpen(false)}>
            <FormattedMessage id="cart.view" />
          </ShopLink>
        </div>
      </div>
    </div>
  );
}
