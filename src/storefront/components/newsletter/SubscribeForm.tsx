import { useId, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { isEmailAddress } from '../../../modules/geo/form-rules.ts';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import './SubscribeForm.css';

/** The intent of a subscribe form's post (the newsletter page's action takes it). */
export const SUBSCRIBE_INTENT = 'subscribe';

/** What the newsletter page's action answers a form. */
export interface NewsletterAnswer {
  intent: string;
  done?: string;
  error?: string;
}

/**
 * The subscribe form (spec section 2, UI pieces and the subscribe section): an e-mail address
 * and the words of consent, posted to the newsletter page, which answers in place (with
 * JavaScript) or as its own page (without). A malformed address is told before any call.
 */
export function SubscribeForm({ code, compact = false }: { code: string; compact?: boolean }) {
  const intl = useIntl();
  const id = useId();
  const fetcher = useFetcher<NewsletterAnswer>();
  const [invalid, setInvalid] = useState(false);
  const consent = intl.formatMessage({ id: 'newsletter.consent' });
  const answer = fetcher.data?.intent === SUBSCRIBE_INTENT ? fetcher.data : undefined;
  const check = (e: FormEvent<HTMLFormElement>) => {
    const wrong = !isEmailAddress(String(new FormData(e.currentTarget).get('email') ?? ''));
    setInvalid(wrong);
    if (wrong) e.preventDefault();
  };
  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      className={`subscribe-form${compact ? ' subscribe-form--compact' : ''}`}
      onSubmit={check}
      noValidate
      data-testid="subscribe-form"
    >
      <input type="hidden" name="intent" value={SUBSCRIBE_INTENT} />
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="consent_text" value={consent} />
      {/* Named by the newsletter, not "E-mail": a page's other e-mail field keeps its name. */}
      <label htmlFor={id} className="visually-hidden">
        <FormattedMessage id="newsletter.title" />
      </label>
      <div className="subscribe-form__row">
        <input
          id={id}
          name="email"
          type="email"
          className="input"
          autoComplete="email"
          dir="ltr"
          maxLength={254}
          required
          placeholder={intl.formatMessage({ id: 'checkout.email' })}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-consent${invalid ? ` ${id}-error` : ''}`}
        />
        <button className="button" disabled={fetcher.state !== 'idle'}>
          <FormattedMessage id="newsletter.submit" />
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          <FormattedMessage id="newsletter.email_invalid" />
        </p>
      )}
      <p id={`${id}-consent`} className="subscribe-form__consent">
        {consent}
      </p>
      <p role="status" className={answer?.error ? 'field-error' : 'subscribe-form__done'}>
        {answer?.error ?? answer?.done}
      </p>
    </fetcher.Form>
  );
}
