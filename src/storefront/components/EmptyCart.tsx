import { FormattedMessage } from '../intl.tsx';
import { ShopLink } from './ShopLink.tsx';

/** What a page about the cart shows when it holds nothing: the words and a way to shop. */
export function EmptyCart() {
  return (
    <div className="page-message">
      <p>
        <FormattedMessage id="cart.empty" />
      </p>
      <ShopLink to="/collections" className="button">
        <FormattedMessage id="cart.continue" />
      </ShopLink>
    </div>
  );
}
