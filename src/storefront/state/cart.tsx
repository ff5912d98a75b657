import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { CartDto } from '../../modules/cart/contract.ts';
import { storeApi } from './api.ts';

/** Loads the inline cart's code (once): it is not part of the first paint. */
export const loadCartDrawer = () => import('../components/CartDrawer.tsx');

/** The key under which the header's count survives reloads (spec section 3, Shop-wide state). */
export const CART_COUNT_KEY = 'cart_contents_count';

interface CartState {
  count: number;
  cart: CartDto | null;
  drawerOpen: boolean;
  setDrawerOpen(open: boolean): void;
  /** Takes a cart response (from a loader or a call) as the current cart. */
  receive(cart: CartDto): void;
}

const CartContext = createContext<CartState | null>(null);

const hasCartCookie = () =>
  typeof document !== 'undefined' && /(?:^|; )cart_hash=/.test(document.cookie);
const COUNT_EVENT = 'vitrine:cart-count';

// The remembered count lives in local storage: every tab shows the same number, and the server
// (which renders pages without the cart, so they can be cached) shows 0.
function subscribeCount(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(COUNT_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(COUNT_EVENT, onChange);
  };
}
function readCount(): number {
  try {
    if (!hasCartCookie()) return 0;
    const value = Number(localStorage.getItem(CART_COUNT_KEY) ?? 0);
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}
function writeCount(count: number) {
  try {
    localStorage.setItem(CART_COUNT_KEY, String(count));
  } catch {
    // storage may be disabled; this tab still shows the count from its cart
  }
  window.dispatchEvent(new Event(COUNT_EVENT));
}

/** Holds the shopper's cart in the browser: the header count and the drawer. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [cart, setCart] = useState<CartDto | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const remembered = useSyncExternalStore(subscribeCount, readCount, () => 0);
  const count = cart?.cart_contents_count ?? remembered;

  const receive = useCallback((next: CartDto) => {
    setCart(next);
    writeCount(next.cart_contents_count);
  }, []);

  useEffect(() => {
    // Then the real count, from the server.
    if (!hasCartCookie()) return;
    storeApi()
      .cart()
      .then(receive)
      .catch(() => {});
  }, [receive]);

  const value = useMemo(
    () => ({ count, cart, drawerOpen, setDrawerOpen, receive }),
    [count, cart, drawerOpen, receive],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart state. */
export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart outside CartProvider');
  return state;
}
