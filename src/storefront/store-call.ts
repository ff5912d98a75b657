import { createHttpCaller, pageLanguageOf, queryString, type HttpCaller } from './api-client.ts';

/**
 * One row of a table of store calls (STORE_CALLS in store-calls.ts; the tables that only some
 * pages use, as CHECKOUT_CALLS in checkout-api.ts): the API route a call reaches and what it sends, with the types of its
 * arguments and its answer. The browser's client (httpApiOf, below) and the server's in-process
 * caller (inProcessApiOf in server/server-api.ts) are both made from the same rows, so a new
 * call is one row. A row is plain data typed from the contracts: no Zod schema and no server
 * code reaches the browser through it.
 */
export interface StoreCall<A extends unknown[] = never[], R = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /api/store, or a path of its own under /api/; `:name` is filled from `params`. */
  path: string;
  /** What the call's arguments send, in the route's own terms. */
  send: (...args: A) => CallInput;
  /** Whether the route answers `{ data }`, of which the call gives `data`. */
  inData: boolean;
  /** Made from the shopper's browser only (files, clicks, reviews): a page's render never does. */
  browserOnly?: boolean;
  /** Sent so that it lands even when the page is left (the browser's `keepalive`). */
  keepalive?: boolean;
  /** The answer's type, named by `answer<T>` or `data<T>`: a type only, never set. */
  answer?: () => R;
}

/** What a call sends: the route's path parameters, query and body. */
export interface CallInput {
  params?: Record<string, string | number>;
  query?: object;
  body?: object;
  /** A file sent as the body, with its own content type (browser only). */
  file?: Blob;
  /** Gives up waiting (the browser's fetch; the server answers at once). */
  signal?: AbortSignal;
}

/** Names the answer of a row whose route answers the value itself. It is never called. */
export function answer<T>(): T {
  throw new Error('a type only');
}

/** Names the answer of a row whose route answers `{ data }`: the call gives `data`. */
export const data = <T>(): T => answer<T>();

/** A call that sends nothing. */
export const nothing = (): CallInput => ({});

/** A call that sends its one argument as the query (`asQuery<ProductListInput>`). */
export const asQuery = <T extends object>(query: T): CallInput => ({ query });

/** A call that sends its one argument as the JSON body (`asBody<AddToCartInput>`). */
export const asBody = <T extends object>(body: T): CallInput => ({ body });

const row =
  (method: StoreCall['method']) =>
  <A extends unknown[], R>(
    path: string,
    send: (...args: A) => CallInput,
    answers: () => R,
    options?: Pick<StoreCall, 'browserOnly' | 'keepalive'>,
  ): StoreCall<A, R> => ({
    method,
    path,
    send,
    inData: answers === data,
    ...options,
  });

/** A row of the table, by the route's method. */
export const get = row('GET');
export const post = row('POST');
export const put = row('PUT');
export const del = row('DELETE');

/** The API a table of calls gives: one method per row, its arguments in, its answer out. */
export type ApiOf<T> = {
  [K in keyof T]: T[K] extends StoreCall<infer A, infer R> ? (...args: A) => Promise<R> : never;
};

/** A table of calls, by the name of the API's method. */
export type CallTable = Record<string, StoreCall<never[], unknown>>;

/** A row's path with its parameters filled in, each encoded as one path segment. */
export function fillPath(path: string, params: CallInput['params'] = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no :${name}`);
    return encodeURIComponent(value);
  });
}

/** How an API made by apiOf runs a call. */
type CallRunner = (
  row: StoreCall<never[], unknown>,
  input: CallInput,
  name: string,
) => Promise<unknown>;

const RUN = Symbol('run');
/** Each table's methods, made once and shared by every API made from it. */
const methodsOf = new WeakMap<CallTable, object>();

/**
 * Builds an API from a table: each method sends its row's input through `run` and gives the
 * answer (its `data` for a route that answers `{ data }`). The server makes one per request:
 * the methods are the table's own, shared (a hundred closures a request measured ~0.7 % of
 * an uncached product page), and only the runner is the request's.
 */
export function apiOf<T extends CallTable>(table: T, run: CallRunner): ApiOf<T> {
  let methods = methodsOf.get(table);
  if (!methods) {
    const made: Record<string, (this: { [RUN]: CallRunner }, ...args: never[]) => unknown> = {};
    for (const [name, call] of Object.entries(table)) {
      made[name] = async function (...args) {
        const answer = await this[RUN](call, call.send(...args), name);
        return call.inData ? (answer as { data: unknown }).data : answer;
      };
    }
    methodsOf.set(table, (methods = made));
  }
  const api = Object.create(methods) as { [RUN]: CallRunner };
  api[RUN] = run;
  return api as unknown as ApiOf<T>;
}

/**
 * An API over HTTP, made from a table of calls: each row's path, query and JSON body, or its
 * file as the body with the file's own type.
 */
export function httpApiOf<T extends CallTable>(table: T, call: HttpCaller): ApiOf<T> {
  return apiOf(table, (row, { params, query, body, file, signal }) => {
    const search = query ? queryString(query) : '';
    const init: RequestInit = { method: row.method };
    if (body) init.body = JSON.stringify(body);
    if (file) {
      init.body = file;
      init.headers = { 'content-type': file.type || 'application/octet-stream' };
    }
    if (signal) init.signal = signal;
    // The click usually opens another tab or leaves, and the count must still land.
    if (row.keepalive) init.keepalive = true;
    return call(`${fillPath(row.path, params)}${search ? `?${search}` : ''}`, init);
  });
}

/**
 * The API of a table that only some pages use, kept out of every other page's first load. A
 * loader or a section passes its context: on the server, its `api` is the request's in-process
 * API, which serves every table (server/server-api.ts). In the browser, the table's own client
 * over HTTP in the page's language, made the first time it is asked for.
 */
export function callsOf<T extends CallTable>(table: T): (context?: unknown) => ApiOf<T> {
  const first = Object.keys(table)[0]!;
  let browser: ApiOf<T> | undefined;
  return (context) => {
    const api = (context as { api?: object } | undefined)?.api;
    if (api && first in api) return api as ApiOf<T>;
    browser ??= httpApiOf(table, createHttpCaller(pageLanguageOf()));
    return browser;
  };
}
