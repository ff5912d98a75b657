import { browserStorage, readEntry, writeEntry } from './expiring-entry.ts';

/** A stored entry's data as the text a store hands out (older bare JSON values included). */
function asText(data: unknown): string | null {
  if (data === null || data === undefined) return null;
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/**
 * A value kept in local storage as an expiring entry (`expire` ms, 0 for no end), read with
 * `useSyncExternalStore`: every tab and component sees the same, and a change in this tab (or
 * another) tells every subscriber. Storage that is disabled reads as null, and a write then
 * holds for this page only.
 */
export function localStore(key: string, expire = 0) {
  const event = `vitrine:store:${key}`;
  let unkept: string | null = null; // what this page wrote when storage refused it
  return {
    subscribe(onChange: () => void) {
      window.addEventListener('storage', onChange);
      window.addEventListener(event, onChange);
      return () => {
        window.removeEventListener('storage', onChange);
        window.removeEventListener(event, onChange);
      };
    },
    read(): string | null {
      const storage = browserStorage('local');
      return (storage && asText(readEntry(storage, key))) ?? unkept;
    },
    /** Keeps a value (or, with null, forgets it), and tells every subscriber. */
    write(value: string | null) {
      const storage = browserStorage('local');
      unkept = storage && writeEntry(storage, key, value, expire) ? null : value;
      window.dispatchEvent(new Event(event));
    },
  };
}
