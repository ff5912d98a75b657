import {
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import type { SessionDto } from '../../modules/accounts/contract.ts';
import { accountApi } from '../account-api.ts';
import {
  ACCOUNT_INTENT,
  AccountField,
  AccountForm,
  answered,
  errorsOf,
  formText,
  NewPasswordFields,
  type AccountAnswer,
} from '../components/account/account-forms.tsx';
import { AccountNav, customerOrLogin, logOut } from '../components/account/AccountNav.tsx';
import { FormattedMessage, useIntl } from '../intl.tsx';
import type { MetaArgs, RouteHandle } from '../page.ts';

/** The account's password and sessions: where the customer is logged in, and a new password. */
export const handle: RouteHandle = { name: 'security', cache: 'private' };

export async function loader({ context }: LoaderFunctionArgs) {
  const info = await customerOrLogin(context);
  return { info, sessions: await accountApi(context).sessions() };
}

/** Changes the password, ends a session, or logs out. */
export async function action({ context, request }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = formText(form);
  const intent = text('intent');
  const api = accountApi(context);
  if (intent === ACCOUNT_INTENT.logout) return logOut(context);
  if (intent === ACCOUNT_INTENT.sessionEnd) {
    return answered(intent, {}, async () => {
      await api.endSession(text('id'));
      return undefined;
    });
  }
  return answered(ACCOUNT_INTENT.password, {}, async () => {
    const { message } = await api.changePassword({
      current_password: text('current_password'),
      password: text('password'),
      password_confirmation: text('password_confirmation'),
      end_other_sessions: form.get('end_other_sessions') === 'on',
    });
    return message;
  });
}

export function meta({ shopName, t }: MetaArgs<unknown>) {
  return { title: `${t('account.security')} – ${shopName}`, noindex: true };
}

/** A browser's name and system as a person reads them, from its user agent. */
export function deviceOf(userAgent: string): string | null {
  const browser = [
    ['Edg/', 'Edge'],
    ['OPR/', 'Opera'],
    ['Firefox/', 'Firefox'],
    ['Chrome/', 'Chrome'],
    ['Safari/', 'Safari'],
  ].find(([mark]) => userAgent.includes(mark!))?.[1];
  const system = [
    ['iPhone', 'iPhone'],
    ['iPad', 'iPad'],
    ['Android', 'Android'],
    ['Windows', 'Windows'],
    ['Mac OS X', 'macOS'],
    ['Macintosh', 'macOS'],
    ['Linux', 'Linux'],
  ].find(([mark]) => userAgent.includes(mark!))?.[1];
  const known = [browser, system].filter(Boolean);
  return known.length ? known.join(' · ') : null;
}

/** One session: the device, when it logged in, this one or a button that ends it. */
function SessionRow({ session }: { session: SessionDto }) {
  const intl = useIntl();
  const busy = useNavigation().state !== 'idle';
  return (
    <li className="session-row" data-testid="session">
      <div>
        <strong>
          {deviceOf(session.user_agent) ?? <FormattedMessage id="account.session_unknown_device" />}
        </strong>
        <br />
        <small>
          <FormattedMessage
            id="account.session_started"
            values={{ date: intl.formatDate(session.created_at, { dateStyle: 'medium' }) }}
          />
        </small>
      </div>
      {session.current ? (
        <span className="session-row__current">
          <FormattedMessage id="account.session_current" />
        </span>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value={ACCOUNT_INTENT.sessionEnd} />
          <input type="hidden" name="id" value={session.id} />
          <button className="link-button" disabled={busy}>
            <FormattedMessage id="account.session_end" />
          </button>
        </Form>
      )}
    </li>
  );
}

export function Component() {
  const { info, sessions } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as AccountAnswer | undefined;
  const errors = errorsOf(answer, ACCOUNT_INTENT.password);
  const changed = answer?.intent === ACCOUNT_INTENT.password ? answer.done : undefined;
  const ended = answer?.intent === ACCOUNT_INTENT.sessionEnd ? answer.error : undefined;
  return (
    <div className="page account-page account-page--wide" data-testid="security-page">
      <h1 className="page__title">
        <FormattedMessage id="account.security" />
      </h1>
      <div className="account-layout">
        <AccountNav info={info} />
        <div className="account-sections">
          <section aria-labelledby="account-password">
            <h2 id="account-password">
              <FormattedMessage id="account.change_password" />
            </h2>
            {changed && (
              <p role="status" className="account-done" data-testid="password-changed">
                {changed}
              </p>
            )}
            <AccountForm
              intent={ACCOUNT_INTENT.password}
              answer={answer}
              submit="account.change_password"
              testId="password-form"
            >
              <AccountField
                name="current_password"
                label="account.current_password"
                type="password"
                autoComplete="current-password"
                error={errors.current_password}
              />
              <NewPasswordFields errors={errors} label="account.new_password" />
              <label className="account-check">
                <input type="checkbox" name="end_other_sessions" defaultChecked />
                <FormattedMessage id="account.end_other_sessions" />
              </label>
            </AccountForm>
          </section>
          <section aria-labelledby="account-sessions">
            <h2 id="account-sessions">
              <FormattedMessage id="account.sessions" />
            </h2>
            {ended && (
              <p className="form-error" role="alert">
                {ended}
              </p>
            )}
            <ul className="session-list">
              {sessions.map((s) => (
                <SessionRow key={s.id} session={s} />
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
