import { lazyPart } from './lazy-part.tsx';
// The parts are in the page before their code: their styles come with the page's.
import './CurrencySelector.css';
import './Footer.css';
import './LanguageMenu.css';

/**
 * The parts of the layout a shopper uses after the page has shown (the header's currency and
 * language pickers, the footer with its language picker): rendered with every page, their code
 * comes after the first load and hydrates them when it arrives (1.8 KB gzip of every page's
 * first load; the footer's links work as links meanwhile). The layout's loader preloads them, so the
 * server and a page loaded in the browser render them at once.
 */
export const currencySelector = lazyPart(() =>
  import('./CurrencySelector.tsx').then((module) => module.CurrencySelector),
);
export const languageSelector = lazyPart(() =>
  import('./LanguageSelector.tsx').then((module) => module.LanguageSelector),
);
export const languageMenu = lazyPart(() =>
  import('./LanguageSelector.tsx').then((module) => module.LanguageMenu),
);
export const footer = lazyPart(() => import('./Footer.tsx').then((module) => module.Footer));

/** The footer's language selector, where the header's menu leads before the page is hydrated. */
export const FOOTER_LANGUAGE = 'footer-language';

/** Loads the layout's later parts. */
export const preloadLayoutParts = () =>
  Promise.all([
    currencySelector.preload(),
    languageSelector.preload(),
    languageMenu.preload(),
    footer.preload(),
  ]);
