import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import type { CheckoutCouponsDto } from '../../../modules/checkout/contract.ts';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { CHECKOUT_INTENT } from '../../form-intents.ts';
import { CouponFields } from '../CouponFields.tsx';
import { useMoney, useMoneyText } from '../Price.tsx';
import './CheckoutCoupons.css';

/**
 * The coupon field at checkout: a code to type, and the coupons this cart can use offered as
 * buttons (one click applies one; spec section 7, cart/checkoutCoupons). Forms post to the
 * checkout's action, so they work before the page's script runs; a refusal shows under the field.
 */
export function CheckoutCoupons({
  coupons,
  error,
}: {
  coupons: CheckoutCouponsDto['data'];
  error?: string | undefined;
}) {
  const id = useId();
  const intl = useIntl();
  const money = useMoney();
  const moneyText = useMoneyText();
  const busy = useNavigation().state === 'submitting';
  const offered = coupons.filter((c) => !c.applied);
  const held = coupons.filter((c) => c.applied);
  const saving = (c: (typeof coupons)[number]) =>
    c.discount_type === 'shipping_discount'
      ? intl.formatMessage({ id: 'cart.shipping_discount' })
      : `−${money(c.amount)}`;
  return (
    <div className="checkout-coupons" data-testid="checkout-coupons">
      <Form method="post" className="coupon-form" noValidate>
        <input type="hidden" name="intent" value={CHECKOUT_INTENT.coupon} />
        <CouponFields id={id} error={error} busy={busy} testId="checkout-coupon" />
      </Form>
      {held.map((c) => (
        <Form method="post" key={c.code} className="checkout-coupons__held">
          <input type="hidden" name="intent" value={CHECKOUT_INTENT.couponRemove} />
          <input type="hidden" name="code" value={c.code} />
          <span className="coupon-tag">{c.code}</span>
          <span dir="auto">{moneyText(c.title)}</span>
          <button
            className="link-button"
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'cart.coupon.remove' }, { code: c.code })}
          >
            ×
          </button>
        </Form>
      ))}
      {offered.length > 0 && (
        <>
          <p className="checkout-coupons__heading">
            <FormattedMessage id="checkout.coupons.offered" />
          </p>
          <ul className="checkout-coupons__list">
            {offered.map((c) => (
              <li key={c.code}>
                <Form method="post">
                  <input type="hidden" name="intent" value={CHECKOUT_INTENT.coupon} />
                  <input type="hidden" name="code" value={c.code} />
                  <button
                    className="checkout-coupons__offer"
                    disabled={busy}
                    data-testid="coupon-offer"
                    aria-label={intl.formatMessage(
                      { id: 'checkout.coupons.apply_offer' },
                      { code: c.code, title: moneyText(c.title), saving: saving(c) },
                    )}
                  >
                    <span className="coupon-tag">{c.code}</span>
                    <span className="checkout-coupons__title" dir="auto">
                      {moneyText(c.title)}
                    </span>
                    <span className="checkout-coupons__saving">
                      {c.discount_type === 'shipping_discount' ? (
                        saving(c)
                      ) : (
                        <bdi dir="ltr">{saving(c)}</bdi>
                      )}
                    </span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
