import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { StoreApi } from './api-client.ts';
import { Providers } from './Providers.tsx';
import { routeName, routes, type RouteHandle } from './routes.tsx';
import type { LoaderContext } from './state/api.ts';
import type { ShopBoot } from './state/shop.tsx';

const handler = createStaticHandler(routes);

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
      /** Matched route ids, deepest last, for preloading their chunks. */
      routeIds: string[];
      cache: RouteHandle['cache'];
    };

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

/** Renders a storefront request with the router's data APIs; loaders get `api` as context. */
export async function render(
  request: Request,
  api: StoreApi,
  boot: ShopBoot,
): Promise<RenderResult> {
  const requestContext: LoaderContext = { api, settings: boot.theme.settings };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <Providers boot={boot}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  const handles = context.matches.map((m) => m.route.handle as RouteHandle | undefined);
  const deepest = handles.filter(Boolean).at(-1);
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    hydration: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
    routeName: routeName(handles, context.statusCode === 404),
    routeIds: context.matches.map((m) => m.route.id),
    cache: context.statusCode >= 400 ? 'private' : (deepest?.cache ?? 'public'),
  };
}
