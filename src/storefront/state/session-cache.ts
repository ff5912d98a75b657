import { browserStorage, readEntry, writeEntry } from './expiring-entry.ts';

/** Reads a value kept in session storage for the visit; null when absent, expired or unreadable. */
export function readSession<T>(key: string): T | null {
  const storage = browserStorage('session');
  return storage ? (readEntry(storage, key) as T | null) : null;
}

/** Keeps a value in session storage for the visit, or for `expire` ms when that is shorter. */
export function writeSession(key: string, value: unknown, expire = 0) {
  const storage = browserStorage('session');
  // storage may be disabled: the value is fetched again next time
  if (storage) writeEntry(storage, key, value, expire);
}

/**
 * A value asked of the API once per visit (or once per `expire` ms): from session storage when
 * there (and `usable`), else fetched and kept. A failed fetch is not kept.
 */
export async function oncePerVisit<T>(
  key: string,
  fetchValue: () => Promise<T>,
  usable: (value: T) => boolean = () => true,
  expire = 0,
): Promise<T> {
  const kept = readSession<T>(key);
  if (kept !== null && usable(kept)) return kept;
  const value = await fetchValue();
  writeSession(key, value, expire);
  return value;
}
