import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProductDto, CategoryDto } from '../../modules/catalog/types.ts';
import { loadTheme, themeCss } from '../../themes/index.ts';
import type { RenderResult } from '../entry-server.tsx';
import {
  intlTag,
  isRtl,
  loadMessages,
  LOCALES,
  type Locale,
  type Messages,
} from '../i18n/locales.ts';
import { ROUTE_MODULES } from '../routes.tsx';
import type { ShopBoot } from '../state/shop.tsx';
import type { StoreApi } from '../api-client.ts';
import { renderDocument } from './document.ts';
import { pageAssets, type Manifest } from './manifest.ts';
import { serverApi } from './server-api.ts';

/** The server-side entry's render function. */
export type Render = (request: Request, api: StoreApi, boot: ShopBoot) => Promise<RenderResult>;

/** How pages are rendered: the built bundle in production, Vite's module graph in development. */
export interface StorefrontOptions {
  loadRender(): Promise<Render>;
  /** The client build manifest; without it pages are served without scripts (tests). */
  manifest?: Manifest;
  /** In development: extra head scripts and HTML transforms (Vite's client and React refresh). */
  devScripts?: string[];
  transformHtml?(url: string, html: string): Promise<string>;
}

const HTML = 'text/html; charset=utf-8';
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

function pageMeta(
  result: Extract<RenderResult, { kind: 'page' }>,
  shopName: string,
  t: (k: string) => string,
) {
  const data = (
    result.hydration as { loaderData: Record<string, Record<string, unknown> | undefined> }
  ).loaderData;
  switch (result.routeName) {
    case 'product': {
      const product = data.product?.product as ProductDto | undefined;
      if (product) {
        const text = (product.description ?? '')
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
        return { title: `${product.title} – ${shopName}`, description: text.slice(0, 160) };
      }
      break;
    }
    case 'collection': {
      const collection = data.collection?.collection as CategoryDto | undefined;
      if (collection)
        return { title: `${collection.name} – ${shopName}`, description: collection.description };
      break;
    }
    case 'collections':
      return { title: `${t('collections.title')} – ${shopName}`, description: t('footer.tagline') };
    case 'cart':
      return { title: `${t('cart.title')} – ${shopName}`, description: t('footer.tagline') };
    case 'notFound':
      return { title: `${t('notfound.title')} – ${shopName}`, description: t('notfound.text') };
  }
  return { title: shopName, description: t('footer.tagline') };
}

/** Serves the server-rendered storefront for every GET that no other route took. */
export function storefrontPlugin(options: StorefrontOptions) {
  return async (app: FastifyInstance) => {
    const { config } = app;
    const theme = loadTheme(config.SHOP_THEME);
    const css = themeCss(theme);
    const messages = new Map<Locale, Messages>();
    await Promise.all(LOCALES.map(async (l) => messages.set(l, await loadMessages(l))));
    let render: Render | undefined;
    // The chunks of each set of matched pages, worked out once.
    const assetsByPages = new Map<string, ReturnType<typeof pageAssets>>();

    async function handle(req: FastifyRequest, reply: FastifyReply) {
      // In development the module graph may change between requests.
      const currentRender = options.transformHtml
        ? await options.loadRender()
        : (render ??= await options.loadRender());
      const url = new URL(req.url, `${req.protocol}://${req.host}`);
      const request = new Request(url, { method: 'GET', headers: { accept: 'text/html' } });
      const locale = req.locale;
      const boot: ShopBoot = {
        locale,
        intlLocale: intlTag(locale),
        messages: messages.get(locale)!,
        shopName: config.SHOP_NAME,
        currency: config.SHOP_CURRENCY,
        theme: { name: theme.name, settings: theme.settings, templates: theme.templates },
      };
      const result = await currentRender(request, serverApi(app, req, reply), boot);
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);

      const modules = result.routeIds
        .map((id) => ROUTE_MODULES[id])
        .filter((m): m is string => Boolean(m));
      let assets = assetsByPages.get(modules.join());
      if (!assets) {
        assets = options.manifest
          ? pageAssets(options.manifest, modules)
          : { scripts: options.devScripts ?? [], preloads: [], stylesheets: [] };
        assetsByPages.set(modules.join(), assets);
      }
      const meta = pageMeta(result, config.SHOP_NAME, (k) => req.t(k));
      let html = renderDocument({
        lang: boot.intlLocale,
        dir: isRtl(locale) ? 'rtl' : 'ltr',
        theme: theme.name,
        routeName: result.routeName,
        title: meta.title,
        description: meta.description,
        themeCss: css,
        ...assets,
        appHtml: result.html,
        hydration: result.hydration,
        boot,
      });
      if (options.transformHtml) html = await options.transformHtml(req.url, html);

      // Public pages go through the micro-cache (the app's onSend hook), with an ETag.
      const cacheControl =
        result.cache === 'public' && result.status === 200 ? PUBLIC_CACHE : 'private, no-store';
      return reply
        .status(result.status)
        .type(HTML)
        .header('cache-control', cacheControl)
        .send(html);
    }

    app.get('/*', { config: { microCache: true } }, handle);
    app.setNotFoundHandler(async (req, reply) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return reply.status(404).send({ code: 'not_found', message: req.t('error.not_found') });
      }
      return handle(req, reply);
    });
  };
}
