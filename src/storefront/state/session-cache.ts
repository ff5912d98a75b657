/** Reads a value kept in session storage for the visit; null when absent or unreadable. */
export function readSession<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Keeps a value in session storage for the visit. */
export function writeSession(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage may be disabled: the value is fetched again next time
  }
}

/**
 * A value asked of the API once per visit: from session storage when there (and `usable`),
 * else fetched and kept. A failed fetch is not kept.
 */
export async function oncePerVisit<T>(
  key: string,
  fetchValue: () => Promise<T>,
  usable: (value: T) => boolean = () => true,
): Promise<T> {
  const kept = readSession<T>(key);
  if (kept !== null && usable(kept)) return kept;
  const value = await fetchValue();
  writeSession(key, value);
  return value;
}
