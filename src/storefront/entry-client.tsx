import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
import { createHttpApi } from './store-calls.ts';
import { setCallTexts, setPageLanguage } from './api-client.ts';
import { isChunkLoadError } from './chunk-load.ts';
import { unpackHydrationData } from './hydration-data.ts';
import { Providers } from './Providers.tsx';
import { routes } from './routes.tsx';
import { loadSectionModule, sectionTypesIn } from './sections/registry.tsx';
import { setBrowserContext } from './state/api.ts';
import { shopMessages } from './state/shop-messages.ts';
import { reportRefused } from './state/error-report.ts';
import { onStoreAnswer } from './state/store-answers.ts';
import type { ShopBoot } from './state/shop.tsx';

declare global {
  interface Window {
    __staticRouterHydrationData?: { loaderData?: Record<string, unknown> };
  }
}

/** The language's messages: a file the browser keeps, preloaded by the page's head. */
async function fetchMessages(url: string): Promise<ShopBoot['messages']> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`messages: ${res.status}`);
  return res.json();
}

/**
 * A part of the page React drew again in the browser rather than take the server's HTML (a
 * hydration that did not match): reported as React does by default (a page error, which the
 * journeys fail on), with where in the page it happened, the inner parts first.
 */
function reportRecovered(error: unknown, info: { componentStack?: string }) {
  const reported = error instanceof Error ? error : new Error(String(error));
  const where = info.componentStack
    ?.split('\n')
    .map((line) => line.trim().replace(/^at /, '').split(' (')[0])
    .filter(Boolean)
    .slice(0, 8)
    .join(' < ');
  if (where) reported.message += ` (in ${where})`;
  reportError(reported);
}

async function start() {
  const sent = JSON.parse(document.getElementById('vitrine-boot')!.textContent!) as Omit<
    ShopBoot,
    'messages'
  >;
  setPageLanguage(sent.locale);
  setBrowserContext({ api: createHttpApi(sent.locale), theme: sent.theme, server: false });
  // The store-wide listener (spec section 7): what any answer says shows in the message area.
  onStoreAnswer((answer) => shopMessages.hear(answer));
  // A 422 the shopper may not be able to mend goes to the shop's error reporting (section 8).
  onStoreAnswer(reportRefused);
  const messages = fetchMessages(sent.messagesUrl);

  // The server rendered these pages and sections: load their modules before hydrating, so the
  // first client render matches the HTML (their chunks are already preloaded).
  const lazyMatches = matchRoutes(routes, window.location, sent.basename || '/')?.filter(
    (m) => m.route.lazy,
  );
  // The server packed its loader data (hydration-data.ts): as it was, before anyone reads it.
  const hydration = window.__staticRouterHydrationData;
  if (hydration?.loaderData) {
    hydration.loaderData = unpackHydrationData(hydration.loaderData) as Record<string, unknown>;
  }
  const loaderData = hydration?.loaderData ?? {};
  await Promise.all([
    ...(lazyMatches ?? []).map(async (m) => {
      try {
        const module = await (m.route.lazy as () => Promise<Record<string, unknown>>)();
        Object.assign(m.route, { ...module, lazy: undefined });
      } catch (error) {
        // The page's code did not come: the router asks for it again, and its failure shows
        // the page's error view with a reload, rather than a page that never wakes up.
        if (!isChunkLoadError(error)) throw error;
      }
    }),
    ...sectionTypesIn(loaderData, 'before-hydration').map(loadSectionModule),
    messages,
  ]);
  const boot: ShopBoot = { ...sent, messages: await messages };
  // A call that got no words from the shop says so in the page's language.
  setCallTexts(boot.messages);

  const router = createBrowserRouter(routes, sent.basename ? { basename: sent.basename } : {});
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a shopper's tap is answered meanwhile); the server's
  // HTML shows and its forms work until then.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <Providers boot={boot}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
      { onRecoverableError: reportRecovered },
    );
  });
}

void start();
