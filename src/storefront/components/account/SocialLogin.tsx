import type { SocialProviderDto } from '../../../modules/accounts/contract.ts';
import { FormattedMessage } from '../../intl.tsx';
import { useShopPath } from '../ShopLink.tsx';

/** Why a social login came back to the login page (social-routes.ts), as the page tells it. */
const FAILURES = ['cancelled', 'expired', 'failed', 'email', 'unavailable'] as const;
export type SocialFailure = (typeof FAILURES)[number];

/** The `social_error` of the login page's address, when it is one the shop sends. */
export const socialFailureOf = (value: string | null): SocialFailure | undefined =>
  FAILURES.find((f) => f === value);

/**
 * The social login add-on on the login and register pages: a button for each provider the
 * merchant set up (none: nothing at all), each a plain link that leaves for the provider, and
 * why the last one did not log the customer in.
 */
export function SocialLogin({
  providers,
  failure,
}: {
  providers: SocialProviderDto[];
  failure?: SocialFailure;
}) {
  const shopPath = useShopPath();
  if (providers.length === 0) return null;
  return (
    <div className="social-login" data-testid="social-login">
      {failure && (
        <p className="form-error" role="alert" data-testid="social-login-error">
          <FormattedMessage id={`account.social_error_${failure}`} />
        </p>
      )}
      <ul className="social-login__providers">
        {providers.map((p) => (
          <li key={p.id}>
            <a
              className="button button--secondary button--full"
              href={shopPath(`/api/store/account/social/${encodeURIComponent(p.id)}/start`)}
              data-testid={`social-login-${p.id}`}
            >
              <FormattedMessage id="account.social_continue" values={{ name: p.label }} />
            </a>
          </li>
        ))}
      </ul>
      <p className="social-login__or" aria-hidden="true">
        <FormattedMessage id="account.social_or" />
      </p>
    </div>
  );
}
