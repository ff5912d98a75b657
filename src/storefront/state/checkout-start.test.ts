import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_START_EVENT, REPEATED_START_MS, startCheckout } from './checkout-start.ts';
import { takeTold } from './shop-events.ts';

/** The window's events, by type, as the page would hear them. */
let heard: string[];
beforeEach(() => {
  heard = [];
  vi.stubGlobal('document', { body: { dataset: {} } });
  vi.stubGlobal('window', {
    location: { pathname: '/cart' },
    dispatchEvent: (e: Event) => void heard.push(e.type),
  });
});
afterEach(() => vi.unstubAllGlobals());

const cart = { currency: 'USD', cart_total: 84.5, cart_contents_count: 3 };
// Clicks a minute ahead: after any start this worker's other files made.
const at = (ms: number) => Date.now() + 60_000 + ms;

describe('a checkout start (spec section 4)', () => {
  it("tells one begin_checkout with the cart's total and items, and the checkout-start event", () => {
    startCheckout(cart, at(0));
    expect(takeTold()).toEqual([
      { name: 'begin_checkout', path: '/cart', params: { currency: 'USD', value: 84.5, items: 3 } },
    ]);
    expect(heard).toEqual(['vitrine:shop-event', CHECKOUT_START_EVENT]);
  });

  it('counts a second click within a second as the same start, a later one as a new start', () => {
    const first = at(10_000);
    startCheckout(cart, first);
    startCheckout(cart, first + REPEATED_START_MS - 1);
    expect(takeTold()).toHaveLength(1);
    startCheckout(cart, first + REPEATED_START_MS);
    expect(takeTold()).toHaveLength(1);
    expect(REPEATED_START_MS).toBe(1000);
  });
});
