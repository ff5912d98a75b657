import {
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { accountApi } from '../account-api.ts';
import {
  AccountForm,
  errorsOf,
  formText,
  NewPasswordFields,
  refusal,
  type AccountAnswer,
  ACCOUNT_INTENT,
} from '../components/account/account-forms.tsx';
import { ShopLink } from '../components/ShopLink.tsx';
import { FormattedMessage } from '../intl.tsx';
import type { MetaArgs, RouteHandle } from '../page.ts';

/** The page a reset mail's link opens: its token in the address. */
export const handle: RouteHandle = { name: 'resetPassword', cache: 'private' };

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** Sets the new password; the customer then logs in with it (no one is logged in by a link). */
export async function action({ context, request }: ActionFunctionArgs) {
  const text = formText(await request.formData());
  try {
    await accountApi(context).resetPassword(
      text('token'),
      text('password'),
      text('password_confirmation'),
    );
  } catch (error) {
    return refusal(ACCOUNT_INTENT.reset, {}, error);
  }
  return redirect('/account/login?reset=1', 303);
}

export function meta({ shopName, t }: MetaArgs<unknown>) {
  return { title: `${t('account.reset_title')} – ${shopName}`, noindex: true };
}

/** Choose a new password: twice; a link that no longer works says to ask for another. */
export function Component() {
  const { token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as AccountAnswer | undefined;
  const errors = errorsOf(answer, ACCOUNT_INTENT.reset);
  return (
    <div className="page account-page" data-testid="reset-page">
      <h1 className="page__title">
        <FormattedMessage id="account.reset_title" />
      </h1>
      {errors.token && (
        <p className="form-error" role="alert">
          {errors.token}{' '}
          <ShopLink to="/account/login?forgot=1">
            <FormattedMessage id="account.forgot" />
          </ShopLink>
        </p>
      )}
      <AccountForm
        intent={ACCOUNT_INTENT.reset}
        answer={answer}
        submit="account.reset_submit"
        testId="reset-form"
      >
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields errors={errors} label="account.new_password" />
      </AccountForm>
    </div>
  );
}
