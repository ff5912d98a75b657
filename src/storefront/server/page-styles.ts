import { IMMUTABLE } from '../../platform/cache-control.ts';
import { etagOf, type CachedResponse } from '../../platform/micro-cache.ts';
import type { Manifest } from './manifest.ts';

/** Where a page's stylesheets are served joined in one file. */
export const STYLES_PATH = '/styles';

const ASSETS = '/assets/';
const SEPARATOR = '~';
const CSS_NAME = /^[\w-]+$/;

/**
 * A page's stylesheets as one file: one request before the first paint instead of one per
 * chunk, instead of carrying them in every page's HTML (20 KB of a product page). Its name
 * lists the built stylesheets it joins (`/styles/entry-client-a1~main-product-b2.css`); they are
 * named by their hashes, so the file never changes under its name (immutable), every page with
 * the same stylesheets shares it, and any instance can answer it.
 */
export function combinedStyles(manifest: Manifest, stylesheetText: (href: string) => string) {
  // Only the client build's own stylesheets may be joined: a name is never a path.
  const known = new Set(
    Object.values(manifest).flatMap((chunk) =>
      (chunk.css ?? []).map((css) => css.replace(/^assets\//, '').replace(/\.css$/, '')),
    ),
  );
  const files = new Map<string, Omit<CachedResponse, 'at'>>();
  return {
    /** The joined stylesheet's URL for a page's stylesheets (`/assets/x.css`), in their order. */
    url(hrefs: string[]): string | undefined {
      const names = hrefs.map((href) => href.slice(ASSETS.length, -'.css'.length));
      return names.length > 0 ? `${STYLES_PATH}/${names.join(SEPARATOR)}.css` : undefined;
    },
    /** The joined stylesheet a file name asks for, or undefined for a name it cannot be. */
    file(file: string): Omit<CachedResponse, 'at'> | undefined {
      const found = files.get(file);
      if (found) return found;
      if (!file.endsWith('.css') || file.length > 2_000) return undefined;
      const names = file.slice(0, -'.css'.length).split(SEPARATOR);
      if (!names.every((name) => CSS_NAME.test(name) && known.has(name))) return undefined;
      const body = Buffer.from(
        names.map((name) => stylesheetText(`${ASSETS}${name}.css`)).join('\n'),
      );
      const joined = {
        contentType: 'text/css; charset=utf-8',
        cacheControl: IMMUTABLE,
        etag: etagOf(body),
        body,
      };
      if (files.size < 1_000) files.set(file, joined);
      return joined;
    },
  };
}
