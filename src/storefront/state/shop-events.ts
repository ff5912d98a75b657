import type { CartDto } from '../../modules/cart/contract.ts';

/**
 * What the shopper does that the shop's analytics hears of (an add to cart, a wishlist's heart,
 * a share), told from the first load's code: kept in a list on the page until the analytics
 * client, which comes a second later (LaterExtras), takes them, then handed over as they come.
 * Nothing is lost in that second, and the first load carries none of the client's code.
 */

/** Fired when something was told: the analytics client takes the list. */
export const SHOP_EVENT = 'vitrine:shop-event';

/** One thing told: its name in the shop's vocabulary, and its parameters. */
export interface ToldEvent {
  name: string;
  /** The page's path when it happened. */
  path: string;
  params: Record<string, string | number | boolean>;
  /** The id the shop gave it (a purchase's), and whether the shop keeps it itself. */
  eventId?: string;
  pixelOnly?: boolean;
  /**
   * A change of the cart: the cart before (null: none) and after. The analytics client makes
   * its adds and removals (cart-changes.ts), so the first load carries none of that code.
   */
  carts?: [Pick<CartDto, 'cart'> | null, Pick<CartDto, 'cart' | 'currency'>];
}

const held = (): ToldEvent[] => {
  const page = window as { __vitrineTold?: ToldEvent[] };
  return (page.__vitrineTold ??= []);
};

/** Tells the shop's analytics of something the shopper did. */
export function tell(
  name: string,
  params: ToldEvent['params'] = {},
  given: Pick<ToldEvent, 'eventId' | 'pixelOnly' | 'carts'> = {},
): void {
  if (typeof window === 'undefined') return;
  // A checkout's page goes by its analytics path (spec section 2), never the cart's address.
  const path = document.body.dataset.analyticsPath ?? window.location.pathname;
  held().push({ name, path, params, ...given });
  window.dispatchEvent(new Event(SHOP_EVENT));
}

/** What was told and not yet taken, in order (the analytics client's). */
export function takeTold(): ToldEvent[] {
  return held().splice(0);
}
