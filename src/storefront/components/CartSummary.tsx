import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import type { CartDto } from '../../modules/cart/contract.ts';
import { shippingMethodLabel } from '../../modules/shipping/label.ts';
import { useCart } from '../state/cart.tsx';
import { useCurrency } from '../state/currency.tsx';
import { useShop } from '../state/shop.tsx';
import { SummaryCurrency } from './CurrencySelector.tsx';
import { useMoney, useMoneyText } from './Price.tsx';
import './CartSummary.css';
import { CART_INTENT } from '../form-intents.ts';
import { CouponFields } from './CouponFields.tsx';
import { useShopPath } from './ShopLink.tsx';

/** The coupon field: shown per the theme's mobile and desktop options (spec section 5, Display). */
function CouponForm({ error: serverError }: { error?: string | undefined }) {
  const shopPath = useShopPath();
  const id = useId();
  const { change } = useCart();
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  // Read and set within the event itself: a second submit before the page has re-rendered
  // (a double click while the page is busy) sees the first one at once.
  const inFlight = useRef(false);
  const [error, setError] = useState(serverError ?? '');
  const { cart_coupon_input: option } = useShop().theme.settings;
  const visibility = `${option.mobile ? '' : ' hide-mobile'}${option.desktop ? '' : ' hide-desktop'}`;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // One apply at a time (spec section 4, Coupons).
    if (inFlight.current || !code.trim()) return;
    inFlight.current = true;
    setApplying(true);
    window.dispatchEvent(new CustomEvent('vitrine:coupon-before', { detail: { code } }));
    try {
      const result = await change((api) => api.applyCoupon(code.trim()));
      if (result.error) {
        setError(result.error);
        window.dispatchEvent(new CustomEvent('vitrine:coupon-failed', { detail: { code } }));
      } else {
        setError('');
        setCode('');
        window.dispatchEvent(new CustomEvent('vitrine:coupon-after', { detail: { code } }));
      }
    } finally {
      inFlight.current = false;
      setApplying(false);
      window.dispatchEvent(new CustomEvent('vitrine:coupon-finally', { detail: { code } }));
    }
  };

  return (
    <form
      method="post"
      action={shopPath('/cart')}
      className={`coupon-form${visibility}`}
      onSubmit={submit}
      noValidate
    >
      <input type="hidden" name="intent" value={CART_INTENT.coupon} />
      <CouponFields
        id={id}
        error={error}
        busy={applying}
        testId="coupon"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
    </form>
  );
}

/** The shopper's note for the order (at most 500 characters). */
function NoteForm({ note }: { note: string }) {
  const shopPath = useShopPath();
  const id = useId();
  const { change, requesting } = useCart();
  const [value, setValue] = useState(note);
  const [error, setError] = useState('');
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const result = await change((api) => api.setNote(value));
    setError(result.error ?? '');
  };
  return (
    <form method="post" action={shopPath('/cart')} className="note-form" onSubmit={submit}>
      <input type="hidden" name="intent" value={CART_INTENT.note} />
      <label htmlFor={id} className="field__label">
        <FormattedMessage id="cart.note.label" />
      </label>
      <textarea
        id={id}
        name="note"
        className="input"
        rows={3}
        maxLength={500}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <button className="link-button" disabled={requesting || value === note}>
        <FormattedMessage id="cart.note.save" />
      </button>
    </form>
  );
}

/** The cart's sums: subtotal, each discount and code, the total, hints, coupon field and note. */
export function CartSummary({
  cart,
  couponError,
}: {
  cart: CartDto;
  couponError?: string | undefined;
}) {
  const shopPath = useShopPath();
  const intl = useIntl();
  const money = useMoney();
  const moneyText = useMoneyText();
  const { change, requesting } = useCart();
  const { currency, checkout } = useCurrency();
  const removeCode = (code: string) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void change((api) => api.removeCoupon(code));
  };
  return (
    <>
      <p className="summary-row">
        <FormattedMessage id="cart.subtotal" />
        <strong data-testid="cart-subtotal">
          <bdi dir="ltr">{money(cart.cart_subtotal)}</bdi>
        </strong>
      </p>
      {cart.discounts.map((d) => (
        <p key={d.id} className="summary-row summary-row--discount">
          <span dir="auto">{moneyText(d.title)}</span>
          {/* A shipping discount lowers shipping, which checkout prices (spec section 4). */}
          <span>
            {d.discount_type === 'shipping_discount' ? (
              <FormattedMessage id="cart.shipping_discount" />
            ) : (
              <bdi dir="ltr">{`−${money(d.amount)}`}</bdi>
            )}
          </span>
        </p>
      ))}
      {cart.coupon_record.map((c) => (
        <div key={c.code} className="summary-row summary-row--discount" data-testid="coupon-row">
          <span>
            <span className="coupon-tag">{c.code}</span> {moneyText(c.title)}
          </span>
          <span className="summary-row__end">
            {!c.applied ? (
              '—'
            ) : c.discount_type === 'shipping_discount' ? (
              <FormattedMessage id="cart.shipping_discount" />
            ) : (
              <bdi dir="ltr">{`−${money(c.amount)}`}</bdi>
            )}
            <form method="post" action={shopPath('/cart')} onSubmit={removeCode(c.code)}>
              <input type="hidden" name="intent" value={CART_INTENT.couponRemove} />
              <input type="hidden" name="code" value={c.code} />
              <button
                className="link-button"
                disabled={requesting}
                aria-label={intl.formatMessage({ id: 'cart.coupon.remove' }, { code: c.code })}
              >
                ×
              </button>
            </form>
          </span>
        </div>
      ))}
      {cart.shipping.methods.map((m) => (
        <p key={m.id} className="summary-row" data-testid="cart-shipping">
          <span>{shippingMethodLabel(m, (id, values) => intl.formatMessage({ id }, values))}</span>
          <span>{m.cost === 0 ? <FormattedMessage id="checkout.free" /> : money(m.cost)}</span>
        </p>
      ))}
      {cart.shipping_insurance > 0 && (
        <p className="summary-row">
          <FormattedMessage id="checkout.insurance" />
          <span>{money(cart.shipping_insurance)}</span>
        </p>
      )}
      <p className="summary-row summary-row--total">
        <FormattedMessage id="cart.total" />
        <strong data-testid="cart-total">{money(cart.cart_total)}</strong>
      </p>
      <SummaryCurrency place="cart_display" />
      {currency !== checkout && (
        <p className="cart-summary__note" data-testid="currency-estimate">
          <FormattedMessage id="currency.estimate" values={{ currency, checkout }} />
        </p>
      )}
      {cart.discount_hints.map((h) => (
        <p key={h.discount_id} className="discount-hint" data-testid="discount-hint">
          {h.text ? (
            moneyText(h.text)
          ) : h.missing_quantity !== null ? (
            <FormattedMessage
              id="cart.hint.quantity"
              values={{ count: h.missing_quantity, title: <bdi>{moneyText(h.title)}</bdi> }}
            />
          ) : (
            <FormattedMessage
              id="cart.hint.amount"
              values={{ amount: money(h.missing_amount ?? 0), title: moneyText(h.title) }}
            />
          )}
        </p>
      ))}
      <CouponForm error={couponError} />
      <NoteForm note={cart.note} />
    </>
  );
}
