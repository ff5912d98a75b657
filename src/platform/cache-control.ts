/** The Cache-Control values Vitrine sends, by what the response holds. */

/** Public catalogue answers: a CDN keeps them a minute and serves them stale while it refreshes. */
export const PUBLIC_CATALOG = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Public pages: as the catalogue, with a longer stale window (a page is cheap to serve stale). */
export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/**
 * A public answer to a request whose language came from its `locale` cookie: the shopper's own
 * browser may keep it (and ask again with its ETag), no shared cache may.
 */
export const PRIVATE_REVALIDATE = 'private, no-cache';

/** Anything personal (carts, accounts) or failed: never stored. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Fingerprinted files whose name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files that may change under the same name (uploaded originals). */
export const PUBLIC_DAY = 'public, max-age=86400';
