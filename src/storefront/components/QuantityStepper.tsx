import { useState } from 'react';
import { useIntl } from '../intl.tsx';
import { MAX_QUANTITY, MIN_QUANTITY } from '../../modules/cart/cart-count.ts';
import { filterQuantity } from '../../modules/cart/quantity-filter.ts';
import { INVALID_NUMBER_EVENT } from '../page.ts';
import './QuantityStepper.css';

/**
 * The quantity input with minus and plus (spec section 4, Quantity stepper): clamped, buttons
 * disabled at the bounds, pasting blocked, Enter handled by the caller.
 */
export function QuantityStepper({
  value,
  onChange,
  min = MIN_QUANTITY,
  max = MAX_QUANTITY,
  onEnter,
  id,
  name,
  label,
}: {
  value: number;
  onChange(value: number): void;
  min?: number;
  max?: number;
  onEnter?(value: number): void;
  id?: string;
  /** The form field the quantity posts as. */
  name?: string;
  /** What the field is called where "Quantity" would not say of what (a list of products). */
  label?: string;
}) {
  const intl = useIntl();
  const [text, setText] = useState<string | null>(null);
  const commit = (raw: string) => {
    const { value: next, invalidNumber } = filterQuantity(raw, value, min, max);
    // Analytics hears of a quantity above 100 (its tracker comes with the page's later code).
    if (invalidNumber) {
      window.dispatchEvent(new CustomEvent(INVALID_NUMBER_EVENT, { detail: raw.slice(0, 20) }));
    }
    onChange(next);
    setText(null);
    return next;
  };
  return (
    <div className="stepper">
      <button
        type="button"
        className="stepper__button"
        aria-label={intl.formatMessage({ id: 'product.decrease' })}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <input
        id={id}
        name={name}
        className="stepper__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        aria-label={label ?? intl.formatMessage({ id: 'product.quantity' })}
        value={text ?? String(value)}
        onPaste={(e) => e.preventDefault()}
        onChange={(e) => {
          const raw = e.target.value;
          // Keep what is being typed unless it is not a number at all.
          if (raw === '' || /^[\d.]+$/.test(raw)) setText(raw);
        }}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onEnter?.(commit(e.currentTarget.value));
          }
        }}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label={intl.formatMessage({ id: 'product.increase' })}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}
