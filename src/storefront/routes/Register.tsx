import {
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { accountApi } from '../account-api.ts';
import {
  EmailField,
  AccountForm,
  answered,
  errorsOf,
  formText,
  NewPasswordFields,
  verifyAction,
  VerifyForm,
  type AccountAnswer,
  ACCOUNT_INTENT,
} from '../components/account/account-forms.tsx';
import { ShopLink } from '../components/ShopLink.tsx';
import { SocialLogin } from '../components/account/SocialLogin.tsx';
import { FormattedMessage } from '../intl.tsx';
import type { MetaArgs, RouteHandle } from '../page.ts';

/** The register page of spec section 2. */
export const handle: RouteHandle = { name: 'register', cache: 'public' };

/** The social login buttons, when the merchant set the add-on up (one account for both). */
export async function loader({ context }: LoaderFunctionArgs) {
  return { providers: await accountApi(context).socialProviders() };
}

/**
 * Registers (the code is mailed), then takes the code, or mails a new one; with or without
 * JavaScript. A right code leads to the login page.
 */
export async function action({ context, request }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = formText(form);
  const intent = text('intent');
  const api = accountApi(context);
  const verifying = await verifyAction(api, intent, text);
  if (verifying) return verifying;
  const email = text('email');
  return answered(ACCOUNT_INTENT.register, { email }, async () => {
    const { message } = await api.register({
      email,
      password: text('password'),
      password_confirmation: text('password_confirmation'),
    });
    return message;
  });
}

export function meta({ shopName, t }: MetaArgs<unknown>) {
  return { title: `${t('account.register')} – ${shopName}`, canonical: '/account/register' };
}

/** Create an account: e-mail and password twice, then the mailed code. */
export function Component() {
  const { providers } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as AccountAnswer | undefined;
  const registered =
    answer &&
    ((answer.intent === ACCOUNT_INTENT.register && answer.done) ||
      answer.intent === ACCOUNT_INTENT.verify ||
      answer.intent === ACCOUNT_INTENT.resend);
  const errors = errorsOf(answer, ACCOUNT_INTENT.register);
  return (
    <div className="page account-page" data-testid="register-page">
      <h1 className="page__title">
        <FormattedMessage id={registered ? 'account.verify_title' : 'account.register'} />
      </h1>
      {registered ? (
        <VerifyForm email={answer.values?.email ?? ''} answer={answer} />
      ) : (
        <>
          <SocialLogin providers={providers} />
          <AccountForm
            intent={ACCOUNT_INTENT.register}
            answer={answer}
            submit="account.register_submit"
            testId="register-form"
          >
            <EmailField value={answer?.values?.email} error={errors.email} />
            <NewPasswordFields errors={errors} />
          </AccountForm>
          <p className="account-links">
            <ShopLink to="/account/login">
              <FormattedMessage id="account.to_login" />
            </ShopLink>
          </p>
        </>
      )}
    </div>
  );
}
