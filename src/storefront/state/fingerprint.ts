/**
 * The device's fingerprint (spec section 9): a hash of what every page can read of the browser
 * (languages, time zone offsets, screen, cores), so that two shoppers behind one address (an office, a
 * phone network) are two visitors to the visitors counter. It is computed when the browser is
 * idle, or 500 ms later where it has no idle callback, never in the page's first work; it is a
 * one-way hash, sent only with analytics consent, and the shop hashes it again with the day's
 * salt: it finds no one, and not tomorrow.
 */

/** The fingerprint waits this long where the browser has no idle callback (spec section 9). */
export const FINGERPRINT_DEFER_MS = 500;

/** What runs deferred: the browser's idle callback, if it has one. */
type IdleHost = { requestIdleCallback?: (run: () => void) => number };

/** Runs `work` when the browser is idle, else FINGERPRINT_DEFER_MS later; answers its result. */
export function deferred<T>(work: () => T, host: IdleHost = globalThis as IdleHost): Promise<T> {
  return new Promise((resolve) => {
    const run = () => resolve(work());
    if (typeof host.requestIdleCallback === 'function') host.requestIdleCallback(run);
    else setTimeout(run, FINGERPRINT_DEFER_MS);
  });
}

/** The browser's traits the fingerprint is made of. */
export function browserTraits(): unknown[] {
  const nav = globalThis.navigator;
  const screen = globalThis.screen;
  return [
    nav?.languages?.join(',') ?? nav?.language ?? '',
    // The time zone by its offsets in winter and summer: reading its name constructs an
    // Intl.DateTimeFormat, 75 ms of a phone's main thread for ICU's calendar data.
    `${new Date(2026, 0, 1).getTimezoneOffset()}/${new Date(2026, 6, 1).getTimezoneOffset()}`,
    screen ? `${screen.width}x${screen.height}x${screen.colorDepth}` : '',
    globalThis.devicePixelRatio ?? 1,
    nav?.hardwareConcurrency ?? 0,
    (nav as { deviceMemory?: number } | undefined)?.deviceMemory ?? 0,
    nav?.maxTouchPoints ?? 0,
    nav?.userAgent ?? '',
  ];
}

/** SHA-256 of the traits, its first 32 hexadecimal characters; none without Web Crypto. */
export async function fingerprintOf(traits: unknown[]): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined; // a page not served over https
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(traits)));
  return Array.from(new Uint8Array(digest).slice(0, 16), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

let computed: Promise<string | undefined> | undefined;

/** This device's fingerprint, computed once, deferred (an idle moment, or 500 ms). */
export function deviceFingerprint(): Promise<string | undefined> {
  computed ??= deferred(browserTraits).then(fingerprintOf, () => undefined);
  return computed;
}
