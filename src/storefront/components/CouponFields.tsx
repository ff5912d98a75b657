import type { ChangeEvent } from 'react';
import { FormattedMessage } from '../intl.tsx';

/**
 * A coupon field's label, code box, apply button and refusal, the same in the cart and at
 * checkout; the form around it decides where the code goes. Typed codes are kept as typed (the
 * server reads them without regard to case).
 */
export function CouponFields({
  id,
  error,
  busy,
  testId,
  value,
  onChange,
}: {
  id: string;
  error?: string | undefined;
  busy: boolean;
  /** The test ids' stem: `<stem>-input`, `<stem>-apply` and `<stem>-error`. */
  testId: string;
  /** A controlled box (the hydrated cart), or an uncontrolled one posted as it is. */
  value?: string;
  onChange?(event: ChangeEvent<HTMLInputElement>): void;
}) {
  return (
    <>
      <label htmlFor={id} className="field__label">
        <FormattedMessage id="cart.coupon.label" />
      </label>
      <div className="coupon-form__row">
        <input
          id={id}
          name="code"
          className="input"
          {...(onChange ? { value, onChange } : {})}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={`${testId}-input`}
        />
        <button
          className="button button--secondary"
          disabled={busy}
          data-testid={`${testId}-apply`}
        >
          <FormattedMessage id="cart.coupon.apply" />
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </>
  );
}
