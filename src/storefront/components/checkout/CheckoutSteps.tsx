import { FormattedMessage } from '../../intl.tsx';
import { ShopLink } from '../ShopLink.tsx';

/** The checkout's steps in the shopper's words (spec section 2: cart, information, shipping, payment). */
export const CHECKOUT_STEPS = [
  'cart',
  'contact_information',
  'shipping_method',
  'payment_method',
] as const;
export type CheckoutStepName = (typeof CHECKOUT_STEPS)[number];

/** What the checkout page shows: one of its steps, or every step on one page. */
export type CheckoutView = Exclude<CheckoutStepName, 'cart'> | 'all_in_one_checkout';

/**
 * The checkout breadcrumb: Cart > Information > Shipping > Payment, the current step marked;
 * the steps already done are links back.
 */
export function CheckoutSteps({
  current,
  reached,
  base,
}: {
  current: CheckoutStepName;
  /** The furthest step the shopper may open. */
  reached: CheckoutStepName;
  /** The checkout's own path (/checkouts/{hash}). */
  base: string;
}) {
  const at = CHECKOUT_STEPS.indexOf(current);
  const upTo = CHECKOUT_STEPS.indexOf(reached);
  return (
    <nav className="checkout-steps" aria-labelledby="checkout-steps-label">
      <span id="checkout-steps-label" hidden>
        <FormattedMessage id="checkout.steps" />
      </span>
      <ol>
        {CHECKOUT_STEPS.map((step, i) => {
          const label = <FormattedMessage id={`checkout.step.${step}`} />;
          const href = step === 'cart' ? '/cart' : `${base}?step=${step}`;
          return (
            <li key={step} className={i < at ? 'is-done' : undefined}>
              {i === at ? (
                <span aria-current="step">{label}</span>
              ) : i <= upTo ? (
                <ShopLink to={href}>{label}</ShopLink>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
