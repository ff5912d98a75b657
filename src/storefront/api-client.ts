import { STORE_CALL_TIMEOUT_MS, tellStoreAnswer } from './state/store-answers.ts';

// The pages' API is made from the table of store calls (store-calls.ts, createHttpApi there);
// its types are named here too, where the pages look for them.
export type { OfferQuery, StoreApi } from './store-calls.ts';

/** An API failure with the server's code and translated message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Whether a value is an ApiError, by name: the server's renderer and its StoreApi may come from
 * two module graphs in development, where `instanceof` would not see it.
 */
export const isApiError = (error: unknown): error is ApiError =>
  error instanceof Error && error.name === 'ApiError';

/**
 * The message the server gave for a failed call (the answer's `message`, spec section 8), or
 * undefined when there is none to show: no answer at all (the network) or a gateway that gave
 * up (504), where the caller says it in the shopper's language.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === 0 || error.status === 504) return undefined;
  return error.message || undefined;
}

/** The query string of a request, skipping empty values. */
export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null && one !== '') params.append(key, String(one));
    }
  }
  return params.toString();
}

/**
 * What the browser's caller says when the shop gave no words of its own (no answer, a timeout,
 * a gateway's page without a message), in the page's language once its messages came.
 */
const callTexts = {
  timeout: 'Connection timed out, please try again.',
  failed: 'Please try again in a moment.',
};

/** A message without arguments as text: written out, or compiled to its literal parts. */
function plainText(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return undefined;
  const parts = message.map((part: { value?: unknown }) => part?.value);
  return parts.every((p) => typeof p === 'string') ? parts.join('') : undefined;
}

/** Sets the caller's own words from the page's messages (entry-client, before hydrating). */
export function setCallTexts(messages: Readonly<Record<string, unknown>>) {
  callTexts.timeout = plainText(messages['page_error.timeout']) ?? callTexts.timeout;
  callTexts.failed = plainText(messages['page_error.retry']) ?? callTexts.failed;
}

let pageLanguage = 'en-US';

/**
 * The page's language as the shop names it, for X-LANG (no-NO, where the page's `lang` and Intl
 * say nb-NO): set from the page's boot data as the page starts.
 */
export function setPageLanguage(locale: string): void {
  pageLanguage = locale;
}

/** The page's language as the shop names it (setPageLanguage). */
export const pageLanguageOf = (): string => pageLanguage;

/** Whether a call changes the cart: any non-GET call to `cart`, `cart/*` or `batch_cart`. */
export const isCartChange = (path: string, method = 'GET') =>
  method.toUpperCase() !== 'GET' && /^\/(cart|batch_cart)(\/|\?|$)/.test(path);

let cartCallsInFlight = 0;
const cartRequestListeners = new Set<() => void>();

/**
 * The cart-request flag (spec section 4, Request flag): on while any call that changes the cart
 * is in flight, off when all have finished. Read it with `useSyncExternalStore`.
 */
export const cartRequest = {
  inFlight: () => cartCallsInFlight > 0,
  subscribe(listener: () => void) {
    cartRequestListeners.add(listener);
    return () => void cartRequestListeners.delete(listener);
  },
};

function countCartCall(delta: 1 | -1) {
  const before = cartCallsInFlight > 0;
  cartCallsInFlight += delta;
  if (before !== cartCallsInFlight > 0) for (const listener of cartRequestListeners) listener();
}

/**
 * The JSON API's caller for the browser: the shopper's language on every call, errors as
 * ApiError, the cart-request flag raised while a call changes the cart, reads given up after
 * `timeoutMs` (a 504), and every answer under the store's path told to the store-wide listener.
 */
export function createHttpCaller(
  locale: string,
  base = '/api/store',
  { timeoutMs = STORE_CALL_TIMEOUT_MS } = {},
) {
  async function call<T>(path: string, init?: RequestInit): Promise<T> {
    if (!isCartChange(path, init?.method)) return send<T>(path, init);
    countCartCall(1);
    try {
      return await send<T>(path, init);
    } finally {
      countCartCall(-1);
    }
  }
  async function send<T>(path: string, init?: RequestInit): Promise<T> {
    // A path of its own (/api/app/...) is not under the store's API.
    const ownPath = path.startsWith('/api/');
    const method = (init?.method ?? 'GET').toUpperCase();
    const heard = (status: number, body: unknown) => {
      if (!ownPath) tellStoreAnswer({ path, method, status, body });
    };
    const stop = new AbortController();
    const callerAbort = () => stop.abort();
    if (init?.signal?.aborted) stop.abort();
    init?.signal?.addEventListener('abort', callerAbort);
    let timedOut = false;
    const timer =
      method === 'GET'
        ? setTimeout(() => {
            timedOut = true;
            stop.abort();
          }, timeoutMs)
        : undefined;
    let response: Response;
    let body: Record<string, unknown>;
    try {
      response = await fetch(ownPath ? path : `${base}${path}`, {
        // Public answers may be served stale while revalidating (stale-while-revalidate, for a
        // CDN): the shop's own calls always ask the server (a 304 when unchanged), so a shopper
        // never gets back what was true before their own change (a review they just posted).
        cache: 'no-cache',
        ...init,
        signal: stop.signal,
        credentials: 'same-origin',
        headers: {
          'X-LANG': locale,
          ...(init?.body ? { 'content-type': 'application/json' } : {}),
          ...(init?.headers as Record<string, string> | undefined),
        },
      });
      body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      // Given up while the body was still coming: as much a timeout as no answer at all.
      if (timedOut) throw new Error('timed out');
    } catch {
      // The browser giving up is a timeout (504); no answer at all, or the caller's own abort,
      // is a call that did not happen (0) and is not the listener's.
      if (timedOut) {
        heard(504, {});
        throw new ApiError(504, 'timeout', callTexts.timeout);
      }
      throw new ApiError(0, 'network_error', callTexts.timeout);
    } finally {
      clearTimeout(timer);
      init?.signal?.removeEventListener('abort', callerAbort);
    }
    heard(response.status, body);
    if (!response.ok) {
      throw new ApiError(
        response.status,
        String(body.code ?? 'error'),
        // A gateway's own page (no JSON, no message): the shop's words, not the status line's.
        typeof body.message === 'string' && body.message ? body.message : callTexts.failed,
        body.errors as Record<string, string> | undefined,
      );
    }
    return body as T;
  }
  return call;
}

/** The browser's caller of the JSON API (see createHttpCaller). */
export type HttpCaller = ReturnType<typeof createHttpCaller>;
