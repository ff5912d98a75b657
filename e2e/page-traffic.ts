import type { Page, Request } from 'playwright-core';
import { requestsFlushed } from './shop.ts';

// What a page asks for while it settles, for journeys that open many pages quickly (the themes'
// and the languages'): when it is quiet, and whether it asks for one address in a loop.

/** A page's traffic: its requests under way, how many it started, how often each address. */
export interface Traffic {
  pending: Set<Request>;
  started: number;
  /** Requests by address since the page's address changed (or its last check). */
  asked: Map<string, number>;
  /** Called when nothing is under way any more, or a request repeats endlessly. */
  wake: () => void;
}
/** An address asked for more often than this while one page settles is asked in a loop. */
export const LOOP = 10;

/** Starts counting a page's requests. */
export function watchTraffic(page: Page): Traffic {
  const seen: Traffic = { pending: new Set(), started: 0, asked: new Map(), wake: () => {} };
  page.on('request', (r) => {
    // A new document: what the last one left under way is abandoned, not always reported.
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) seen.pending.clear();
    seen.pending.add(r);
    seen.started++;
    const times = (seen.asked.get(r.url()) ?? 0) + 1;
    seen.asked.set(r.url(), times);
    if (times > LOOP) seen.wake();
  });
  const end = (r: Request) => {
    seen.pending.delete(r);
    if (seen.pending.size === 0) seen.wake();
  };
  // Counted from where the page's address changed: the last document's requests are no more.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.asked.clear();
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return seen;
}

/** The addresses the page asked for in a loop (more than LOOP times) since it began. */
export const looping = (seen: Traffic) =>
  [...seen.asked].filter(([, times]) => times > LOOP).map(([url, times]) => `${url} x${times}`);

/**
 * Waits until the page has hydrated (or the layout itself gave up: the root error page never
 * marks the body), then until what it loads after first paint (a section's code, the product
 * page's offers) has come and started nothing more: every request it started has ended, up to
 * 3 s (a background revalidation may stay open far longer). Not `settled`: its idle network
 * costs half a second a page at the least, and these journeys open well over a hundred.
 */
export async function hydrated(page: Page, seen: Traffic) {
  await page
    .locator('body[data-hydrated], main[data-route="error"]')
    .first()
    .waitFor({ state: 'attached' });
  const deadline = Date.now() + 3_000;
  for (;;) {
    const before = seen.started;
    await requestsFlushed(page);
    if (seen.pending.size > 0 && looping(seen).length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        seen.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      seen.wake = () => {};
    }
    // Nothing new but the flush's own marker: the page is quiet. A loop never will be.
    if (seen.started === before + 1 || looping(seen).length > 0 || Date.now() > deadline) break;
  }
}
