/**
 * The expiring storage entry of the shop (data, time, expire): every value the storefront keeps
 * in local or session storage is kept as one, so a value older than its lifetime reads as
 * absent. `time` is when it was written and `expire` its lifetime in milliseconds (0: kept
 * until replaced). A value written before entries existed (a bare string or JSON) is still read.
 */
export interface ExpiringEntry<T = unknown> {
  data: T;
  time: number;
  expire: number;
}

/** Lifetimes used by the shop's stored values. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Wraps a value as an entry written now. */
export function makeEntry<T>(data: T, expire = 0, now = Date.now()): ExpiringEntry<T> {
  return { data, time: now, expire: Math.max(0, expire) };
}

function isEntry(value: unknown): value is ExpiringEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { time, expire } = value as Record<string, unknown>;
  return 'data' in value && typeof time === 'number' && typeof expire === 'number';
}

/** What a stored text holds: its entry, or an entry around an older bare value (never expiring). */
export function parseEntry(raw: string | null): ExpiringEntry | null {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return makeEntry(raw, 0, 0);
  }
  return isEntry(parsed) ? parsed : makeEntry(parsed, 0, 0);
}

/** Whether an entry has outlived its lifetime at `now`. */
export function hasExpired(entry: ExpiringEntry, now = Date.now()): boolean {
  return entry.expire > 0 && now - entry.time >= entry.expire;
}

/** What entries are kept in: local or session storage, or a page's memory. */
export type EntryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Reads an entry's data from a storage; an expired entry is removed and reads as null, and a
 * storage that is disabled or throws reads as null.
 */
export function readEntry(storage: EntryStorage, key: string, now = Date.now()): unknown {
  try {
    const entry = parseEntry(storage.getItem(key));
    if (!entry) return null;
    if (hasExpired(entry, now)) {
      storage.removeItem(key);
      return null;
    }
    return entry.data;
  } catch {
    return null;
  }
}

/** Writes a value as an entry (null removes it); false when the storage refused it. */
export function writeEntry(
  storage: EntryStorage,
  key: string,
  data: unknown,
  expire = 0,
  now = Date.now(),
): boolean {
  try {
    if (data === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(makeEntry(data, expire, now)));
    return true;
  } catch {
    return false;
  }
}

/** The browser's storage of a kind, or null where there is none (the server, a locked-down frame). */
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  // On the server there is no window: answered without throwing (a render asks often).
  if (typeof window === 'undefined') return null;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
