import type { CheckoutView } from './CheckoutSteps.tsx';
import { Form, useNavigation } from 'react-router';
import type { CheckoutDto } from '../../../modules/checkout/contract.ts';
import { ShopLink } from '../ShopLink.tsx';
import { AddressFields } from './AddressFields.tsx';
import type { AddressFormatDto } from '../../../modules/geo/contract.ts';
import {
  CorrectedFields,
  errorProps,
  useCorrectedFields,
  useFocusFirstError,
} from './field-errors.ts';
import { FormattedMessage } from '../../intl.tsx';
import { CHECKOUT_INTENT } from '../../form-intents.ts';
import { FormMessage, type Refusal } from './refusal.tsx';

/** The contact step: the shopper's e-mail and the shipping address. */
export function ContactStep({
  checkout,
  refusal,
  layout,
  addressFormat,
  suggest,
}: {
  checkout: CheckoutDto;
  refusal?: Refusal;
  layout: CheckoutView;
  addressFormat: AddressFormatDto | null;
  suggest: boolean;
}) {
  const refused = refusal?.intent === CHECKOUT_INTENT.contact ? refusal.errors : undefined;
  const errors = refused ?? {};
  const form = useFocusFirstError(refused);
  const { corrected, onInput } = useCorrectedFields(refused);
  const emailError = corrected.has('email') ? undefined : errors.email;
  const busy = useNavigation().state === 'submitting';
  return (
    <Form
      method="post"
      ref={form}
      className="checkout-form"
      noValidate
      data-testid="contact-form"
      onInput={onInput}
    >
      <input type="hidden" name="intent" value={CHECKOUT_INTENT.contact} />
      <input type="hidden" name="layout" value={layout} />
      <h2 className="checkout-form__heading">
        <FormattedMessage id="checkout.contact" />
      </h2>
      <div className="field">
        <label htmlFor="checkout-email" className="field__label">
          <FormattedMessage id="checkout.email" />
        </label>
        <input
          id="checkout-email"
          name="email"
          type="email"
          className="input"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={checkout.email ?? ''}
          {...errorProps('checkout-email', emailError)}
        />
        {emailError && (
          <p id="checkout-email-error" className="field-error">
            {emailError}
          </p>
        )}
      </div>
      <h2 className="checkout-form__heading">
        <FormattedMessage id="checkout.shipping_address" />
      </h2>
      <CorrectedFields value={corrected}>
        <AddressFields
          prefix="shipping_address"
          address={checkout.shipping_address}
          countries={checkout.countries}
          errors={errors}
          format={addressFormat}
          suggest={suggest}
        />
      </CorrectedFields>
      {refusal?.intent === CHECKOUT_INTENT.contact && (
        <FormMessage refusal={refusal} id="contact-error" />
      )}
      <div className="checkout-form__actions">
        <ShopLink to="/cart" className="link-button">
          <FormattedMessage id="checkout.back_to_cart" />
        </ShopLink>
        <button className="button button--large" disabled={busy}>
          <FormattedMessage id="checkout.continue_to_shipping" />
        </button>
      </div>
    </Form>
  );
}
