/**
 * Sends a body that must outlive the page: by the browser's beacon, else by `fetch` with
 * `keepalive`; never throws. A text/plain body goes as it is (no preflight anywhere); another
 * type as a Blob of that type.
 */
export function beaconOrFetch(
  url: string,
  body: string,
  type = 'text/plain;charset=UTF-8',
  nav: Pick<Navigator, 'sendBeacon'> | undefined = globalThis.navigator,
  post: typeof fetch = globalThis.fetch,
): void {
  try {
    const payload = type.startsWith('text/plain') ? body : new Blob([body], { type });
    if (typeof nav?.sendBeacon === 'function' && nav.sendBeacon(url, payload)) return;
  } catch {
    // No Blob or no beacon here: the fetch below.
  }
  void post(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': type },
  }).catch(() => {});
}
