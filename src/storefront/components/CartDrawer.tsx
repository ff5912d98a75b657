import { useState } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import type { CartDto } from '../../modules/cart/contract.ts';
import { checkoutPath, useCart } from '../state/cart.tsx';
import { startCheckout } from '../state/checkout-start.ts';
import { useShop } from '../state/shop.tsx';
import { CartLines } from './CartLines.tsx';
import { Dialog } from './Dialog.tsx';
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
 * What a change in the drawer did, for screen readers: the line that was removed, or the new
 * count and subtotal (conventions: a cart change is announced in a polite live region).
 */
function useChangeAnnouncement(cart: CartDto): string {
  const intl = useIntl();
  const money = useMoney();
  const [seen, setSeen] = useState(cart);
  const [said, setSaid] = useState('');
  if (seen !== cart) {
    const gone = Object.values(seen.cart).find((l) => !(l.key in cart.cart));
    const values = { count: cart.cart_contents_count, total: money(cart.cart_subtotal) };
    setSaid(
      gone
        ? intl.formatMessage({ id: 'cart.line_removed' }, { ...values, title: gone.product.title })
        : intl.formatMessage({ id: 'cart.updated' }, values),
    );
    setSeen(cart);
  }
  return said;
}

/**
 * The open inline cart: its lines with quantity and removal, the subtotal, and the way to the
 * cart page or straight to checkout. A drawer at the side, or a dialog in the middle for the
 * popup cart type (spec section 2); the shell keeps focus and gives it back to the add button.
 */
function OpenDrawer({ cart, onClose }: { cart: CartDto; onClose(): void }) {
  const intl = useIntl();
  const money = useMoney();
  const { theme } = useShop();
  const announcement = useChangeAnnouncement(cart);
  const empty = Object.keys(cart.cart).length === 0;
  const popup = theme.settings.cart_type === 'popup';
  return (
    <Dialog
      variant={popup ? 'modal' : 'drawer'}
      title={<FormattedMessage id="cart.added" />}
      closeLabel={intl.formatMessage({ id: 'cart.close' })}
      onClose={onClose}
      className="drawer"
      testId="cart-drawer"
    >
      <p className="visually-hidden" aria-live="polite" data-testid="drawer-live">
        {announcement}
      </p>
      {empty ? (
        <p className="drawer__empty">
          <FormattedMessage id="cart.empty" />
        </p>
      ) : (
        <CartLines cart={cart} compact editable />
      )}
      <div className="drawer__foot">
        {!empty && (
          <p className="summary-row">
            <FormattedMessage id="cart.subtotal" />
            <strong data-testid="drawer-subtotal">{money(cart.cart_subtotal)}</strong>
          </p>
        )}
        <div className="drawer__actions">
          <ShopLink to="/cart" className="button button--secondary" onClick={onClose}>
            <FormattedMessage id="cart.view" />
          </ShopLink>
          {!empty && (
            <ShopLink
              to={checkoutPath(cart.hash)}
              className="button"
              onClick={() => {
                startCheckout(cart);
                onClose();
              }}
              data-testid="drawer-checkout"
            >
              <FormattedMessage id="cart.checkout" />
            </ShopLink>
          )}
        </div>
      </div>
    </Dialog>
  );
}
