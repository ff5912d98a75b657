import type { StoreApi } from '../api-client.ts';

let browserApi: StoreApi | undefined;

/** Sets the StoreApi that loaders and components use in the browser. */
export function setBrowserApi(api: StoreApi) {
  browserApi = api;
}

/**
 * The StoreApi for a loader: the server puts its own into the router's request context; in the
 * browser it is the HTTP client.
 */
export function storeApi(context?: unknown): StoreApi {
  const fromServer = (context as { api?: StoreApi } | undefined)?.api;
  const api = fromServer ?? browserApi;
  if (!api) throw new Error('StoreApi not set');
  return api;
}
