import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
import { createHttpApi } from './api-client.ts';
import { Providers } from './Providers.tsx';
import { routes } from './routes.tsx';
import { loadSectionModule, sectionTypesIn } from './sections/registry.tsx';
import { setBrowserContext } from './state/api.ts';
import type { ShopBoot } from './state/shop.tsx';

declare global {
  interface Window {
    __staticRouterHydrationData?: { loaderData?: Record<string, unknown> };
  }
}

async function start() {
  const boot = JSON.parse(document.getElementById('vitrine-boot')!.textContent!) as ShopBoot;
  setBrowserContext({ api: createHttpApi(boot.locale), theme: boot.theme, server: false });

  // The server rendered these pages and sections: load their modules before hydrating, so the
  // first client render matches the HTML (their chunks are already preloaded).
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy);
  const loaderData = window.__staticRouterHydrationData?.loaderData ?? {};
  await Promise.all([
    ...(lazyMatches ?? []).map(async (m) => {
      const module = await (m.route.lazy as () => Promise<Record<string, unknown>>)();
      Object.assign(m.route, { ...module, lazy: undefined });
    }),
    ...sectionTypesIn(loaderData, 'before-hydration').map(loadSectionModule),
  ]);

  const router = createBrowserRouter(routes);
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <Providers boot={boot}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
