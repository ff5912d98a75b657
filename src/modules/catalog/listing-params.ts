/**
 * The URL parameters of a product list's filters and sorts, named as the best storefronts name
 * them (`filter.v.option.Color=Red`, `filter.p.vendor=...`, `sort_by=price-ascending`), so a
 * filtered page is a plain link that works without JavaScript. Shared by the server, which reads
 * them, and the pages, which write them; no database code here.
 */

/** The sorts a list offers; `manual` is the merchant's order ("featured"). */
export const SORTS = [
  'manual',
  'best-selling',
  'price-ascending',
  'price-descending',
  'created-descending',
] as const;
export type Sort = (typeof SORTS)[number];

/** The URL parameters of the filters. */
export const FILTER_PARAM = {
  priceMin: 'filter.v.price.gte',
  priceMax: 'filter.v.price.lte',
  available: 'filter.v.availability',
  option: 'filter.v.option.',
  vendor: 'filter.p.vendor',
  tag: 'filter.p.tag',
} as const;

/** The longest value a filter takes, and how many values one filter takes (else a 422). */
export const MAX_FILTER_VALUE_LENGTH = 200;
export const MAX_FILTER_VALUES = 50;

/** Whether a URL parameter is one of the list's (a filter or the sort), kept across its pages. */
export const isListingParam = (key: string) => key === 'sort_by' || key.startsWith('filter.');
