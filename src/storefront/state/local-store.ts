/**
 * A value kept in local storage, read with `useSyncExternalStore`: every tab and component sees
 * the same, and a change in this tab (or another) tells every subscriber. Storage that is
 * disabled reads as null, and a write then holds for this page only.
 */
export function localStore(key: string) {
  const event = `vitrine:store:${key}`;
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
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    /** Keeps a value (or, with null, forgets it), and tells every subscriber. */
    write(value: string | null) {
      try {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      } catch {
        // storage may be disabled
      }
      window.dispatchEvent(new Event(event));
    },
  };
}
