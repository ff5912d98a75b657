import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  startTransition,
  useState,
  type ReactNode,
} from 'react';
import { useIntl } from '../intl.tsx';
import type { CartDto } from '../../modules/cart/contract.ts';
import { cartRequest, isApiError, type StoreApi } from '../api-client.ts';
import { loadChunk } from '../chunk-load.ts';
import { storeApi } from './api.ts';
import { tell } from './shop-events.ts';
import { localStore } from './local-store.ts';
import { useStoreInTransition } from './store-in-transition.ts';

/** Loads the inline cart's code (once): it is not part of the first paint. */
export const loadCartDrawer = () => loadChunk(() => import('../components/CartDrawer.tsx'));

/** The key under which the header's count survives reloads (spec section 3, Shop-wide state). */
export const CART_COUNT_KEY = 'cart_contents_count';

interface CartState {
  count: number;
  cart: CartDto | null;
  drawerOpen: boolean;
  setDrawerOpen(open: boolean): void;
  /** Takes a cart response (from a loader or a call) as the current cart. */
  receive(cart: CartDto): void;
  /**
   * Runs a change of the cart through the API: the answer becomes the cart (and is returned),
   * and a refusal is returned as its translated message (nothing changed).
   */
  change(call: (api: StoreApi) => Promise<CartDto>): Promise<{ error?: string; cart?: CartDto }>;
  /** The cart-request flag: whether any call that changes the cart is in flight. */
  requesting: boolean;
  /** What the last change did, for screen readers (an aria-live region reads it). */
  announcement: string;
  setAnnouncement(text: string): void;
  /**
   * The cart: the one held, or with `force` (or none held) read again from the server, with
   * the retries of spec section 4 (Cart refresh).
   */
  load(options?: { force?: boolean }): Promise<CartDto | undefined>;
  /** Whether the last read failed after its retries (the shopper is told, and may retry). */
  loadFailed: boolean;
}

/**
 * Where checkout starts (spec section 2, Checkout): /checkouts/{cart_hash} when there is a
 * cart, else the first step.
 */
export const checkoutPath = (hash: string | undefined) =>
  hash ? `/checkouts/${encodeURIComponent(hash)}` : '/checkouts?step=contact_information';

/** Fired when a cart response has no lines (spec section 4, Add to cart). */
export const CART_EMPTY_EVENT = 'vitrine:cart-empty';
/** Fired when the cart could not be read after its retries (spec section 4, Cart refresh). */
export const CART_REFRESH_FAILED_EVENT = 'vitrine:cart-refresh-failed';

/** How often a failed cart refresh is tried again before giving up (spec section 9). */
export const CART_RETRY_LIMIT = 3;

/** Reads the cart, trying again up to 3 times after failures, then calls `onFailure`. */
export async function refreshCart(
  read: () => Promise<CartDto>,
  onFailure: (error: unknown) => void,
  wait = (attempt: number) => new Promise((r) => setTimeout(r, 300 * attempt)),
): Promise<CartDto | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= CART_RETRY_LIMIT) {
        onFailure(error);
        return undefined;
      }
      await wait(attempt + 1);
    }
  }
}

const CartContext = createContext<CartState | null>(null);

const hasCartCookie = () =>
  typeof document !== 'undefined' && /(?:^|; )cart_hash=/.test(document.cookie);

// The remembered count lives in local storage: every tab shows the same number, and the server
// (which renders pages without the cart, so they can be cached) shows 0.
const countStore = localStore(CART_COUNT_KEY);
function readCount(): number {
  if (typeof document === 'undefined' || !hasCartCookie()) return 0;
  const value = Number(countStore.read() ?? 0);
  return Number.isFinite(value) ? value : 0;
}
const writeCount = (count: number) => countStore.write(String(count));

/** Holds the shopper's cart in the browser: the header count and the drawer. */
export function CartProvider({
  children,
  pageCart,
}: {
  children: ReactNode;
  /** The cart a private page loaded (cart, checkout): its count is right before any script. */
  pageCart?: CartDto | undefined;
}) {
  const [cart, setCart] = useState<CartDto | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const remembered = useStoreInTransition(countStore.subscribe, readCount, 0);
  const count = cart?.cart_contents_count ?? pageCart?.cart_contents_count ?? remembered;

  const requesting = useStoreInTransition(cartRequest.subscribe, cartRequest.inFlight, false);
  const [announcement, setAnnouncement] = useState('');

  const receive = useCallback((next: CartDto) => {
    setCart(next);
    writeCount(next.cart_contents_count);
    if (Object.keys(next.cart).length === 0) window.dispatchEvent(new Event(CART_EMPTY_EVENT));
  }, []);

  // The cart as last received, for `load` to answer from and `change` to compare with: `load`
  // itself stays the same function, so an effect that calls it runs once, not once per answer
  // (the thank-you page asked for the cart a hundred times a second while its answers changed
  // `load`).
  const latest = useRef(cart);
  useEffect(() => {
    latest.current = cart;
  }, [cart]);

  const intl = useIntl();
  const change = useCallback(
    async (call: (api: StoreApi) => Promise<CartDto>) => {
      // The cart before the change, when known (no cart cookie: none), for analytics.
      const before = latest.current ?? (hasCartCookie() ? undefined : null);
      try {
        const cart = await call(storeApi());
        receive(cart);
        if (before !== undefined) tell('cart_change', {}, { carts: [before, cart] });
        return { cart };
      } catch (error) {
        if (!isApiError(error)) throw error;
        // No answer, or a gateway that gave up (spec section 8: 504): say so in the shopper's
        // language. Any other failure comes with the server's own translated message.
        if (error.status === 0 || error.status === 504) {
          return { error: intl.formatMessage({ id: 'page_error.timeout' }) };
        }
        return { error: error.message };
      }
    },
    [receive, intl],
  );

  const [loadFailed, setLoadFailed] = useState(false);
  // Reads the cart from the server, with its retries; says whether that failed.
  const readFresh = useCallback(
    () =>
      refreshCart(
        () => storeApi().cart(),
        () => window.dispatchEvent(new Event(CART_REFRESH_FAILED_EVENT)),
      ).then((next) => {
        // In a transition: parts of the page still waiting for their code keep their HTML.
        startTransition(() => {
          setLoadFailed(!next);
          if (next) receive(next);
        });
        return next;
      }),
    [receive],
  );
  const load = useCallback(
    ({ force = false } = {}) =>
      latest.current && !force ? Promise.resolve(latest.current) : readFresh(),
    [readFresh],
  );

  useEffect(() => {
    // Then the real count, from the server.
    if (hasCartCookie()) void readFresh();
    // A page restored from the back-forward cache may hold a cart changed since (another tab,
    // checkout): read it again.
    const restored = (e: PageTransitionEvent) => {
      if (e.persisted && hasCartCookie()) void readFresh();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [readFresh]);

  const value = useMemo(
    () => ({
      count,
      cart,
      drawerOpen,
      setDrawerOpen,
      receive,
      change,
      requesting,
      announcement,
      setAnnouncement,
      load,
      loadFailed,
    }),
    [count, cart, drawerOpen, receive, change, requesting, announcement, load, loadFailed],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart state. */
export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart outside CartProvider');
  return state;
}
