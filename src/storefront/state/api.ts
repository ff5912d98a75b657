import type { StoreApi } from '../api-client.ts';
import type { ShopBoot } from './shop.tsx';

/**
 * What loaders and actions work with: the StoreApi, the theme, and where they run. On the
 * server, `api` serves every table of calls, which the tables' own accessors (checkoutApi,
 * contentApi ...) take from here; in the browser those make their own clients.
 */
export interface LoaderContext {
  api: StoreApi;
  theme: ShopBoot['theme'];
  /** True on the server: a form posted without JavaScript, answered with a redirect. */
  server: boolean;
}

let browserContext: LoaderContext | undefined;

/** Sets what loaders and components use in the browser. */
export function setBrowserContext(context: LoaderContext) {
  browserContext = context;
}

/**
 * The context of a loader: the server passes its own as the router's request context (the
 * services themselves); in the browser it is the HTTP client.
 */
export function loaderContext(context?: unknown): LoaderContext {
  const fromServer = context as LoaderContext | undefined;
  const found = fromServer?.api ? fromServer : browserContext;
  if (!found) throw new Error('loader context not set');
  return found;
}

/** The StoreApi of a loader's context, or the browser's. */
export const storeApi = (context?: unknown): StoreApi => loaderContext(context).api;
