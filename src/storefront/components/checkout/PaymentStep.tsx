import type { CheckoutView } from './CheckoutSteps.tsx';
import { useState, type FormEvent } from 'react';
import { Form, useSubmit, useNavigation } from 'react-router';
import type { CheckoutDto } from '../../../modules/checkout/contract.ts';
import { ShopLink } from '../ShopLink.tsx';
import { CardFields, tokenizeCard, usePaymentScript, type CardInput } from './CardFields.tsx';
import { useAttemptKey } from './attempt-key.ts';
import { useFocusFirstError } from './field-errors.ts';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { useHydrated } from '../../state/hydrated.ts';
import { checkoutAnalyticsPath } from '../../state/analytics-path.ts';
import { tell } from '../../state/shop-events.ts';
import { CHECKOUT_INTENT } from '../../form-intents.ts';
import type { Refusal } from './refusal.tsx';

/** The payment step: the methods the shop offers, card fields, and placing the order. */
export function PaymentStep({
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
  const submit = useSubmit();
  const mine = refusal?.intent === CHECKOUT_INTENT.pay ? refusal : undefined;
  const [selected, setSelected] = useState(
    checkout.payment_method ?? checkout.payment_methods[0]?.id ?? '',
  );
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '', name: '' });
  const [cardErrors, setCardErrors] = useState<Record<string, string>>({});
  const [tokenizing, setTokenizing] = useState(false);
  // Until the page runs its script, a card cannot be paid with (its fields post nowhere).
  const hydrated = useHydrated();
  const cardMethod = checkout.payment_methods.find((m) => m.kind === 'card');
  const script = usePaymentScript(cardMethod?.script ?? null, checkoutAnalyticsPath(layout));
  const errors = { ...(mine ? { form: mine.message } : {}), ...cardErrors };
  const form = useFocusFirstError(Object.keys(errors).length ? errors : undefined);
  const busy = useNavigation().state !== 'idle' || tokenizing;
  const ready = Boolean(checkout.shipping_method && checkout.email && checkout.shipping_address);
  const isCard = checkout.payment_methods.find((m) => m.id === selected)?.kind === 'card';
  // The gateway's script is still on its way: the card is paid once it is in, not refused.
  const cardLoading = hydrated && isCard && script === 'loading';
  const attemptKey = useAttemptKey(checkout.idempotency_key, mine);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    tell('add_payment_info', {
      payment_type: selected.slice(0, 100),
      value: checkout.total,
      currency: checkout.cart.currency,
    });
    if (!isCard) return; // a manual method posts as it is
    e.preventDefault();
    if (script === 'loading') return; // the pay button waits for it
    if (script === 'load_failed') {
      setCardErrors({ form: intl.formatMessage({ id: 'checkout.method_unavailable' }) });
      return;
    }
    const data = new FormData(e.currentTarget);
    setTokenizing(true);
    try {
      const result = await tokenizeCard(card, intl.locale, (id) => intl.formatMessage({ id }));
      if ('errors' in result) {
        setCardErrors(result.errors);
        return;
      }
      setCardErrors({});
      data.set('payment_token', result.token);
      void submit(data, { method: 'post' });
    } finally {
      setTokenizing(false);
    }
  };

  return (
    <Form
      method="post"
      ref={form}
      className="checkout-form"
      data-testid="payment-form"
      onSubmit={onSubmit}
    >
      <input type="hidden" name="intent" value={CHECKOUT_INTENT.pay} />
      <input type="hidden" name="layout" value={layout} />
      <input type="hidden" name="idempotency_key" value={attemptKey} />
      <input type="hidden" name="expected_total" value={checkout.total} />
      <fieldset className="choice-list">
        <legend className="checkout-form__heading">
          <FormattedMessage id="checkout.payment" />
        </legend>
        <p className="choice-list__note">
          <FormattedMessage id="checkout.payment_note" />
        </p>
        {checkout.payment_methods.length === 0 ? (
          <p className="form-error" role="alert">
            <FormattedMessage id="checkout.no_payment_methods" />
          </p>
        ) : (
          checkout.payment_methods.map((m) => (
            <div key={m.id} className="choice-group">
              <label className="choice">
                <input
                  type="radio"
                  name="payment_method"
                  value={m.id}
                  checked={m.id === selected}
                  onChange={() => setSelected(m.id)}
                  required
                />
                <span className="choice__what">
                  <FormattedMessage id={`checkout.payment_method.${m.id}`} />
                  <span className="choice__hint">
                    <FormattedMessage id={`checkout.payment_method.${m.id}.hint`} />
                  </span>
                </span>
              </label>
              {m.kind === 'card' && m.id === selected && (
                <div className="choice__panel">
                  {!hydrated && (
                    <p className="form-error">
                      <FormattedMessage id="checkout.card.needs_script" />
                    </p>
                  )}
                  <CardFields card={card} onChange={setCard} errors={cardErrors} state={script} />
                </div>
              )}
            </div>
          ))
        )}
      </fieldset>
      {errors.form && (
        <p
          className="form-error checkout-error"
          role="alert"
          tabIndex={-1}
          data-testid="payment-error"
        >
          {errors.form}
        </p>
      )}
      <div className="checkout-form__actions">
        {layout !== 'all_in_one_checkout' && (
          <ShopLink to={`${base}?step=shipping_method`} className="link-button">
            <FormattedMessage id="checkout.back_to_shipping" />
          </ShopLink>
        )}
        <button
          className="button button--large"
          disabled={busy || !ready || cardLoading}
          aria-busy={cardLoading || undefined}
          data-testid="place-order"
        >
          <FormattedMessage
            id={
              cardLoading
                ? 'checkout.card.loading'
                : isCard
                  ? 'checkout.pay_now'
                  : 'checkout.place_order'
            }
          />
        </button>
      </div>
    </Form>
  );
}
