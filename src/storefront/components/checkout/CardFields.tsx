import { useEffect, useId, useRef, useState } from 'react';
import { validateCardHolder } from '../../../modules/payments/card-rules.ts';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { loadPaymentScripts, trackLoadFailed } from '../../state/script-poller.ts';
import { errorProps } from './field-errors.ts';

/** A card as the shopper typed it (kept in the browser; only the gateway receives it). */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** The gateway's tokenising API, once its script has loaded. */
interface Gateway {
  tokenize(
    card: { number: string; exp_month: number; exp_year: number; cvc: string; name: string },
    lang: string,
  ): Promise<{ id: string }>;
}

type GatewayError = { message?: string; errors?: Record<string, string> };

/** Where the gateway's script stands: the method is offered only once it has loaded. */
export type ScriptState = 'loading' | 'loaded' | 'load_failed';

/**
 * Loads a card method's script from its provider, polled every second (spec section 4); a
 * failure is told to analytics as load_failed on `analyticsPath`, the page's (spec section 7).
 */
export function usePaymentScript(
  script: { id: string; src: string } | null,
  analyticsPath: string,
): ScriptState {
  const [state, setState] = useState<ScriptState>('loading');
  // The path the page has when the script settles; a change of it does not load it again.
  const path = useRef(analyticsPath);
  useEffect(() => {
    path.current = analyticsPath;
  }, [analyticsPath]);
  useEffect(() => {
    if (!script) return;
    const failed = trackLoadFailed(() => path.current);
    return loadPaymentScripts([script], (id, status) => {
      setState(status);
      failed(id, status);
    });
  }, [script]);
  return state;
}

/** Reads "MM / YY" or "MM/YYYY" as a month and a four-digit year. */
function expiryOf(text: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const year = Number(m[2]!.length === 2 ? `20${m[2]}` : m[2]);
  return { month: Number(m[1]), year };
}

/**
 * Sends the card from the browser to the gateway's token endpoint (spec section 7): the shop
 * receives the token only. Field errors come back keyed by the form's fields.
 */
export async function tokenizeCard(
  card: CardInput,
  locale: string,
  t: (id: string) => string,
): Promise<{ token: string } | { errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  const holder = validateCardHolder(card.name);
  if (holder) errors.name = t(holder);
  const expiry = expiryOf(card.expiry);
  if (!expiry) errors.expiry = t('checkout.card.expiry_invalid');
  if (Object.keys(errors).length > 0 || !expiry) return { errors };
  const gateway = (window as unknown as { VitrineTestGateway?: Gateway }).VitrineTestGateway;
  if (!gateway) return { errors: { form: t('checkout.method_unavailable') } };
  try {
    const token = await gateway.tokenize(
      {
        number: card.number.replace(/[\s-]/g, ''),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: card.cvc.trim(),
        name: card.name.trim(),
      },
      locale,
    );
    return { token: token.id };
  } catch (error) {
    const e = error as GatewayError;
    const fields = e.errors ?? {};
    const mapped: Record<string, string> = {};
    for (const [field, message] of Object.entries(fields)) {
      mapped[field.startsWith('exp') ? 'expiry' : field] = message;
    }
    if (Object.keys(mapped).length === 0) mapped.form = e.message ?? t('checkout.card.failed');
    return { errors: mapped };
  }
}

/** One card field: no `name` attribute, so a form posted without JavaScript never carries it. */
function CardField({
  field,
  label,
  value,
  onChange,
  error,
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  wide = false,
}: {
  field: keyof CardInput;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  autoComplete: string;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  maxLength: number;
  wide?: boolean;
}) {
  const id = `${useId()}-${field}`;
  return (
    <div className={`field${wide ? ' field--wide' : ''}`}>
      <label htmlFor={id} className="field__label">
        <FormattedMessage id={label} />
      </label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        data-card-field={field}
        {...errorProps(id, error)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The card form of a card method: number, expiry, security code and the name on the card. */
export function CardFields({
  card,
  onChange,
  errors,
  state,
}: {
  card: CardInput;
  onChange: (card: CardInput) => void;
  errors: Record<string, string>;
  state: ScriptState;
}) {
  const intl = useIntl();
  const set = (field: keyof CardInput) => (value: string) => onChange({ ...card, [field]: value });
  if (state === 'load_failed') {
    return (
      <p className="form-error" role="alert" data-testid="card-unavailable">
        <FormattedMessage id="checkout.method_unavailable" />
      </p>
    );
  }
  return (
    <div
      className="address-fields card-fields"
      data-testid="card-fields"
      aria-busy={state === 'loading' || undefined}
    >
      <CardField
        field="number"
        label="checkout.card.number"
        value={card.number}
        onChange={set('number')}
        error={errors.number}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        wide
      />
      <CardField
        field="expiry"
        label="checkout.card.expiry"
        value={card.expiry}
        onChange={set('expiry')}
        error={errors.expiry}
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder={intl.formatMessage({ id: 'checkout.card.expiry_placeholder' })}
        maxLength={9}
      />
      <CardField
        field="cvc"
        label="checkout.card.cvc"
        value={card.cvc}
        onChange={set('cvc')}
        error={errors.cvc}
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
      />
      <CardField
        field="name"
        label="checkout.card.name"
        value={card.name}
        onChange={set('name')}
        error={errors.name}
        autoComplete="cc-name"
        maxLength={200}
        wide
      />
    </div>
  );
}
