import { useEffect, useSyncExternalStore } from 'react';
import { accountApi } from '../account-api.ts';
import { isApiError } from '../api-client.ts';
import { forgetLogin, loggedIn, onLoginChange } from './login.ts';

/** The shop-wide customer (spec section 3, Customer): id, e-mail, login status, address count. */
export interface Customer {
  id: number | null;
  email: string;
  loginStatus: boolean;
  addressBookCount: number;
}

const VISITOR: Customer = { id: null, email: '', loginStatus: false, addressBookCount: 0 };

let customer: Customer = VISITOR;
let asked: Promise<Customer> | null = null;
const listeners = new Set<() => void>();

// Another login (or a logout) in this tab: the next read asks the server again.
onLoginChange(() => {
  asked = null;
});

function set(next: Customer): Customer {
  customer = next;
  for (const listener of listeners) listener();
  return next;
}

/**
 * Reads the logged-in customer (account/info) once a visit; a visitor's browser asks nothing.
 * Errors are not thrown (spec section 6): a 401 (the session ended) forgets the login, and
 * any failure leaves a visitor.
 */
export function readCustomer(force = false): Promise<Customer> {
  if (!loggedIn()) return Promise.resolve(set(VISITOR));
  if (asked && !force) return asked;
  asked = accountApi()
    .accountInfo()
    .then(
      (info) =>
        set({
          id: info.id,
          email: info.email,
          loginStatus: true,
          addressBookCount: info.address_book_count,
        }),
      (error: unknown) => {
        if (isApiError(error) && error.status === 401) forgetLogin();
        asked = null;
        return set(VISITOR);
      },
    );
  return asked;
}

/** The shop-wide customer, read after the page has hydrated (a visitor until then). */
export function useCustomer(): Customer {
  useEffect(() => void readCustomer(), []);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => customer,
    () => VISITOR,
  );
}
