import type { ComponentType } from 'react';
import { data, type ShouldRevalidateFunction } from 'react-router';
import { isApiError, serverMessage } from './api-client.ts';

/** What a page tells the shell: its name (spec section 2) and whether shared caches may keep it. */
export interface RouteHandle {
  name: string;
  cache: 'public' | 'private';
  /**
   * The page's own frame instead of the shop's header and footer (the checkout's: the shop, a
   * secure note, the cart, and no links away). It comes with the page's code, not every page's.
   */
  frame?: { Header: ComponentType } | undefined;
}

/**
 * The window event a checkout page's analytics path is announced by (`detail: { path }`); the
 * path is also kept as the body's `data-analytics-path` while the page shows.
 */
export const ANALYTICS_PATH_EVENT = 'vitrine:analytics-path';
/** Sent on window when a quantity above 100 is typed (spec section 5; detail: the number). */
export const INVALID_NUMBER_EVENT = 'vitrine:invalid-number';

/**
 * The route name the shell receives (spec section 2): notFound when the page is a 404, else the
 * name of the deepest matched page. Shared by the server render and the browser.
 */
export function routeName(handles: unknown[], notFound: boolean): string {
  if (notFound) return 'notFound';
  const named = handles.filter((h): h is RouteHandle =>
    Boolean((h as RouteHandle | undefined)?.name),
  );
  return named.at(-1)?.name ?? 'index';
}

/** A page's title, description, canonical path and what sharing and search engines read. */
export interface PageMeta {
  title: string;
  description?: string;
  /** The page's canonical path (the origin is added by the server). */
  canonical?: string;
  /** The picture a shared link shows (Open Graph, Twitter card): a path of the shop. */
  image?: string | null;
  /** The Open Graph type: website unless said. */
  type?: 'website' | 'product' | 'article';
  /** Structured data (schema.org JSON-LD), one script each; URLs in it are absolute. */
  jsonLd?: object[];
  /** Keeps the page out of search engines' indexes (search results). */
  noindex?: boolean;
}

/** What a page's `meta` reads: its loader data, the shop's name, currency and origin, and words. */
export interface MetaArgs<Data> {
  data: Data;
  shopName: string;
  /** The currency prices are in (the shop's). */
  currency: string;
  /** The shop's origin (https://shop.example), for absolute URLs; empty in the browser. */
  origin: string;
  t(key: string): string;
}

/** The facts of the shop every page's meta may read. */
export type MetaShop = Pick<MetaArgs<unknown>, 'shopName' | 'currency' | 'origin'>;

/** A shop path as an absolute URL; as it is when the origin is not known (the browser's title). */
export const absoluteUrl = (path: string, origin: string) =>
  !origin ? path : PLAIN_PATH.test(path) ? origin + path : new URL(path, origin).href;

/**
 * A path the URL parser would give back as it is (no dot segment, nothing it encodes): joined
 * to the origin without parsing, as a product page's pictures and offers are (~1 % of its
 * server time parsed).
 */
const PLAIN_PATH =
  /^\/(?![/\\.])(?:[\w\-.~!$&()*+,;=:@%]|\/(?!\.))*(?:\?[\w\-.~!$&()*+,;=:@%/?]*)?$/;

/** A breadcrumb trail as schema.org BreadcrumbList: each step a name and an absolute URL. */
export function breadcrumbLd(origin: string, trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: absoluteUrl(step.path, origin),
    })),
  };
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
 * What a 404 page says was not found: a page, or a product, whose page says it is no longer
 * available (spec section 8, 404 on product load).
 */
export type Missing = 'page' | 'product';

/**
 * Turns an API 404 into the router's 404, so the page and its status say "not found". An
 * address the API refuses to read (a slug past its length) names nothing either: 404 too.
 */
export async function orNotFound<T>(load: Promise<T>, missing: Missing = 'page'): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) {
      throw notFoundResponse(missing);
    }
    throw error;
  }
}

/** The router's "not found": the page renders the 404 message with status 404. */
export const notFoundResponse = (missing: Missing = 'page') =>
  data({ message: 'not found', missing }, { status: 404 });

/** What a page's error response carries when the server said why the page failed. */
export interface ExplainedError {
  server_message: string;
}

/**
 * Rethrows a page's load failure with the server's message as the router's error response (its
 * status, and the message the page's error view shows: spec section 8, "otherwise the server
 * message"). A failure with no message to show (no answer, a gateway timeout) is rethrown as
 * it is: the error view keeps its own words.
 */
export function withServerMessage(error: unknown): never {
  const message = serverMessage(error);
  if (message === undefined || !isApiError(error)) throw error;
  throw data({ server_message: message } satisfies ExplainedError, { status: error.status });
}

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
  shop: MetaShop,
  t: (key: string) => string,
): PageMeta {
  if (notFound) {
    return {
      title: `${t('notfound.title')} – ${shop.shopName}`,
      description: t('notfound.text'),
      noindex: true,
    };
  }
  for (const match of [...matches].reverse()) {
    const meta = (match.handle as { meta?: PageModule['meta'] } | undefined)?.meta;
    if (meta && match.data) return meta({ data: match.data as never, ...shop, t });
  }
  return { title: shop.shopName, description: t('footer.tagline') };
}
