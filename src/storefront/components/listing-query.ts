import type { ProductListInput } from '../../modules/catalog/contract.ts';
import {
  isListingParam,
  MAX_FILTER_VALUE_LENGTH,
  MAX_FILTER_VALUES,
  SORTS,
} from '../../modules/catalog/listing-params.ts';

/** The page number in a URL: a whole number from 1, else 1. */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * What a list page passes on to the API from its URL: the page, the sort and every filter
 * (repeated filters as lists). Other parameters stay behind, and so does a value the API would
 * refuse (an unknown sort, a value too long, past the number of values a filter takes): the
 * shopper sees the list without it rather than an error.
 */
export function listingQuery(url: URL): ProductListInput {
  const query: ProductListInput = { page: pageOf(url) };
  for (const key of new Set(url.searchParams.keys())) {
    if (!isListingParam(key)) continue;
    const values = url.searchParams
      .getAll(key)
      .filter((v) =>
        key === 'sort_by' ? SORTS.includes(v as never) : v.length <= MAX_FILTER_VALUE_LENGTH,
      )
      .slice(0, key === 'sort_by' ? 1 : MAX_FILTER_VALUES);
    if (values.length > 0) query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/** A list's URL with one filter value taken away (or whole parameters, without a value). */
export function withoutFilter(pathname: string, search: string, keys: string[], value?: string) {
  const params = new URLSearchParams(search);
  params.delete('page');
  for (const key of keys) {
    if (value === undefined) params.delete(key);
    else params.delete(key, value);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A list's URL with every filter taken away (the sort and a search's words stay). */
export function withoutFilters(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (key === 'page' || key.startsWith('filter.')) params.delete(key);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
