import { lazyPart } from './lazy-part.tsx';

/**
 * The header's and footer's pickers, which a shopper opens after the page has shown: rendered
 * with every page, their code comes after the first load and hydrates them when it arrives
 * (1 KB gzip of every page's first load). The layout's loader preloads them, so the server and
 * a page loaded in the browser render them at once.
 */
export const currencySelector = lazyPart(() =>
  import('./CurrencySelector.tsx').then((module) => module.CurrencySelector),
);
export const languageSelector = lazyPart(() =>
  import('./LanguageSelector.tsx').then((module) => module.LanguageSelector),
);

/** Loads the layout's later parts. */
export const preloadLayoutParts = () =>
  Promise.all([currencySelector.preload(), languageSelector.preload()]);
