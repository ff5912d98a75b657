import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';

import { createHttpApi } from './api-client.ts';
import { Providers } from './Providers.tsx';
import { routes } from './routes.tsx';
import { setBrowserContext } from './state/api.ts';
import type { ShopBoot } from './state/shop.tsx';
import './styles.css';

async function start() {
  const boot = JSON.parse(document.getElementById('vitrine-boot')!.textContent!) as ShopBoot;
  setBrowserContext({ api: createHttpApi(boot.locale), settings: boot.theme.settings });

  // The server rendered these pages: load their lazy modules before hydrating, so the first
  // client render matches the HTML.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy);
  await Promise.all(
    (lazyMatches ?? []).map(async (m) => {
      const module = await (m.route.lazy as () => Promise<Record<string, unknown>>)();
      Object.assign(m.route, { ...module, lazy: undefined });
    }),
  );

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
