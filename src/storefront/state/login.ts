import { useSyncExternalStore } from 'react';
import { browserStorage, readEntry, writeEntry } from './expiring-entry.ts';

const listeners = new Set<() => void>();

/**
 * Whether the browser holds a customer's session: the login flag's cookie, which the server
 * sets and clears with the session (accounts/session-token.ts).
 */
export const loggedIn = () => /(?:^|; )vitrine_customer=1(?:;|$)/.test(document.cookie);

/**
 * Whether to ask the server who is logged in: in the browser only with the login flag (a
 * visitor asks nothing); on the server, whose answer costs no request, always.
 */
export const mayBeLoggedIn = (): boolean => typeof document === 'undefined' || loggedIn();

/** Forgets a login the server no longer knows (the session ended elsewhere or expired). */
export function forgetLogin(): void {
  document.cookie = 'vitrine_customer=; Max-Age=0; path=/; SameSite=Lax';
  loginChanged();
}

/** Tells the page that the customer logged in or out. */
export function loginChanged(): void {
  // The header's account link reads the flag from the document (server/document.ts).
  if (loggedIn()) document.documentElement.dataset.customer = '';
  else delete document.documentElement.dataset.customer;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the customer logs in or out in this tab; answers the unsubscribe. */
export const onLoginChange = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const subscribe = onLoginChange;

/**
 * The login flag (spec section 3, Shop-wide state). Pages are the same for everyone (a cache
 * keeps them): false on the server and as the page hydrates, the browser's own after that.
 */
export const useLoggedIn = (): boolean => useSyncExternalStore(subscribe, loggedIn, () => false);

/** The to-login flag (spec section 2), in session storage: a login form of this tab was sent. */
export const TO_LOGIN_KEY = 'to_login';
/** The flag is for the answer to that form: ten minutes at most. */
const TO_LOGIN_MS = 10 * 60 * 1000;

/** Sets the to-login flag: the login form is being sent. */
export function markLoginSent(): void {
  const storage = browserStorage('session');
  if (storage) writeEntry(storage, TO_LOGIN_KEY, true, TO_LOGIN_MS);
}

/** Whether the to-login flag was set, clearing it. */
export function takeLoginSent(): boolean {
  const storage = browserStorage('session');
  if (!storage) return false;
  const sent = readEntry(storage, TO_LOGIN_KEY) === true;
  writeEntry(storage, TO_LOGIN_KEY, null);
  return sent;
}
