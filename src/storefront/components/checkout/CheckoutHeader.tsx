import { FormattedMessage } from '../../intl.tsx';
import { useShop } from '../../state/shop.tsx';
import { CartLink } from '../Header.tsx';
import { ShopLink } from '../ShopLink.tsx';

function LockIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

/**
 * The checkout's header: the shop's name, a note that payment is secure, and the way back to
 * the cart; nothing else that would take the shopper away before the order is placed.
 */
export function CheckoutHeader() {
  const { shopName, theme } = useShop();
  return (
    <header className={`header header--checkout scheme-${theme.layout.schemes.checkout}`}>
      <a href="#main" className="skip-link">
        <FormattedMessage id="header.skip" />
      </a>
      <div className="header__inner">
        <ShopLink to="/" className="header__logo">
          {shopName}
        </ShopLink>
        <p className="header__secure">
          <LockIcon />
          <FormattedMessage id="checkout.payment_note" />
        </p>
        <CartLink />
      </div>
    </header>
  );
}
