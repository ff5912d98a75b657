/**
 * Payment-provider scripts (a gateway's tokenising script, a wallet's button): loaded, then
 * polled every second until each has loaded or failed; a failure is reported as load_failed, so
 * the payment step can show that method as unavailable (spec sections 4, 8 and 9).
 */

/** How often the tracked scripts are checked (spec section 9: script polling every 1 second). */
export const SCRIPT_POLL_INTERVAL_MS = 1000;

/**
 * How long a script may stay loading before it is given up as load_failed: the same two
 * minutes a chunk of the shop's own code gets (spec section 9, chunk load timeout).
 */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

/** Where a tracked script stands. */
export type ScriptStatus = 'loading' | 'loaded' | 'load_failed';

/** A script being tracked: its name and a way to read its status. */
export interface TrackedScript {
  id: string;
  status(): ScriptStatus;
}

/** The name of the window event a script's outcome is announced by (`detail: { id, status }`). */
export const SCRIPT_EVENT = 'vitrine:payment-script';

/**
 * Checks the scripts every second until each is handled (loaded or failed), reporting each once,
 * as it is found handled; one still loading after the timeout is reported as load_failed.
 * Answers a function that stops the polling.
 */
export function pollScripts(
  scripts: readonly TrackedScript[],
  report: (id: string, status: 'loaded' | 'load_failed') => void,
  { intervalMs = SCRIPT_POLL_INTERVAL_MS, timeoutMs = SCRIPT_LOAD_TIMEOUT_MS } = {},
): () => void {
  const waiting = new Map(scripts.map((s) => [s.id, s]));
  let waited = 0;
  const timer = setInterval(() => {
    waited += intervalMs;
    for (const [id, script] of waiting) {
      const status = script.status();
      if (status === 'loading' && waited < timeoutMs) continue;
      waiting.delete(id);
      report(id, status === 'loaded' ? 'loaded' : 'load_failed');
    }
    if (waiting.size === 0) clearInterval(timer);
  }, intervalMs);
  if (waiting.size === 0) clearInterval(timer);
  return () => clearInterval(timer);
}

/**
 * Adds a provider's script to the page and tracks it: loading until the browser says it
 * loaded or failed (blocked, offline, an error answer).
 */
export function loadScript(id: string, src: string, doc: Document = document): TrackedScript {
  let status: ScriptStatus = 'loading';
  const element = doc.createElement('script');
  element.src = src;
  element.async = true;
  element.dataset.paymentScript = id;
  element.addEventListener('load', () => (status = 'loaded'));
  element.addEventListener('error', () => (status = 'load_failed'));
  doc.head.appendChild(element);
  return { id, status: () => status };
}

/**
 * Loads the payment step's provider scripts and polls them; each outcome is passed to
 * `onStatus` and announced as a window event (a failure as load_failed, S8-58).
 */
export function loadPaymentScripts(
  scripts: readonly { id: string; src: string }[],
  onStatus: (id: string, status: 'loaded' | 'load_failed') => void,
  target: Pick<Window, 'dispatchEvent'> & { document: Document } = window,
): () => void {
  const tracked = scripts.map((s) => loadScript(s.id, s.src, target.document));
  return pollScripts(tracked, (id, status) => {
    onStatus(id, status);
    target.dispatchEvent(new CustomEvent(SCRIPT_EVENT, { detail: { id, status } }));
  });
}
