import type { CheckoutView } from './CheckoutSteps.tsx';
import { Form, useNavigation } from 'react-router';
import type { CheckoutDto } from '../../../modules/checkout/contract.ts';
import { useMoney } from '../Price.tsx';
import { ShopLink } from '../ShopLink.tsx';
import { useFocusFirstError } from './field-errors.ts';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { CHECKOUT_INTENT } from '../../form-intents.ts';
import { FormMessage, type Refusal } from './refusal.tsx';
import { tell } from '../../state/shop-events.ts';
import { shipToLine } from './ship-to.ts';

/** A method's delivery estimate in business days, when it gives one. */
function days(intl: ReturnType<typeof useIntl>, min: number | null, max: number | null) {
  if (min === null || max === null) return null;
  return intl.formatMessage({ id: 'checkout.delivery_days' }, { min, max });
}

/** The shipping step: the methods the address can have, with their cost and estimate. */
export function ShippingStep({
  checkout,
  refusal,
  layout,
  base,
}: {
  checkout: CheckoutDto;
  refusal?: Refusal;
  layout: CheckoutView;
  base: string;
}) {
  const intl = useIntl();
  const money = useMoney();
  const mine = refusal?.intent === CHECKOUT_INTENT.shipping ? refusal : undefined;
  const form = useFocusFirstError(mine ? { ...mine.errors, form: mine.message } : undefined);
  const busy = useNavigation().state === 'submitting';
  const chosen = checkout.shipping_method?.id ?? checkout.shipping.methods[0]?.id;
  const address = checkout.shipping_address;
  return (
    <Form
      method="post"
      ref={form}
      className="checkout-form"
      data-testid="shipping-form"
      onSubmit={(e) =>
        tell('add_shipping_info', {
          shipping_tier: String(new FormData(e.currentTarget).get('method_id') ?? '').slice(0, 100),
          value: checkout.total,
          currency: checkout.cart.currency,
        })
      }
    >
      <input type="hidden" name="intent" value={CHECKOUT_INTENT.shipping} />
      <input type="hidden" name="layout" value={layout} />
      {address && layout !== 'all_in_one_checkout' && (
        <div className="checkout-review">
          <p>
            <span className="checkout-review__label">
              <FormattedMessage id="checkout.contact" />
            </span>
            <span>{checkout.email}</span>
          </p>
          <p>
            <span className="checkout-review__label">
              <FormattedMessage id="checkout.ship_to" />
            </span>
            <span data-testid="ship-to">{shipToLine(address)}</span>
            <ShopLink to={`${base}?step=contact_information`} className="link-button">
              <FormattedMessage id="checkout.change" />
            </ShopLink>
          </p>
        </div>
      )}
      <fieldset className="choice-list">
        <legend className="checkout-form__heading">
          <FormattedMessage id="checkout.shipping_method" />
        </legend>
        {checkout.shipping_problem ? (
          <p className="form-error" role="alert" tabIndex={-1} data-testid="shipping-problem">
            {checkout.shipping_problem.message}
          </p>
        ) : (
          checkout.shipping.methods.map((m) => (
            <label key={m.id} className="choice">
              <input
                type="radio"
                name="method_id"
                value={m.id}
                defaultChecked={m.id === chosen}
                required
              />
              <span className="choice__what">
                <bdi>{m.name}</bdi>
                {days(intl, m.min_days, m.max_days) && (
                  <span className="choice__hint">{days(intl, m.min_days, m.max_days)}</span>
                )}
              </span>
              <span className="choice__price">
                {m.cost === 0 ? <FormattedMessage id="checkout.free" /> : money(m.cost)}
                {m.regular_cost > m.cost && <s className="choice__was">{money(m.regular_cost)}</s>}
              </span>
            </label>
          ))
        )}
      </fieldset>
      {checkout.shipping_insurance !== null && !checkout.shipping_problem && (
        <label className="choice choice--check">
          <input type="checkbox" name="insurance" defaultChecked={checkout.insurance} />
          <span className="choice__what">
            <FormattedMessage id="checkout.insurance" />
            <span className="choice__hint">
              <FormattedMessage id="checkout.insurance_hint" />
            </span>
          </span>
          <span className="choice__price" data-testid="insurance-price">
            {money(checkout.shipping_insurance)}
          </span>
        </label>
      )}
      {mine && <FormMessage refusal={mine} id="shipping-error" />}
      <div className="checkout-form__actions">
        <ShopLink to={`${base}?step=contact_information`} className="link-button">
          <FormattedMessage id="checkout.back_to_information" />
        </ShopLink>
        <button
          className="button button--large"
          disabled={busy || Boolean(checkout.shipping_problem)}
        >
          <FormattedMessage id="checkout.continue_to_payment" />
        </button>
      </div>
    </Form>
  );
}
