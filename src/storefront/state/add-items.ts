import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AddToCartInput } from '../../modules/cart/contract.ts';
import { afterAdd } from './after-add.ts';
import { loadCartDrawer, useCart } from './cart.tsx';
import { useShop } from './shop.tsx';

/** What an add from a section says: the refusal's message, or what was added. */
export interface AddStatus {
  text: string;
  error?: boolean;
}

/**
 * Adds items to the cart through the API, from a section of a page (a featured product, a
 * grouped product), then does what the theme says follows an add (spec section 2): the inline
 * cart opens, or the cart page; a refusal is kept as the status to show.
 */
export function useAddItems() {
  const cart = useCart();
  const { theme } = useShop();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState<AddStatus | null>(null);

  async function add(
    items: AddToCartInput['items'],
    addType?: AddToCartInput['addType'],
  ): Promise<boolean> {
    if (adding) return false;
    setAdding(true);
    setStatus(null);
    void loadCartDrawer();
    const { error } = await cart.change((api) =>
      api.addToCart({ items, ...(addType ? { addType } : {}) }),
    );
    setAdding(false);
    if (error) {
      setStatus({ text: error, error: true });
      return false;
    }
    const next = afterAdd(theme.settings);
    if (next === 'inline-cart') cart.setDrawerOpen(true);
    else if (next === 'cart-page') void navigate('/cart');
    return true;
  }

  return { add, adding, status, setStatus };
}
