/**
 * Shop-wide reads that every page makes (the footer's policies and sibling shops, the
 * collections menu), kept per key (a language) for `ttlMs`, or until their module hears that
 * they changed and calls `forget`. A read that fails is not kept.
 */
export function keptReads<T>(ttlMs: number) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    /** The kept value of `key`, or `read`'s, kept from now. */
    get(key: string, read: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = read();
      const entry = { at: Date.now(), value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    /** Drops every kept value: the next read asks the database. */
    forget() {
      entries.clear();
    },
  };
}

/** How long shop-wide reads are kept when no change is announced (a statement run by hand). */
export const SHOP_READS_TTL_MS = 30_000;
