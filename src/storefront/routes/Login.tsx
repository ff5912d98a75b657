import { useEffect } from 'react';
import {
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { accountApi } from '../account-api.ts';
import { isApiError } from '../api-client.ts';
import {
  AccountField,
  CodeField,
  EmailField,
  AccountForm,
  answered,
  errorsOf,
  formText,
  refusal,
  verifyAction,
  VerifyForm,
  type AccountAnswer,
  ACCOUNT_INTENT,
} from '../components/account/account-forms.tsx';
import { ShopLink } from '../components/ShopLink.tsx';
import { SocialLogin, socialFailureOf } from '../components/account/SocialLogin.tsx';
import { FormattedMessage } from '../intl.tsx';
import type { MetaArgs, RouteHandle } from '../page.ts';
import { loginChanged, markLoginSent } from '../state/login.ts';
import { tell } from '../state/shop-events.ts';
import { takeConfirmed } from '../state/sign-up.ts';

/** The login page of spec section 2. */
export const handle: RouteHandle = { name: 'login', cache: 'private' };

/** A customer already logged in goes to the account; a visitor sees the form. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = accountApi(context);
  try {
    await api.accountInfo();
    return redirect('/account');
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
  }
  const params = new URL(request.url).searchParams;
  return {
    verified: params.has('verified'),
    reset: params.has('reset'),
    forgot: params.has('forgot'),
    byCode: params.has('code'),
    providers: await api.socialProviders(),
    socialFailure: socialFailureOf(params.get('social_error')),
  };
}

/**
 * Logs in, or mails a link for a new password, or takes a confirmation code (a customer who
 * logs in before confirming the address gets its form here); with or without JavaScript.
 */
export async function action({ context, request }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = formText(form);
  const intent = text('intent');
  const api = accountApi(context);
  const email = text('email');
  const verifying = await verifyAction(api, intent, text);
  if (verifying) return verifying;
  if (intent === ACCOUNT_INTENT.forgot) {
    return answered(intent, { email }, async () => (await api.forgotPassword(email)).message);
  }
  if (intent === ACCOUNT_INTENT.codeSend) {
    return answered(intent, { email }, async () => (await api.sendLoginCode(email)).message);
  }
  try {
    if (intent === ACCOUNT_INTENT.codeLogin) await api.loginWithCode(email, text('code'));
    else await api.login(email, text('password'));
  } catch (error) {
    if (intent === ACCOUNT_INTENT.codeLogin) return refusal(intent, { email }, error);
    // Not confirmed yet: the code's form, for this address, says so.
    const confirming = isApiError(error) && error.code === 'email_not_verified';
    return refusal(confirming ? ACCOUNT_INTENT.verify : ACCOUNT_INTENT.login, { email }, error);
  }
  if (typeof document !== 'undefined') loginChanged();
  return redirect('/account', 303);
}

export function meta({ shopName, t }: MetaArgs<unknown>) {
  return {
    title: `${t('account.login')} – ${shopName}`,
    canonical: '/account/login',
    noindex: true,
  };
}

/**
 * Logging in with a mailed code: the address first; once the code is sent, the code (the
 * address kept), and a way back to the password.
 */
function LoginCodeForms({ answer, email }: { answer: AccountAnswer | undefined; email: string }) {
  const sent = answer?.intent === ACCOUNT_INTENT.codeLogin || Boolean(answer?.done);
  return (
    <>
      {!sent ? (
        <>
          <p className="page__lead">
            <FormattedMessage id="account.login_code_lead" />
          </p>
          <AccountForm
            intent={ACCOUNT_INTENT.codeSend}
            answer={answer}
            submit="account.login_code_send"
            testId="login-code-send-form"
          >
            <EmailField value={email} error={errorsOf(answer, ACCOUNT_INTENT.codeSend).email} />
          </AccountForm>
        </>
      ) : (
        <>
          {answer?.done && (
            <p className="account-done" role="status" data-testid="login-code-sent">
              {answer.done}
            </p>
          )}
          <AccountForm
            intent={ACCOUNT_INTENT.codeLogin}
            answer={answer}
            submit="account.login_submit"
            testId="login-code-form"
          >
            <CodeField email={email} error={errorsOf(answer, ACCOUNT_INTENT.codeLogin).code} />
          </AccountForm>
        </>
      )}
      <p className="account-links">
        <ShopLink to="/account/login">
          <FormattedMessage id="account.back_to_login" />
        </ShopLink>
      </p>
    </>
  );
}

/** Log in; forgotten password; and the code's form when the address is not confirmed yet. */
export function Component() {
  const { verified, reset, forgot, byCode, providers, socialFailure } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as AccountAnswer | undefined;
  const asked = answer?.intent === ACCOUNT_INTENT.forgot || (forgot && !answer);
  const coded =
    answer?.intent === ACCOUNT_INTENT.codeSend || answer?.intent === ACCOUNT_INTENT.codeLogin;
  const email = answer?.values?.email ?? '';
  const unconfirmed =
    answer && (answer.intent === ACCOUNT_INTENT.verify || answer.intent === ACCOUNT_INTENT.resend);
  // An address this visit has just confirmed is a new customer: analytics hears of the sign-up.
  useEffect(() => {
    if (verified && takeConfirmed()) tell('sign_up', { method: 'email' });
  }, [verified]);
  return (
    <div className="page account-page" data-testid="login-page">
      <h1 className="page__title">
        <FormattedMessage id={asked ? 'account.forgot_title' : 'account.login'} />
      </h1>
      {verified && !answer && (
        <p className="account-done" role="status">
          <FormattedMessage id="account.verified" />
        </p>
      )}
      {reset && !answer && (
        <p className="account-done" role="status">
          <FormattedMessage id="account.password_changed" />
        </p>
      )}
      {unconfirmed ? (
        <VerifyForm email={email} answer={answer} />
      ) : coded || (byCode && !answer) ? (
        <LoginCodeForms answer={answer} email={email} />
      ) : asked ? (
        <>
          <p className="page__lead">
            <FormattedMessage id="account.forgot_lead" />
          </p>
          {answer?.done ? (
            <p className="account-done" role="status" data-testid="forgot-sent">
              {answer.done}
            </p>
          ) : (
            <AccountForm
              intent={ACCOUNT_INTENT.forgot}
              answer={answer}
              submit="account.forgot_submit"
              testId="forgot-form"
            >
              <EmailField value={email} error={errorsOf(answer, ACCOUNT_INTENT.forgot).email} />
            </AccountForm>
          )}
          <p className="account-links">
            <ShopLink to="/account/login">
              <FormattedMessage id="account.back_to_login" />
            </ShopLink>
          </p>
        </>
      ) : (
        <>
          <SocialLogin providers={providers} failure={answer ? undefined : socialFailure} />
          <AccountForm
            intent={ACCOUNT_INTENT.login}
            answer={answer}
            submit="account.login_submit"
            testId="login-form"
            onSubmit={markLoginSent}
          >
            <EmailField value={email} error={errorsOf(answer, ACCOUNT_INTENT.login).email} />
            <AccountField
              name="password"
              label="account.password"
              type="password"
              autoComplete="current-password"
              error={errorsOf(answer, ACCOUNT_INTENT.login).password}
            />
          </AccountForm>
          <p className="account-links">
            <ShopLink to="/account/login?forgot=1">
              <FormattedMessage id="account.forgot" />
            </ShopLink>
            <ShopLink to="/account/login?code=1" data-testid="to-login-code">
              <FormattedMessage id="account.login_code_link" />
            </ShopLink>
            <ShopLink to="/account/register" data-testid="to-register">
              <FormattedMessage id="account.to_register" />
            </ShopLink>
          </p>
        </>
      )}
    </div>
  );
}
