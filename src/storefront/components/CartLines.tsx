import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import type { CartDto, CartLineDto } from '../../modules/cart/contract.ts';
import { useCart } from '../state/cart.tsx';
import { POWER_LEFT, POWER_RIGHT } from '../../modules/cart/paired-lines.ts';
import { Image } from './Image.tsx';
import { PrescriptionUpload } from './PrescriptionUpload.tsx';
import { useMoney, useMoneyText } from './Price.tsx';
import { ShopLink, useShopPath } from './ShopLink.tsx';
import './CartLines.css';
import { CART_INTENT } from '../form-intents.ts';

/** Whether a line is the first of its pair in the cart (the pair's prescription shows there). */
const firstOfPair = (cart: CartDto, line: CartLineDto) =>
  Object.values(cart.cart).find((l) => l.group_id === line.group_id) === line;

/** A property of either line of a pair (the power of one lens). */
function pairProperty(cart: CartDto, groupId: string, name: string): string | undefined {
  for (const line of Object.values(cart.cart)) {
    const value = line.properties[name];
    if (line.group_id === groupId && typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** The button of a form that was submitted (its name and value are the change). */
const submitter = (e: FormEvent<HTMLFormElement>) =>
  (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;

/**
 * A line's quantity buttons and remove button. Each is a form that posts to /cart, so it works
 * without JavaScript; hydrated, the change goes through the API and the page stays.
 */
function LineControls({ line, onError }: { line: CartLineDto; onError(message: string): void }) {
  const shopPath = useShopPath();
  const intl = useIntl();
  const { change, requesting } = useCart();
  const title = line.product.title;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const button = submitter(e);
    const intent = new FormData(e.currentTarget).get('intent');
    const quantity = Number(button?.value ?? 0);
    void change((api) =>
      intent === CART_INTENT.remove ? api.removeLine(line.key) : api.updateLine(line.key, quantity),
    ).then((r) => r.error && onError(r.error));
  };
  return (
    <div className="cart-line__controls">
      <form method="post" action={shopPath('/cart')} className="stepper" onSubmit={submit}>
        <input type="hidden" name="intent" value={CART_INTENT.update} />
        <input type="hidden" name="line" value={line.key} />
        <button
          className="stepper__button"
          name="quantity"
          value={line.quantity - 1}
          disabled={line.quantity <= 1 || requesting}
          aria-label={intl.formatMessage({ id: 'cart.decrease' }, { title })}
        >
          −
        </button>
        <span className="stepper__value" data-testid="line-quantity">
          <span className="visually-hidden">
            <FormattedMessage id="cart.quantity" />{' '}
          </span>
          {line.quantity}
        </span>
        <button
          className="stepper__button"
          name="quantity"
          value={line.quantity + 1}
          disabled={line.quantity >= line.max_quantity || requesting}
          aria-label={intl.formatMessage({ id: 'cart.increase' }, { title })}
        >
          +
        </button>
      </form>
      <form method="post" action={shopPath('/cart')} onSubmit={submit}>
        <input type="hidden" name="intent" value={CART_INTENT.remove} />
        <input type="hidden" name="line" value={line.key} />
        <button
          className="link-button"
          disabled={requesting}
          aria-label={intl.formatMessage({ id: 'cart.remove_label' }, { title })}
          data-testid="line-remove"
        >
          <FormattedMessage id="cart.remove" />
        </button>
      </form>
    </div>
  );
}

/** The cart's lines: image, title, chosen options, price, quantity, discounts and line total. */
export function CartLines({
  cart,
  compact = false,
  editable = false,
}: {
  cart: CartDto;
  compact?: boolean;
  editable?: boolean;
}) {
  const money = useMoney();
  const moneyText = useMoneyText();
  const [error, setError] = useState<{ key: string; message: string } | null>(null);
  return (
    <ul className={`cart-lines${compact ? ' cart-lines--compact' : ''}`}>
      {Object.values(cart.cart).map((line) => (
        <li key={line.key} className="cart-line" data-testid="cart-line">
          <ShopLink
            to={`${line.product.path}?variant=${line.variant_id}`}
            className="cart-line__media"
          >
            <Image
              src={line.variant.feature_image}
              alt={line.product.title}
              sizes="96px"
              width={1200}
            />
          </ShopLink>
          <div className="cart-line__info">
            <ShopLink
              to={`${line.product.path}?variant=${line.variant_id}`}
              className="cart-line__title"
              dir="auto"
            >
              {line.product.title}
            </ShopLink>
            <p className="cart-line__options">
              {[
                ...line.variant.attrs.map((a) => `${a.name}: ${a.value}`),
                // The shopper's own choices; groupId and is_overseas_depot are the shop's.
                ...Object.entries(line.properties)
                  .filter(([k, v]) => typeof v === 'string' && k !== 'groupId')
                  .map(([k, v]) => `${k}: ${v}`),
              ].join(' · ')}
            </p>
            {line.properties.is_overseas_depot === true && (
              <p className="cart-line__options" data-testid="line-overseas">
                <FormattedMessage id="cart.line.overseas" />
              </p>
            )}
            <p className="cart-line__price">{money(line.price)}</p>
            {editable && line.group_id && firstOfPair(cart, line) && (
              <PrescriptionUpload
                groupId={line.group_id}
                left={pairProperty(cart, line.group_id, POWER_LEFT)}
                right={pairProperty(cart, line.group_id, POWER_RIGHT)}
              />
            )}
            {line.discounts.map((d) => (
              <p key={d.id} className="cart-line__discount">
                <bdi>{d.code ?? moneyText(d.title)}</bdi> <bdi dir="ltr">(−{money(d.amount)})</bdi>
              </p>
            ))}
            {error?.key === line.key && (
              <p className="field-error" role="alert">
                {error.message}
              </p>
            )}
          </div>
          {editable ? (
            <LineControls line={line} onError={(message) => setError({ key: line.key, message })} />
          ) : (
            <p className="cart-line__quantity">
              <span className="visually-hidden">
                <FormattedMessage id="cart.quantity" />
              </span>
              <span data-testid="line-quantity">× {line.quantity}</span>
            </p>
          )}
          <p className="cart-line__total">
            {line.line_discount > 0 && (
              <>
                <s className="price__regular" data-testid="line-subtotal">
                  {money(line.line_subtotal)}
                </s>{' '}
              </>
            )}
            <span data-testid="line-total">{money(line.line_total)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
