/**
 * Payment-provider scripts (a gateway's tokenising script, a wallet's button): loaded, then
 * polled every second until each has loaded or failed; a failure is reported as load_failed, so
 * the payment step can show that method as unavailable (spec sections 4, 8 and 9).
 */

import type { EventName } from '../../modules/analytics/contract.ts';
import { track } from './analytics.ts';

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

/** Stops the polling; `check` looks at the scripts now, between two ticks. */
export type ScriptPolling = (() => void) & { check(): void };

/**
 * Checks the scripts every second until each is handled (loaded or failed), reporting each once,
 * as it is found handled; one still loading after the timeout is reported as load_failed.
 * Answers a function that stops the polling (and whose `check` looks at once).
 */
export function pollScripts(
  scripts: readonly TrackedScript[],
  report: (id: string, status: 'loaded' | 'load_failed') => void,
  { intervalMs = SCRIPT_POLL_INTERVAL_MS, timeoutMs = SCRIPT_LOAD_TIMEOUT_MS } = {},
): ScriptPolling {
  const waiting = new Map(scripts.map((s) => [s.id, s]));
  let waited = 0;
  const check = () => {
    for (const [id, script] of waiting) {
      const status = script.status();
      if (status === 'loading' && waited < timeoutMs) continue;
      waiting.delete(id);
      report(id, status === 'loaded' ? 'loaded' : 'load_failed');
    }
    if (waiting.size === 0) clearInterval(timer);
  };
  const timer = setInterval(() => {
    waited += intervalMs;
    check();
  }, intervalMs);
  if (waiting.size === 0) clearInterval(timer);
  return Object.assign(() => clearInterval(timer), { check });
}

/**
 * Adds a provider's script to the page and tracks it: loading until the browser says it
 * loaded or failed (blocked, offline, an error answer), which `onSettled` hears at once.
 */
export function loadScript(
  id: string,
  src: string,
  doc: Document = document,
  onSettled: () => void = () => {},
): TrackedScript {
  let status: ScriptStatus = 'loading';
  const element = doc.createElement('script');
  element.src = src;
  element.async = true;
  element.dataset.paymentScript = id;
  element.addEventListener('load', () => {
    status = 'loaded';
    onSettled();
  });
  element.addEventListener('error', () => {
    status = 'load_failed';
    onSettled();
  });
  doc.head.appendChild(element);
  return { id, status: () => status };
}

/**
 * Loads the payment step's provider scripts and polls them; each outcome is passed to
 * `onStatus` and announced as a window event (a failure as load_failed, S8-58). The browser's
 * own load or error event is reported at once: the card form is usable the moment its script
 * is, not up to a second later (the polling still catches a script that never says).
 */
export function loadPaymentScripts(
  scripts: readonly { id: string; src: string }[],
  onStatus: (id: string, status: 'loaded' | 'load_failed') => void,
  target: Pick<Window, 'dispatchEvent'> & { document: Document } = window,
): () => void {
  // The browser settles a script only after this returns, so `polling` is set by then.
  const settled = () => polling.check();
  const tracked = scripts.map((s) => loadScript(s.id, s.src, target.document, settled));
  const polling = pollScripts(tracked, (id, status) => {
    onStatus(id, status);
    target.dispatchEvent(new CustomEvent(SCRIPT_EVENT, { detail: { id, status } }));
  });
  return polling;
}

/** The analytics event a payment script that did not load is told as (spec sections 7 and 8). */
export const LOAD_FAILED_EVENT = 'load_failed' satisfies EventName;

/**
 * An outcome listener that tells the shop's analytics client of a payment script that failed
 * to load: one load_failed event with the script's name, on the page's analytics path (S8-58).
 */
export function trackLoadFailed(
  path: () => string,
  send: typeof track = track,
): (id: string, status: 'loaded' | 'load_failed') => void {
  return (id, status) => {
    if (status === 'load_failed') send(LOAD_FAILED_EVENT, path(), { script: id });
  };
}
