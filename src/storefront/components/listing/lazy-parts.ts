import { lazyPart } from '../lazy-part.tsx';
// The parts are in the page before their code: their styles come with the page's.
import '../Pagination.css';

/**
 * The parts of a list that the shopper uses after looking at it: rendered with the page, their
 * code comes after the first load and hydrates them when it arrives (the filter panel and the
 * pager are 1.4 KB gzip of a collection or search page's first load). The list's loader
 * preloads them, so the server and a page loaded in the browser render them at once.
 */
export const filterPanel = lazyPart(() =>
  import('./FilterPanel.tsx').then((module) => module.FilterPanel),
);
export const pager = lazyPart(() =>
  import('../Pagination.tsx').then((module) => module.Pagination),
);

/** Loads the list's later parts (the filter panel only when the list shows filters). */
export const preloadListParts = (withFilters: boolean) =>
  Promise.all([pager.preload(), withFilters ? filterPanel.preload() : undefined]);
