import { describe, expect, it } from 'vitest';
import { hasExpired, makeEntry, parseEntry, readEntry, writeEntry } from './expiring-entry.ts';

/** Web Storage over a map, as the browser's local and session storage behave. */
class MapStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private readonly full = false) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
}

describe('the expiring storage entry', () => {
  it('holds data, time and expire', () => {
    const storage = new MapStorage();
    writeEntry(storage, 'k', { a: 1 }, 1000, 5_000);
    expect(JSON.parse(storage.getItem('k')!)).toEqual({
      data: { a: 1 },
      time: 5_000,
      expire: 1000,
    });
  });

  it('reads its data within its lifetime and nothing after, forgetting it then', () => {
    const storage = new MapStorage();
    writeEntry(storage, 'k', 'kept', 1000, 10_000);
    expect(readEntry(storage, 'k', 10_500)).toBe('kept');
    expect(readEntry(storage, 'k', 11_500)).toBeNull();
    expect(storage.getItem('k')).toBeNull();
  });

  it('keeps an entry without a lifetime until it is replaced or removed', () => {
    const storage = new MapStorage();
    writeEntry(storage, 'k', 3, 0, 0);
    expect(readEntry(storage, 'k', 10 * 365 * 24 * 3600 * 1000)).toBe(3);
    writeEntry(storage, 'k', null);
    expect(readEntry(storage, 'k')).toBeNull();
  });

  it('still reads values written before entries existed', () => {
    const storage = new MapStorage();
    storage.setItem('notice', 'accepted');
    storage.setItem('choices', '{"7":true}');
    expect(readEntry(storage, 'notice')).toBe('accepted');
    expect(readEntry(storage, 'choices')).toEqual({ 7: true });
    expect(parseEntry(null)).toBeNull();
  });

  it('reads a full or broken storage as nothing and says the write was refused', () => {
    const full = new MapStorage(true);
    expect(writeEntry(full, 'k', 'x', 0)).toBe(false);
    expect(readEntry(full, 'k')).toBeNull();
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(readEntry(broken, 'k')).toBeNull();
  });

  it('counts a negative lifetime as none', () => {
    expect(hasExpired(makeEntry('x', -5, 0), 1e12)).toBe(false);
  });
});
