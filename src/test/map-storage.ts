/** Web Storage over a map, as the browser's local and session storage behave (`full`: refuses writes). */
export class MapStorage implements Storage {
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
