import { browserStorage, readEntry, writeEntry } from './expiring-entry.ts';

/**
 * The pages a shopper saw before the page views' tracker came (it loads a second after the
 * first page): one who lands from a campaign and goes on within that second still counts the
 * landing page, and keeps its campaign for the order. They are noted in the visit's storage, so
 * a shopper who went on by a whole new page (a link followed before the page had hydrated) has
 * them counted by the next page's tracker (earlier-views.ts). This part runs with the page's
 * first code: it stays this small.
 */

/** A page as it was shown: its address, and whether it is checkout's (tracked by its path). */
export interface ShownPage {
  pathname: string;
  search: string;
  checkout?: boolean | undefined;
}

export const SHOWN_KEY = 'vitrine_shown';
/** Pages older than this, never counted (a tab left before its tracker came), are dropped. */
export const SHOWN_LIFETIME_MS = 30 * 60 * 1000;

/** The pages noted where storage refused them: this page's memory, taken with the stored ones. */
export const unstored: ShownPage[] = [];

/** Notes a page shown before the tracker came (the last twenty are kept). */
export function noteShown(page: ShownPage): void {
  const storage = browserStorage('session');
  const stored = storage && readEntry(storage, SHOWN_KEY);
  const pages = [...(Array.isArray(stored) ? stored : []), page].slice(-20);
  if (!storage || !writeEntry(storage, SHOWN_KEY, pages, SHOWN_LIFETIME_MS)) unstored.push(page);
}
