import { browserStorage, readEntry, writeEntry } from './expiring-entry.ts';
import { SHOWN_KEY, unstored, type ShownPage } from './shown-pages.ts';

/**
 * The pages noted until the tracker came, this page's and those of the visit's earlier pages left
 * before their tracker came, in order; forgotten as taken, so none is counted twice.
 */
export function takeShown(): ShownPage[] {
  const storage = browserStorage('session');
  const stored = storage ? readEntry(storage, SHOWN_KEY) : null;
  if (storage) writeEntry(storage, SHOWN_KEY, null);
  const pages = [
    ...(Array.isArray(stored) ? (stored as unknown[]) : []),
    ...unstored.splice(0),
  ] as ShownPage[];
  // What storage gives back is read with care: another script may have written there.
  return pages.filter((page) => typeof page?.pathname === 'string');
}

/**
 * The page views still to send for the pages shown before the tracker came, in order: one per
 * page (a list's filters or pages change its query, not the page), none for checkout's pages
 * (their analytics path is announced instead) and none for the page showing now (`current`),
 * which the tracker counts itself. The page showing now may not be among them: a shopper who
 * went on as the tracker's code arrived is on a page shown after the last one noted.
 */
export function earlierViews(shown: readonly ShownPage[], current: string): string[] {
  let last = shown.length;
  while (last > 0 && shown[last - 1]!.pathname === current) last--;
  const views: string[] = [];
  for (let i = 0; i < last; i++) {
    const page = shown[i]!;
    if (page.checkout || page.pathname === shown[i - 1]?.pathname) continue;
    views.push(page.pathname);
  }
  return views;
}
