/**
 * The pages a shopper saw before the page views' tracker came (it loads a second after the
 * first page): one who lands from a campaign and goes on within that second still counts the
 * landing page, and keeps its campaign for the order.
 */

/** A page as it was shown: its address, and whether it is checkout's (tracked by its path). */
export interface ShownPage {
  pathname: string;
  search: string;
  checkout?: boolean | undefined;
}

/**
 * The page views still to send for the pages shown before the tracker came, in order: one per
 * page (a list's filters or pages change its query, not the page), none for checkout's pages
 * (their analytics path is announced instead) and none for the page showing now, which the
 * tracker counts itself.
 */
export function earlierViews(shown: readonly ShownPage[]): string[] {
  let last = shown.length;
  while (last > 0 && shown[last - 1]!.pathname === shown.at(-1)!.pathname) last--;
  const views: string[] = [];
  for (let i = 0; i < last; i++) {
    const page = shown[i]!;
    if (page.checkout || page.pathname === shown[i - 1]?.pathname) continue;
    views.push(page.pathname);
  }
  return views;
}
