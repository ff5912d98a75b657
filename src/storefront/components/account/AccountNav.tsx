import { Form, redirect } from 'react-router';
import type { AccountInfo } from '../../../modules/accounts/contract.ts';
import { accountApi } from '../../account-api.ts';
import { isApiError } from '../../api-client.ts';
import { ACCOUNT_INTENT } from './account-forms.tsx';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { forgetLogin, loginChanged } from '../../state/login.ts';
import { ShopNavLink } from '../ShopLink.tsx';
import './account.css';

const inBrowser = () => typeof document !== 'undefined';

/**
 * The logged-in customer, for the account's own pages' loaders; a visitor (or a session that
 * ended) is sent to the login page.
 */
export async function customerOrLogin(context: unknown): Promise<AccountInfo> {
  try {
    return await accountApi(context).accountInfo();
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    if (inBrowser()) forgetLogin();
    throw redirect('/account/login');
  }
}

/** Logs out (the account pages' logout form): to the home page. */
export async function logOut(context: unknown) {
  await accountApi(context).logout();
  if (inBrowser()) loginChanged();
  return redirect('/', 303);
}

/** The account's menu: orders, addresses, password and sessions, the wishlist, logging out. */
export function AccountNav({ info }: { info: AccountInfo }) {
  const intl = useIntl();
  return (
    <nav className="account-nav" aria-label={intl.formatMessage({ id: 'account.title' })}>
      <p className="page__meta">
        <bdi>{info.email}</bdi>
      </p>
      <ul>
        <li>
          <ShopNavLink to="/account" end>
            <FormattedMessage id="account.orders" />
          </ShopNavLink>
        </li>
        <li>
          <ShopNavLink to="/account/addresses" data-testid="to-addresses">
            <FormattedMessage
              id="account.addresses_count"
              values={{ count: info.address_book_count }}
            />
          </ShopNavLink>
        </li>
        <li>
          <ShopNavLink to="/account/security" data-testid="to-security">
            <FormattedMessage id="account.security" />
          </ShopNavLink>
        </li>
        <li>
          <ShopNavLink to="/wishlist" data-testid="to-wishlist">
            <FormattedMessage id="wishlist.title" />
          </ShopNavLink>
        </li>
        <li>
          <Form method="post" action="/account">
            <input type="hidden" name="intent" value={ACCOUNT_INTENT.logout} />
            <button data-testid="logout">
              <FormattedMessage id="account.logout" />
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}
