import { useId, useState, type FormEvent } from 'react';
import { accountApi } from '../../account-api.ts';
import { isApiError } from '../../api-client.ts';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { loginChanged } from '../../state/login.ts';
import { errorProps } from '../checkout/field-errors.ts';
import { Dialog } from '../Dialog.tsx';
import { ShopLink } from '../ShopLink.tsx';
import './account.css';

/**
 * The login dialog (spec sections 5 and 8: what a visitor's wishlist heart opens): e-mail and
 * password, or the way to an account; logged in, it closes and the page goes on as asked.
 */
export default function LoginDialog({
  onClose,
  onLoggedIn,
}: {
  onClose(): void;
  onLoggedIn(): void;
}) {
  const intl = useIntl();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    try {
      await accountApi().login(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
      loginChanged();
      onLoggedIn();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setError(failure.message);
      setBusy(false);
    }
  };
  return (
    <Dialog
      variant="modal"
      title={<FormattedMessage id="wishlist.login_title" />}
      onClose={onClose}
      testId="login-dialog"
      className="login-dialog"
    >
      <p className="page__lead">
        <FormattedMessage id="wishlist.login_lead" />
      </p>
      <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-email`} className="field__label">
            <FormattedMessage id="checkout.email" />
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            className="input"
            autoComplete="email"
            dir="ltr"
            required
            data-autofocus
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`} className="field__label">
            <FormattedMessage id="account.password" />
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            className="input"
            autoComplete="current-password"
            required
            {...errorProps(`${id}-password`, error ?? undefined)}
          />
        </div>
        {error && (
          <p id={`${id}-password-error`} className="form-error" role="alert">
            {error}
          </p>
        )}
        <button className="button button--full" disabled={busy}>
          <FormattedMessage id="account.login_submit" />
        </button>
      </form>
      <p className="account-links">
        <ShopLink to="/account/register" onClick={onClose}>
          {intl.formatMessage({ id: 'account.to_register' })}
        </ShopLink>
      </p>
    </Dialog>
  );
}
