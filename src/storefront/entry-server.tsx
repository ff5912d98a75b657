import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type RouteObject,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { StoreApi } from './api-client.ts';
import type { CheckoutApi } from './checkout-api.ts';
import { packHydrationData } from './hydration-data.ts';
import { pageMeta, type PageMeta, type RouteHandle } from './page.ts';
import { Providers } from './Providers.tsx';
import { routeName } from './page.ts';
import { pageFile, routes } from './routes.tsx';
import { sectionFile, sectionTypesIn, withoutLaterSectionData } from './sections/registry.tsx';
import type { LoaderContext } from './state/api.ts';
import type { ShopBoot } from './state/shop.tsx';

export { browserTheme, loadShopTheme, themeCss } from './theme/load.ts';

// One handler per language prefix (`/de` …): each routes the pages under its basename.
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
function handlerFor(basename: string) {
  let handler = handlers.get(basename);
  if (!handler) {
    handler = createStaticHandler(routes, basename ? { basename } : {});
    handlers.set(basename, handler);
  }
  return handler;
}

/**
 * The routes a page matched, each with the next as its only child: what its static router
 * renders (from the request's matches, not by matching again). The router converts the routes
 * it is given on every request, and all of the shop's cost ~2 % of an uncached product page.
 */
function matchedBranch(matches: StaticHandlerContext['matches']): RouteObject[] {
  let branch: RouteObject[] | undefined;
  for (let i = matches.length - 1; i >= 0; i--) {
    const route = matches[i]!.route;
    branch = [(route.index ? route : { ...route, children: branch }) as RouteObject];
  }
  return branch ?? [];
}

/** The outcome of rendering one request. */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The app's markup, to go inside the root element. */
      html: string;
      /** The loader data for hydration, as React Router's browser router reads it. */
      hydration: unknown;
      routeName: string;
      meta: PageMeta;
      /** The source modules the page runs (its route modules and sections), for preloading. */
      modules: string[];
      /** Sections whose code comes after hydration: their stylesheets only. */
      styleModules: string[];
      /** What a route's loader or action threw (not a response it answered): for the log. */
      failures: unknown[];
      cache: RouteHandle['cache'];
    };

/** What a render needs: the request, the StoreApi of its server request, and the shop. */
export interface RenderInput {
  request: Request;
  api: StoreApi & CheckoutApi;
  boot: ShopBoot;
  t(key: string): string;
}

function serializeErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => {
      if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
      // Never send server error details to the browser.
      return [id, { message: 'Unexpected Server Error', __type: 'Error' }];
    }),
  );
}

/** Renders a storefront request (a page, or a form's post) with the router's data APIs. */
export async function render({ request, api, boot, t }: RenderInput): Promise<RenderResult> {
  const requestContext: LoaderContext = { api, theme: boot.theme, server: true };
  const handler = handlerFor(boot.basename);
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }
  const router = createStaticRouter(matchedBranch(context.matches), context);
  const html = renderToString(
    <Providers boot={boot}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  const handles = context.matches.map((m) => m.route.handle as RouteHandle | undefined);
  const deepest = handles.filter(Boolean).at(-1);
  const notFound = context.statusCode === 404;
  const matches = context.matches.map((m) => ({
    handle: m.route.handle,
    data: context.loaderData[m.route.id],
  }));
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    hydration: {
      loaderData: packHydrationData(withoutLaterSectionData(context.loaderData)),
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
    routeName: routeName(handles, notFound),
    meta: pageMeta(
      matches,
      notFound,
      { shopName: boot.shopName, currency: boot.currency, origin: new URL(request.url).origin },
      t,
    ),
    modules: [
      ...context.matches.map((m) => pageFile(m.route.id)).filter((f): f is string => !!f),
      ...sectionTypesIn(context.loaderData, 'before-hydration').map(sectionFile),
    ],
    styleModules: sectionTypesIn(context.loaderData, 'after-hydration').map(sectionFile),
    failures: Object.values(context.errors ?? {}).filter((e) => !isRouteErrorResponse(e)),
    cache: context.statusCode >= 400 ? 'private' : (deepest?.cache ?? 'public'),
  };
}
