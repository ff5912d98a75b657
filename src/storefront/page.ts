import { data, type ShouldRevalidateFunction } from 'react-router';
import { isApiError } from './api-client.ts';

/** What a page tells the shell: its name (spec section 2) and whether shared caches may keep it. */
export interface RouteHandle {
  name: string;
  cache: 'public' | 'private';
}

/** A page's title, description and canonical path, for the document head. */
export interface PageMeta {
  title: string;
  description?: string;
  /** The page's canonical path (the origin is added by the server). */
  canonical?: string;
}

/** What a page's `meta` reads: its loader data and the shop's words. */
export interface MetaArgs<Data> {
  data: Data;
  shopName: string;
  t(key: string): string;
}

/** What a page module exports (Hydrogen's route modules: loader, meta, component). */
export interface PageModule {
  handle: RouteHandle;
  loader?: (...args: never[]) => unknown;
  action?: (...args: never[]) => unknown;
  meta?: (args: MetaArgs<never>) => PageMeta;
  shouldRevalidate?: ShouldRevalidateFunction;
  Component: React.ComponentType;
}

/**
 * Turns an API 404 into the router's 404, so the page and its status say "not found". An
 * address the API refuses to read (a slug past its length) names nothing either: 404 too.
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) {
      throw notFoundResponse();
    }
    throw error;
  }
}

/** The router's "not found": the page renders the 404 message with status 404. */
export const notFoundResponse = () => data({ message: 'not found' }, { status: 404 });

/** A page's description from its HTML: text only, at most 160 characters. */
export function describe(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);
}

/**
 * The meta of the page being shown: the deepest page's `meta` over its data; the 404 message
 * for a page not found; the shop's own otherwise. Shared by the server render and the browser.
 */
export function pageMeta(
  matches: { handle: unknown; data: unknown }[],
  notFound: boolean,
  shopName: string,
  t: (key: string) => string,
): PageMeta {
  if (notFound) {
    return { title: `${t('notfound.title')} – ${shopName}`, description: t('notfound.text') };
  }
  for (const match of [...matches].reverse()) {
    const meta = (match.handle as { meta?: PageModule['meta'] } | undefined)?.meta;
    if (meta && match.data) return meta({ data: match.data as never, shopName, t });
  }
  return { title: shopName, description: t('footer.tagline') };
}
