import { useEffect, useSyncExternalStore } from 'react';
import { accountApi } from '../account-api.ts';
import { isApiError } from '../api-client.ts';
import { forgetLogin, loggedIn } from './login.ts';
import { readSession, writeSession } from './session-cache.ts';
import { tell } from './shop-events.ts';

/** The shop-wide wishlist state (spec section 3): the ids, their count, and the loading flag. */
export interface WishlistState {
  ids: readonly number[];
  count: number;
  loading: boolean;
  /** Whether the list has been read in this browser (the server never reads it). */
  known: boolean;
}

let state: WishlistState = { ids: [], count: 0, loading: false, known: false };
let asked = false;
const listeners = new Set<() => void>();

function set(next: Partial<WishlistState>): void {
  state = { ...state, ...next };
  state.count = state.ids.length;
  for (const listener of listeners) listener();
}

/** Replaces the list by the ids an answer gave (spec section 4: the list is replaced). */
export const receiveWishlist = (ids: readonly number[]) => set({ ids, known: true });

/**
 * Reads the customer's wishlist once a visit (a visitor's browser asks nothing). A failure is
 * an empty list, shown as such (spec section 8).
 */
export function loadWishlist(force = false): void {
  if ((asked && !force) || !loggedIn()) return;
  asked = true;
  set({ loading: true });
  accountApi()
    .wished()
    .then(
      (ids) => set({ ids, loading: false, known: true }),
      (error: unknown) => {
        if (isApiError(error) && error.status === 401) forgetLogin();
        set({ ids: [], loading: false, known: true });
      },
    );
}

/** The wishlist state as it is now (what useWishlist renders). */
export const wishlistNow = (): WishlistState => state;

/** The wishlist state, read from the server after the page has hydrated. */
export function useWishlist(): WishlistState {
  useEffect(() => loadWishlist(), []);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

/** Where the visit keeps the ar mode (session storage). */
const AR_MODE = 'vitrine_mode';

/**
 * The "ar" mode (spec section 5; `?mode=ar`, kept for the visit): a page shown in an app's
 * viewer, where no dialog may open.
 */
export function arMode(): boolean {
  if (new URLSearchParams(window.location.search).get('mode') === 'ar') writeSession(AR_MODE, 'ar');
  return readSession<string>(AR_MODE) === 'ar';
}

/** What a toggle asks of the page: the login dialog, when a customer is needed. */
export type WishOutcome = 'done' | 'login' | 'nothing';

/**
 * Toggles a product (spec section 4): on the list it leaves, else it joins; the list becomes
 * the ids answered, and the answer's words show as the shop's messages. A visitor (or a session
 * that ended: 401) needs the login dialog, silently nothing in the ar mode; any other failure
 * changes nothing and says nothing (spec section 8).
 */
export async function toggleWish(
  productId: number,
  variantId: number | null,
): Promise<WishOutcome> {
  const ar = arMode();
  if (!loggedIn()) return ar ? 'nothing' : 'login';
  const api = accountApi();
  try {
    const joining = !state.ids.includes(productId);
    const answer = joining
      ? await api.wish(productId, variantId, ar)
      : await api.unwish(productId, ar);
    receiveWishlist(answer.data.product_ids);
    if (joining && answer.data.product_ids.includes(productId)) {
      tell('add_to_wishlist', {
        item_id: String(productId),
        ...(variantId ? { item_variant: String(variantId) } : {}),
      });
    }
    return 'done';
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      forgetLogin();
      return ar ? 'nothing' : 'login';
    }
    return 'nothing';
  }
}
