import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { CartDto } from '../../modules/cart/contract.ts';
import { Image } from './Image.tsx';
import { useMoney } from './Price.tsx';
import './CartLines.css';

/** The cart's lines: image, title, chosen options, price, quantity and line total. */
export function CartLines({ cart, compact = false }: { cart: CartDto; compact?: boolean }) {
  const money = useMoney();
  return (
    <ul className={`cart-lines${compact ? ' cart-lines--compact' : ''}`}>
      {Object.values(cart.cart).map((line) => (
        <li key={line.key} className="cart-line" data-testid="cart-line">
          <Link to={`${line.product.path}?variant=${line.variant_id}`} className="cart-line__media">
            <Image
              src={line.variant.feature_image}
              alt={line.product.title}
              sizes="96px"
              width={1200}
            />
          </Link>
          <div className="cart-line__info">
            <Link
              to={`${line.product.path}?variant=${line.variant_id}`}
              className="cart-line__title"
            >
              {line.product.title}
            </Link>
            <p className="cart-line__options">
              {[
                ...line.variant.attrs.map((a) => `${a.name}: ${a.value}`),
                ...Object.entries(line.properties)
                  .filter(([k]) => k !== 'groupId')
                  .map(([k, v]) => `${k}: ${v}`),
              ].join(' · ')}
            </p>
            <p className="cart-line__price">{money(line.price)}</p>
          </div>
          <p className="cart-line__quantity">
            <span className="visually-hidden">
              <FormattedMessage id="cart.quantity" />
            </span>
            <span data-testid="line-quantity">× {line.quantity}</span>
          </p>
          <p className="cart-line__total" data-testid="line-total">
            {money(line.line_total)}
          </p>
        </li>
      ))}
    </ul>
  );
}
