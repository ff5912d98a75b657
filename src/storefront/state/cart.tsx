import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { AddToCartItem, CartDto } from '../../modules/cart/types.ts';
import { storeApi } from './api.ts';

/** The key under which the header's count survives reloads (spec section 3, Shop-wide state). */
export const CART_COUNT_KEY = 'cart_contents_count';

interface CartState {
  count: number;
  cart: CartDto | null;
  drawerOpen: boolean;
  setDrawerOpen(open: boolean): void;
  /** Adds items; resolves with the new cart, rejects with an ApiError. */
  add(items: AddToCartItem[], addType?: string): Promise<CartDto>;
  /** Takes a cart response (from a loader or a call) as the current cart. */
  receive(cart: CartDto): void;
}

const CartContext = createContext<CartState | null>(null);

const hasCartCookie = () =>
  typeof document !== 'undefined' && /(?:^|; )cart_hash=/.test(document.cookie);

/** Holds the shopper's cart in the browser: the header count, the drawer, and adding. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [cart, setCart] = useState<CartDto | null>(null);
  const [count, setCount] = useState(0);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const receive = useCallback((next: CartDto) => {
    setCart(next);
    setCount(next.cart_contents_count);
    try {
      localStorage.setItem(CART_COUNT_KEY, String(next.cart_contents_count));
    } catch {
      // storage may be disabled; the count still shows
    }
  }, []);

  useEffect(() => {
    // Pages are cacheable and carry no cart: show the remembered count, then the real one.
    const remembered = Number(localStorage.getItem(CART_COUNT_KEY) ?? 0);
    if (Number.isFinite(remembered)) setCount(remembered);
    if (!hasCartCookie()) {
      setCount(0);
      return;
    }
    storeApi()
      .cart()
      .then(receive)
      .catch(() => {});
  }, [receive]);

  const add = useCallback(
    async (items: AddToCartItem[], addType?: string) => {
      const next = await storeApi().addToCart(items, addType);
      receive(next);
      return next;
    },
    [receive],
  );

  const value = useMemo(
    () => ({ count, cart, drawerOpen, setDrawerOpen, add, receive }),
    [count, cart, drawerOpen, add, receive],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart state. */
export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart outside CartProvider');
  return state;
}
