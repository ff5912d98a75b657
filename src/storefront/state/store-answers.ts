/**
 * The store-wide listener of spec section 7: every answer of a call under /api/store/ is told
 * to the listeners, whatever its path, so one place shows what the server said (section 8).
 */

/** One answer of the store API, as the listener hears it. */
export interface StoreAnswer {
  /** The path under /api/store (`/cart`, `/cart/coupons` ...), query included. */
  path: string;
  method: string;
  /** The HTTP status; 504 also when the browser gave up waiting (STORE_CALL_TIMEOUT_MS). */
  status: number;
  /** The parsed JSON body; `{}` when there was none. */
  body: unknown;
}

/**
 * How long the browser waits for a store API answer to a read (GET) before it gives up and says
 * the connection timed out (spec section 8, 504). The spec gives no figure: 30 s is far above
 * the slowest page's answer here (p99 well under a second), and below the 60 s after which the
 * usual gateways answer 504 themselves, so the shopper hears it from the shop first. Only reads
 * are cut short: a change (an order, a payment) may still be done by the server, and is left
 * to answer.
 */
export const STORE_CALL_TIMEOUT_MS = 30_000;

type Listener = (answer: StoreAnswer) => void;
const listeners = new Set<Listener>();

/** Listens to every store API answer; answers a function that stops listening. */
export function onStoreAnswer(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tells the listeners of one answer (the API client calls it for each). */
export function tellStoreAnswer(answer: StoreAnswer) {
  for (const listener of listeners) {
    try {
      listener(answer);
    } catch {
      // A listener's failure is not the call's: the caller still gets its answer.
    }
  }
}
