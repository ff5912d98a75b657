import { describe, expect, it } from 'vitest';
import { MapStorage } from '../../test/map-storage.ts';
import { hasExpired, makeEntry, parseEntry, readEntry, writeEntry } from './expiring-entry.ts';

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
