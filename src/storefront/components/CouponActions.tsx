import { useState } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import { useCart } from '../state/cart.tsx';
import { shopMessages } from '../state/shop-messages.ts';

/**
 * A coupon code's two buttons (a redeemed reward's, a popup's): put it in the cart, told how it
 * went, or copy it. `onApplied` runs once the cart took it.
 */
export function CouponActions({
  code,
  className,
  onApplied,
}: {
  code: string;
  className: string;
  onApplied?(): void;
}) {
  const intl = useIntl();
  const { change } = useCart();
  const [applying, setApplying] = useState(false);
  const copy = () =>
    navigator.clipboard
      ?.writeText(code)
      .then(() => shopMessages.tell('success', intl.formatMessage({ id: 'rewards.copied' })))
      .catch(() => {});
  const apply = async () => {
    setApplying(true);
    const result = await change((api) => api.applyCoupon(code));
    setApplying(false);
    shopMessages.tell(
      result.error ? 'error' : 'success',
      result.error ?? intl.formatMessage({ id: 'rewards.applied' }),
    );
    if (!result.error) onApplied?.();
  };
  return (
    <div className={className}>
      <button
        type="button"
        className="button"
        disabled={applying}
        data-autofocus
        onClick={() => void apply()}
      >
        <FormattedMessage id="rewards.apply" />
      </button>
      <button type="button" className="button button--secondary" onClick={() => void copy()}>
        <FormattedMessage id="rewards.copy" />
      </button>
    </div>
  );
}
