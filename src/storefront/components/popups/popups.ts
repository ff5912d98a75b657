import type { PopupPage, ShownPopup } from '../../../modules/popups/contract.ts';
import { DAY_MS, type EntryStorage, readEntry, writeEntry } from '../../state/expiring-entry.ts';

/** The kind of page an address is, as popups name them (a language's prefix aside). */
export function pageKind(pathname: string): Exclude<PopupPage, 'all'> {
  const path = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/';
  if (path === '/') return 'home';
  if (path.startsWith('/products/')) return 'product';
  if (path.startsWith('/collections/') || path.startsWith('/search')) return 'collection';
  if (path === '/cart') return 'cart';
  return 'content';
}

/** Where a popup's last showing is kept. */
export const seenKey = (popup: ShownPopup) => `vitrine_popup_${popup.key}`;

/** The storages a popup's showing is kept in: for its days (local), or for the visit. */
export interface SeenStorages {
  local: EntryStorage | null;
  session: EntryStorage | null;
}

const storageOf = (popup: ShownPopup, s: SeenStorages) =>
  popup.every_days > 0 ? s.local : s.session;

/** Whether the shopper saw the popup within its days (or this visit, with none). */
export function seen(popup: ShownPopup, storages: SeenStorages, now = Date.now()): boolean {
  const storage = storageOf(popup, storages);
  // Without storage, never: it would show on every page.
  return !storage || readEntry(storage, seenKey(popup), now) !== null;
}

/** Keeps that the shopper saw the popup now, for its days. */
export function markSeen(popup: ShownPopup, storages: SeenStorages, now = Date.now()): void {
  const storage = storageOf(popup, storages);
  if (storage) writeEntry(storage, seenKey(popup), 1, popup.every_days * DAY_MS, now);
}

/** The popup a page tries: the first for its kind of page that the shopper has not seen. */
export const popupFor = (
  popups: ShownPopup[],
  page: Exclude<PopupPage, 'all'>,
  storages: SeenStorages,
  now = Date.now(),
) =>
  popups.find(
    (p) => (p.pages.includes('all') || p.pages.includes(page)) && !seen(p, storages, now),
  ) ?? null;
