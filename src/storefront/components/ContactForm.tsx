import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../intl.tsx';
import { useActionData, useFetcher } from 'react-router';
import { MAX_CONTACT_MESSAGE } from '../../modules/contact/limits.ts';
import { useCorrectedFields } from './checkout/field-errors.ts';
import './ContactForm.css';

/** The contact form's fields, in order; the first three are required. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'order_number', 'message'] as const;
type Field = (typeof CONTACT_FIELDS)[number];

/** What the contact page's action answers: sent, or why not (field by field). */
export type ContactResult =
  | { sent: true; error?: undefined; errors?: undefined; values?: undefined }
  | {
      sent?: undefined;
      error: string;
      errors: Partial<Record<string, string>>;
      values: Partial<Record<Field, string>>;
    };

const INPUTS: Record<Field, { type: string; autoComplete?: string; required?: boolean }> = {
  name: { type: 'text', autoComplete: 'name', required: true },
  email: { type: 'email', autoComplete: 'email', required: true },
  phone: { type: 'tel', autoComplete: 'tel' },
  order_number: { type: 'text' },
  message: { type: 'textarea', required: true },
};

/**
 * The contact form (spec section 7, contact_service): it posts to the contact page without
 * JavaScript; hydrated, through a fetcher and the API. The server checks every field: a wrong
 * one is marked and described, and focus goes to the first (CONVENTIONS, accessible by
 * construction); a sent message is said in a live region and the form empties.
 */
export function ContactForm({ sent }: { sent: boolean }) {
  const intl = useIntl();
  const fetcher = useFetcher<ContactResult>();
  const posted = useActionData() as ContactResult | undefined;
  const result = fetcher.state === 'idle' ? (fetcher.data ?? posted) : undefined;
  const form = useRef<HTMLFormElement>(null);
  const { corrected, onInput } = useCorrectedFields(result?.errors);
  const errors = result?.errors ?? {};
  const done = Boolean(result?.sent ?? (sent && !result));

  useEffect(() => {
    if (result?.sent) form.current?.reset();
    else if (result?.errors)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);

  const field = (name: Field): ReactNode => {
    const input = INPUTS[name];
    const error = corrected.has(name) ? undefined : errors[name];
    const props = {
      id: `contact-${name}`,
      name,
      className: 'input',
      // A name or a message may be in either direction's script; an address reads left to right.
      dir: 'auto',
      required: input.required,
      defaultValue: result?.values?.[name] ?? '',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `contact-${name}-error` : undefined,
    };
    return (
      <div className="field" key={name}>
        <label className="field__label" htmlFor={props.id}>
          <FormattedMessage id={`contact.${name}`} />
          {!input.required && (
            <span className="contact-form__optional">
              {' '}
              <FormattedMessage id="contact.optional" />
            </span>
          )}
        </label>
        {input.type === 'textarea' ? (
          <textarea {...props} rows={6} maxLength={MAX_CONTACT_MESSAGE} />
        ) : (
          <input {...props} type={input.type} autoComplete={input.autoComplete} />
        )}
        {error && (
          <p id={`contact-${name}-error`} className="contact-form__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <fetcher.Form method="post" ref={form} className="contact-form" noValidate onInput={onInput}>
      <div className="contact-form__row">
        {field('name')}
        {field('email')}
      </div>
      <div className="contact-form__row">
        {field('phone')}
        {field('order_number')}
      </div>
      {field('message')}
      <p className="form-error" role="alert" data-testid="contact-error">
        {result?.error && !Object.keys(errors).length ? result.error : ''}
      </p>
      <button
        type="submit"
        className="button button--large"
        aria-disabled={fetcher.state !== 'idle' || undefined}
      >
        <FormattedMessage id={fetcher.state !== 'idle' ? 'contact.sending' : 'contact.send'} />
      </button>
      <p className="contact-form__sent" role="status" data-testid="contact-sent">
        {done ? intl.formatMessage({ id: 'contact.sent' }) : ''}
      </p>
    </fetcher.Form>
  );
}
