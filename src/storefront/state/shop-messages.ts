import type { StoreAnswer } from './store-answers.ts';

/**
 * The shop-wide messages of spec section 8 (Transport and notices): what the store API's
 * answers say, shown in one place whatever page or call they came from.
 */

/** How a message shows: notices as warnings, errors as errors, success as success. */
export type MessageKind = 'warning' | 'error' | 'success';

/** One message the shopper sees. */
export interface ShopMessage {
  /** Same key, same message: it is shown once, and once closed it stays closed. */
  key: string;
  kind: MessageKind;
  /** The server's words (already in the shopper's language), or ... */
  text?: string;
  /** ... the id of the shop's own message, for the shopper's language. */
  id?: string;
  /** A message about the cart: the cart's next answer replaces it (spec: cart notices). */
  cart: boolean;
  /** How long it shows before it goes by itself; null until the shopper closes it. */
  timeoutMs: number | null;
}

/** The message id of a call the gateway or the browser gave up on (spec section 8, 504). */
export const TIMEOUT_MESSAGE_ID = 'page_error.timeout';

/**
 * How long a success message shows. Warnings and errors stay until closed: a shopper may need
 * them to act (spec section 8: cart notices have no timeout), a success only confirms.
 */
export const SUCCESS_MESSAGE_MS = 6000;

/** Whether a store path is the cart's: `cart`, `cart/*` or `batch_cart`, any method. */
export const isCartPath = (path: string) => /^\/(cart|batch_cart)(\/|\?|$)/.test(path);

// The words of one entry of `notices`, `errors` or `success`: a string, or `{ message }`.
function wordsOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry || undefined;
  const message = (entry as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

// A list of messages: an array, or one string. A record (the field errors of a 422) is not:
// those belong beside their fields, and a boolean `success` is a flag, not a message.
function listOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (!Array.isArray(value)) return [];
  return value.map(wordsOf).filter((w): w is string => w !== undefined);
}

/**
 * What one answer of the store API says to the shopper: a 504 is the timeout message; its
 * `notices` are warnings, its `errors` errors and its `success` success messages. The cart's
 * notices and errors are closable errors with no timeout (spec section 8).
 */
export function messagesOfAnswer(answer: StoreAnswer): ShopMessage[] {
  if (answer.status === 504) {
    return [
      { key: 'timeout', kind: 'error', id: TIMEOUT_MESSAGE_ID, cart: false, timeoutMs: null },
    ];
  }
  const body = (answer.body ?? {}) as Record<string, unknown>;
  const cart = isCartPath(answer.path);
  const of = (said: MessageKind, value: unknown): ShopMessage[] =>
    listOf(value).map((text) => {
      const kind = cart && said === 'warning' ? 'error' : said;
      const timeoutMs = kind === 'success' ? SUCCESS_MESSAGE_MS : null;
      return { key: `${kind}:${text}`, kind, text, cart: cart && kind !== 'success', timeoutMs };
    });
  return [
    ...of('error', body.errors),
    ...of('warning', body.notices),
    ...of('success', body.success),
  ];
}

/**
 * The messages shown now, and what changes them: each answer heard, and the shopper closing
 * one. Read it with `useSyncExternalStore`.
 */
export function createMessageBoard(
  schedule: (go: () => void, ms: number) => void = (go, ms) => void setTimeout(go, ms),
) {
  let shown: readonly ShopMessage[] = [];
  const closed = new Set<string>();
  const listeners = new Set<() => void>();
  const set = (next: readonly ShopMessage[]) => {
    shown = next;
    for (const listener of listeners) listener();
  };
  const remove = (key: string) => {
    if (shown.some((m) => m.key === key)) set(shown.filter((m) => m.key !== key));
  };
  // A cart message comes again with every answer of the cart while it holds: once closed, it
  // stays closed. Any other message shows again when an answer says it again.
  const close = (key: string) => {
    if (shown.some((m) => m.key === key && m.cart)) closed.add(key);
    remove(key);
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    messages: () => shown,
    /** Takes what an answer says: a cart answer replaces the cart's earlier messages. */
    hear(answer: StoreAnswer) {
      const said = messagesOfAnswer(answer);
      const keep =
        isCartPath(answer.path) && answer.status < 400 ? shown.filter((m) => !m.cart) : shown;
      const fresh = said.filter((m) => !closed.has(m.key) && !keep.some((k) => k.key === m.key));
      if (fresh.length === 0 && keep === shown) return;
      set([...keep, ...fresh]);
      for (const m of fresh) {
        if (m.timeoutMs !== null) schedule(() => remove(m.key), m.timeoutMs);
      }
    },
    /**
     * Shows a message a page decides on (a redemption refused, a code copied): a success goes
     * by itself, an error stays until closed.
     */
    tell(kind: MessageKind, text: string) {
      const key = `${kind}:${text}`;
      const timeoutMs = kind === 'success' ? SUCCESS_MESSAGE_MS : null;
      set([...shown.filter((m) => m.key !== key), { key, kind, text, cart: false, timeoutMs }]);
      if (timeoutMs !== null) schedule(() => remove(key), timeoutMs);
    },
    /** The shopper closed a message: it goes (a cart message for the rest of the visit). */
    close,
  };
}

/** The shop's one board of messages in this browser tab. */
export const shopMessages = createMessageBoard();
