/**
 * The loader data a page sends for hydration, written compactly: a list of objects that all
 * have the same keys (a product's variants, its pictures, the footer's links) goes as its keys
 * once and one row of values per object. A 40-variant product wrote its variants' eleven key
 * names forty times: 6 KB of its page. The browser unpacks it before the router reads it.
 */

// A key no schema has: JSON writes it escaped, and it marks a packed list.
const KEYS = '\u0001keys';
const ROWS = '\u0001rows';

type Json = unknown;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** The keys shared by every object of a list (in the same order), or undefined. */
function sharedKeys(list: unknown[]): string[] | undefined {
  if (list.length < 2 || !isPlainObject(list[0])) return undefined;
  const keys = Object.keys(list[0]);
  if (keys.length < 2) return undefined;
  for (const item of list) {
    if (!isPlainObject(item)) return undefined;
    // An undefined value is left out by JSON, and a row cannot leave it out.
    let i = 0;
    for (const key in item) {
      if (key !== keys[i] || item[key] === undefined) return undefined;
      i++;
    }
    if (i !== keys.length) return undefined;
  }
  return keys;
}

/** Packs loader data for the page (lists of like objects as keys and rows). */
export function packHydrationData(value: Json): Json {
  if (Array.isArray(value)) {
    const keys = sharedKeys(value);
    if (!keys) return value.map(packHydrationData);
    const rows = new Array<unknown[]>(value.length);
    for (let r = 0; r < value.length; r++) {
      const item = value[r] as Record<string, unknown>;
      const row = new Array<unknown>(keys.length);
      for (let k = 0; k < keys.length; k++) row[k] = packHydrationData(item[keys[k]!]);
      rows[r] = row;
    }
    return { [KEYS]: keys, [ROWS]: rows };
  }
  if (!isPlainObject(value)) return value;
  const packed: Record<string, unknown> = {};
  for (const key in value) packed[key] = packHydrationData(value[key]);
  return packed;
}

/** The loader data as the server had it, from what packHydrationData wrote (as JSON). */
export function unpackHydrationData(value: Json): Json {
  if (Array.isArray(value)) return value.map(unpackHydrationData);
  if (!isPlainObject(value)) return value;
  const keys = value[KEYS];
  const rows = value[ROWS];
  if (Array.isArray(keys) && Array.isArray(rows) && Object.keys(value).length === 2) {
    return rows.map((row: unknown[]) =>
      Object.fromEntries(keys.map((key: string, i) => [key, unpackHydrationData(row[i])])),
    );
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, unpackHydrationData(item)]),
  );
}
