import { sql, type SQL } from 'drizzle-orm';
import { FILTER_PARAM, SORTS, type Sort } from './listing-params.ts';
import { searchWords as searchWordsTable } from './schema.ts';

/**
 * How a product list is filtered and sorted: the collection and search pages' filters (price,
 * availability, option values, vendor, tag) and sorts, read from the URL parameters of
 * `listing-params.ts`, as SQL.
 */

export { FILTER_PARAM, SORTS, type Sort };

/** The filters of a list; amounts in minor units. Empty lists filter nothing. */
export interface ListingFilters {
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  /** true: in stock only; false: sold out only. */
  available?: boolean | undefined;
  /** Per option name, the values any of which a variant must have. */
  options: { name: string; values: string[] }[];
  vendors: string[];
  tags: string[];
}

export const NO_FILTERS: ListingFilters = { options: [], vendors: [], tags: [] };

const MAX_VALUES = 20;
const MAX_OPTIONS = 10;

const list = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v])
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.trim())
    .filter((x) => x.length > 0 && x.length <= 200)
    .slice(0, MAX_VALUES);

/** A decimal amount as minor units; anything else (or a negative) is no bound. */
function amount(v: unknown, digits: number): number | undefined {
  const text = list(v)[0];
  if (!text || !/^\d{1,12}(\.\d{1,4})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 10 ** digits);
}

/**
 * The filters and sort in a query: unknown sorts and malformed values are ignored (the list
 * is shown unfiltered by them), never an error.
 */
export function readListing(
  query: Record<string, unknown>,
  currencyDigits = 2,
): { filters: ListingFilters; sort: Sort } {
  const options: ListingFilters['options'] = [];
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith(FILTER_PARAM.option) || options.length >= MAX_OPTIONS) continue;
    const name = key.slice(FILTER_PARAM.option.length).trim();
    const values = list(value);
    if (name && name.length <= 100 && values.length) options.push({ name, values });
  }
  const availability = list(query[FILTER_PARAM.available])[0];
  const sort = SORTS.find((s) => s === query.sort_by) ?? 'manual';
  return {
    filters: {
      priceMin: amount(query[FILTER_PARAM.priceMin], currencyDigits),
      priceMax: amount(query[FILTER_PARAM.priceMax], currencyDigits),
      available: availability === '1' ? true : availability === '0' ? false : undefined,
      options,
      vendors: list(query[FILTER_PARAM.vendor]),
      tags: list(query[FILTER_PARAM.tag]),
    },
    sort,
  };
}

/** The filter groups a facet count leaves out: its own, so its other values keep their counts. */
export type FacetGroup = 'price' | 'available' | 'vendor' | 'tag' | `option:${string}`;

/**
 * How `products.variant_keys` writes a variant (migration 0007 keeps them): whether its stock
 * allows one, its price in minor units, then each option as name RS value, every field ended
 * by US (the ASCII unit and record separators, which no option name or value holds).
 */
export const VARIANT_KEY = { unit: '\x1f', record: '\x1e' } as const;

/** The groups that filter something (each gets its own facet count). */
export function activeGroups(f: ListingFilters): FacetGroup[] {
  const groups: FacetGroup[] = [];
  if (f.priceMin !== undefined || f.priceMax !== undefined) groups.push('price');
  if (f.available !== undefined) groups.push('available');
  if (f.vendors.length) groups.push('vendor');
  if (f.tags.length) groups.push('tag');
  for (const o of f.options) groups.push(`option:${o.name}`);
  return groups;
}

/** The longest search the shop reads; longer text is cut there. */
export const MAX_SEARCH = 100;

/**
 * A search's words, lower case, without control characters or LIKE metacharacters' meaning,
 * at most 8 words of the first 100 characters.
 */
export function searchWords(q: string): string[] {
  return (
    q
      .slice(0, MAX_SEARCH)
      .toLowerCase()
      .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, ' ')
      .split(/[\s,;:!?()"'[\]{}<>]+/u)
      // A word without a letter or digit ("&", "%") matches nothing in any text: left out.
      .filter((w) => /[\p{L}\p{N}]/u.test(w))
      .slice(0, 8)
  );
}

/**
 * A word with two neighbouring letters swapped, at each place ("sheo": hseo, seho, shoe): the
 * typo trigrams miss in short words. Words of 4 to 12 letters.
 */
export function transpositions(w: string): string[] {
  const letters = [...w];
  if (letters.length < 4 || letters.length > 12) return [];
  const out = new Set<string>();
  for (let i = 0; i < letters.length - 1; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    out.add(swapped.join(''));
  }
  return [...out];
}

/** Text matched literally by LIKE (its `%`, `_` and `\` escaped). */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A word as a full-text prefix term: `'word':*` (no quote or backslash can reach the parser). */
const prefixTerm = (w: string) => `'${w.replace(/['\\]/g, '')}':*`;

/**
 * The condition a product row `p` meets when its search text has every word: as the start of
 * one of its words ("lin" finds linen), or, for words of 4 letters or more, one of the shop's
 * own words near it (trigram word similarity over `search_words`, a few thousand short words:
 * "jaket" finds jacket, "coat" finds raincoat), that word or its start; a word the shop has
 * is widened only to the words that hold it. `loose` also lets a word
 * match with two neighbouring letters swapped ("sheo" finds shoe): for a search that finds
 * nothing otherwise, as a swap can make another real word ("form", "from"). Products are found
 * by full-text search alone, over the GIN index of their search text.
 */
export function searchSql(words: string[], loose = false): SQL {
  const groups = words.map((w) => {
    const own = [w, ...(loose ? transpositions(w) : [])].map(prefixTerm).join(' | ');
    if (w.length < 4) return sql`${`(${own})`}`;
    // A word the shop has (or the start of one) is no typo: its near words are only those that
    // hold it ("coat": raincoat), not those that merely start alike ("shoe": shorts, shoulder).
    const near = sql`(select string_agg(quote_literal(v.word) || ':*', ' | ')
      from ${searchWordsTable} v where ${w} <% v.word
        and (strpos(v.word, ${w}) > 0 or not exists (
          select 1 from ${searchWordsTable} k where k.word like ${`${likeEscape(w)}%`})))`;
    return sql`'(' || ${own} || coalesce(' | ' || ${near}, '') || ')'`;
  });
  return sql`to_tsvector('simple', p.search_text) @@ to_tsquery('simple',
    ${sql.join(groups, sql` || ' & ' || `)})`;
}

/**
 * How well a title answers a search, best first (the ranking of spec: exact title matches
 * first): 0 the exact title, 1 a title that starts with the words, 2 a title that has each word
 * as the start of one of its words, 3 a product found by its other words (vendor, tags).
 */
export function titleRank(title: string, words: string[]): number {
  const t = title.toLowerCase();
  const text = words.join(' ');
  if (t === text) return 0;
  if (t.startsWith(text)) return 1;
  const own = t.split(/[^\p{L}\p{N}]+/u);
  return words.every((w) => own.some((o) => o.startsWith(w))) ? 2 : 3;
}
