import { useId, type ReactNode } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { AccountApi } from '../../account-api.ts';
import { isApiError } from '../../api-client.ts';
import { FormattedMessage } from '../../intl.tsx';
import { markConfirmed } from '../../state/sign-up.ts';
import {
  CorrectedFields,
  errorProps,
  useCorrectedFields,
  useFieldError,
  useFocusFirstError,
} from '../checkout/field-errors.ts';
import './account.css';

/**
 * The account pages' forms: logging in and out, registering, a new password, addresses (here,
 * not in form-intents.ts: only the account's pages load them).
 */
export const ACCOUNT_INTENT = {
  login: 'login',
  forgot: 'forgot',
  register: 'register',
  verify: 'verify',
  resend: 'resend',
  reset: 'reset',
  logout: 'logout',
  address: 'address',
  addressDelete: 'address-delete',
  addressDefault: 'address-default',
  password: 'password',
  codeSend: 'login-code-send',
  codeLogin: 'login-code',
  sessionEnd: 'session-end',
} as const;

/** What an account form's action gives back: its intent, and its refusal or its message. */
export interface AccountAnswer {
  intent: string;
  /** The refusal's words, when there are no field errors to tell it by. */
  error?: string;
  errors?: Record<string, string>;
  /** What was done (a mail sent, an address kept). */
  done?: string;
  /** What was typed, shown again (never a password). */
  values?: Record<string, string>;
}

/**
 * A refused account call as its form's answer, with the API's status (a wrong field, a wrong
 * password, too many tries); anything else is thrown, the page's error.
 */
export function refusal(intent: string, values: Record<string, string>, error: unknown) {
  if (!isApiError(error) || error.status >= 500 || error.status === 0) throw error;
  const errors = error.errors ?? {};
  const message = Object.keys(errors).length ? {} : { error: error.message };
  return data({ intent, values, errors, ...message } satisfies AccountAnswer, {
    status: error.status,
  });
}

/** Runs an account call for a form: what it did (its message), or its refusal. */
export async function answered(
  intent: string,
  values: Record<string, string>,
  run: () => Promise<string | undefined>,
) {
  try {
    const done = await run();
    return { intent, values, ...(done ? { done } : {}) } satisfies AccountAnswer;
  } catch (error) {
    return refusal(intent, values, error);
  }
}

/**
 * The confirmation code's two forms, on the pages that show them (register, login): a right
 * code leads to the login page; null for another intent.
 */
export async function verifyAction(api: AccountApi, intent: string, text: (n: string) => string) {
  const email = text('email');
  if (intent === ACCOUNT_INTENT.resend) {
    return answered(intent, { email }, async () => (await api.resendVerification(email)).message);
  }
  if (intent !== ACCOUNT_INTENT.verify) return null;
  try {
    await api.verify(email, text('code'));
  } catch (error) {
    return refusal(intent, { email }, error);
  }
  markConfirmed();
  return redirect('/account/login?verified=1', 303);
}

/** The form's text fields as posted, trimmed but for passwords. */
export function formText(form: FormData) {
  return (name: string) => {
    const value = String(form.get(name) ?? '');
    return name.includes('password') ? value : value.trim();
  };
}

/** One labelled field of an account form, its error under it. */
export function AccountField({
  name,
  label,
  type = 'text',
  autoComplete,
  error: posted,
  defaultValue,
  hint,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  error?: string | undefined;
  defaultValue?: string | undefined;
  hint?: ReactNode;
}) {
  const id = useId();
  const error = useFieldError(name, posted);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        <FormattedMessage id={label} />
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="input"
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required
        {...(type === 'email' ? { maxLength: 254, dir: 'ltr' } : {})}
        {...errorProps(id, error)}
      />
      {hint && !error && <p className="field__hint">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * An account form: posted with or without JavaScript, its intent in a hidden field, its
 * refusal announced and the first wrong field focused.
 */
export function AccountForm({
  intent,
  answer,
  submit,
  children,
  testId,
  onSubmit,
}: {
  intent: string;
  answer: AccountAnswer | undefined;
  submit: string;
  children: ReactNode;
  testId: string;
  /** Called as the form is sent (before the router posts it). */
  onSubmit?: () => void;
}) {
  const mine = answer?.intent === intent ? answer : undefined;
  const form = useFocusFirstError(mine?.errors);
  const { corrected, onInput } = useCorrectedFields(mine?.errors);
  const busy = useNavigation().state === 'submitting';
  return (
    <Form
      method="post"
      ref={form}
      className="account-form"
      noValidate
      data-testid={testId}
      onSubmit={onSubmit}
      onInput={onInput}
    >
      <input type="hidden" name="intent" value={intent} />
      <CorrectedFields value={corrected}>{children}</CorrectedFields>
      {mine?.error && (
        <p className="form-error" role="alert" tabIndex={-1} data-testid={`${testId}-error`}>
          {mine.error}
        </p>
      )}
      <button className="button button--full" disabled={busy}>
        <FormattedMessage id={submit} />
      </button>
    </Form>
  );
}

/** The errors of the form of `intent`, by field. */
export const errorsOf = (answer: AccountAnswer | undefined, intent: string) =>
  answer?.intent === intent ? (answer.errors ?? {}) : {};

/** The e-mail address field of an account form. */
export const EmailField = ({ value, error }: { value?: string; error?: string | undefined }) => (
  <AccountField
    name="email"
    label="checkout.email"
    type="email"
    autoComplete="email"
    defaultValue={value}
    error={error}
  />
);

/** The least characters of a password (accounts/passwords.ts holds the rule). */
const MIN_PASSWORD = 8;

/** A new password, typed twice (registering, a reset), with the rule under the first. */
export function NewPasswordFields({
  errors,
  label = 'account.password',
}: {
  errors: Record<string, string>;
  label?: string;
}) {
  return (
    <>
      <AccountField
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        hint={<FormattedMessage id="account.password_hint" values={{ min: MIN_PASSWORD }} />}
      />
      <AccountField
        name="password_confirmation"
        label="account.password_confirmation"
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation}
      />
    </>
  );
}

/** A mailed code's field, with the address it was mailed to (the confirmation, a login code). */
export function CodeField({ email, error }: { email: string; error?: string | undefined }) {
  return (
    <>
      <input type="hidden" name="email" value={email} />
      <AccountField name="code" label="account.code" autoComplete="one-time-code" error={error} />
    </>
  );
}

/** The confirmation code's form, with a button for a new code: after registering, or at login. */
export function VerifyForm({
  email,
  answer,
}: {
  email: string;
  answer: AccountAnswer | undefined;
}) {
  const errors = errorsOf(answer, ACCOUNT_INTENT.verify);
  const resent = answer?.intent === ACCOUNT_INTENT.resend ? answer : undefined;
  return (
    <>
      <p className="page__lead" data-testid="verify-lead">
        <FormattedMessage id="account.verify_lead" values={{ email: <bdi>{email}</bdi> }} />
      </p>
      <AccountForm
        intent={ACCOUNT_INTENT.verify}
        answer={answer}
        submit="account.verify_submit"
        testId="verify-form"
      >
        <CodeField email={email} error={errors.code ?? errors.email} />
      </AccountForm>
      <Form method="post" className="account-links">
        <input type="hidden" name="intent" value={ACCOUNT_INTENT.resend} />
        <input type="hidden" name="email" value={email} />
        <button className="link-button">
          <FormattedMessage id="account.resend" />
        </button>
        {resent && (
          <p role="status" className={resent.error ? 'form-error' : 'account-done'}>
            {resent.error ?? resent.done}
          </p>
        )}
      </Form>
    </>
  );
}
