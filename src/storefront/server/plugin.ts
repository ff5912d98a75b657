import { createHash } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE, PRIVATE_NO_STORE, PUBLIC_PAGE } from '../../platform/cache-control.ts';
import { THEMES } from '../../platform/config.ts';
import {
  intlTag,
  isRtl,
  localePrefix,
  localizedPath,
  LOCALES,
  PAGE_LOCALES,
  type Locale,
  type Messages,
} from '../../platform/locales.ts';
import { sendCached, type CachedResponse } from '../../platform/micro-cache.ts';
import { replyNotFound } from '../../platform/route.ts';
import type { RenderInput, RenderResult } from '../entry-server.tsx';
import { compileMessages } from './messages.ts';
import type { ShopBoot } from '../state/shop.tsx';
import type { ThemeFontsOptions } from '../theme/load.ts';
import type { BrowserTheme, Theme } from '../theme/types.ts';
import { priorityImage, renderDocument, scriptJson } from './document.ts';
import { shopFonts } from './fonts.ts';
import { pageAssets, type Manifest } from './manifest.ts';
import { combinedStyles, STYLES_PATH } from './page-styles.ts';
import { ownOriginOnly } from './form-origin.ts';
import { registerLanguageRoute } from './language-route.ts';
import { keepLandingCampaign } from './landing-campaign.ts';
import { serverApi } from './server-api.ts';
import { earlierVersionWarning, readThemeSettings } from './settings-file.ts';
import { concurrencyLimit } from '../../platform/limiter.ts';

/** Where each language's messages are served from (ShopBoot.messagesUrl). */
export const MESSAGES_PATH = '/i18n';

/** What the storefront's server entry (entry-server.tsx, built or loaded by Vite) offers. */
export interface ServerEntry {
  render(input: RenderInput): Promise<RenderResult>;
  loadShopTheme(name: string, settings?: { file: string; json: unknown }): Theme;
  themeCss(theme: Theme, fonts?: ThemeFontsOptions): string;
  browserTheme(theme: Theme): BrowserTheme;
}

/** How pages are rendered: the built bundle in production, Vite's module graph in development. */
export interface StorefrontOptions {
  loadEntry(): Promise<ServerEntry>;
  /** Every locale's messages (as the translator has them). */
  catalogues: ReadonlyMap<Locale, Messages>;
  /** The client build manifest; without it pages are served without scripts (tests). */
  manifest?: Manifest;
  /**
   * A built stylesheet's text by its URL (`/assets/x.css`): given (with the manifest), a page's
   * stylesheets are served joined in one file (STYLES_PATH), one request before its first paint.
   */
  stylesheetText?(href: string): string;
  /** In development: extra head scripts and HTML transforms (Vite's client and React refresh). */
  devScripts?: string[];
  transformHtml?(url: string, html: string): Promise<string>;
}

const HTML = 'text/html; charset=utf-8';

const FORM = 'application/x-www-form-urlencoded';

/** The query parameter (and the visit's cookie) of a theme preview. */
const PREVIEW_PARAM = 'preview_theme';

/** The page in every language the shop speaks, for hreflang (and the default as x-default). */
function languageAlternates(path: string, origin: string) {
  // Parsed once (seventeen URLs parsed measured ~1 % of an uncached product page): a
  // language's prefix before a parsed path is what parsing the prefixed path gives.
  const page = new URL(path, origin);
  return [
    ...PAGE_LOCALES.map((locale) => ({
      hreflang: intlTag(locale),
      href: `${page.origin}${localizedPath(locale, page.pathname)}${page.search}`,
    })),
    { hreflang: 'x-default', href: page.href },
  ];
}

/** A parsed form body back as the URL-encoded text a Request carries. */
function formText(body: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

/**
 * The server-rendered storefront: every GET that no other route took, and the pages' form
 * posts (add to cart without JavaScript). The theme is validated when the plugin starts.
 */
export function storefrontPlugin(options: StorefrontOptions): FastifyPluginAsync {
  return async (app) => {
    await app.register(formbody, { bodyLimit: 16 * 1024 });
    const { config } = app;
    let entry = await options.loadEntry();
    // The live theme, and the others the merchant may preview (`?preview_theme=athena`), each
    // with the merchant's settings. A broken theme file stops the start here, naming the file
    // and the field.
    const merchantSettings = config.THEME_SETTINGS_FILE
      ? readThemeSettings(config.THEME_SETTINGS_FILE)
      : undefined;
    if (merchantSettings?.changes.length) app.log.warn(earlierVersionWarning(merchantSettings));
    const loaded = THEMES.map((name) => entry.loadShopTheme(name, merchantSettings));
    // The themes' fonts, served by the shop; a page declares those of its language's scripts.
    const fonts = shopFonts(loaded);
    fonts.register(app);
    const themes = new Map(
      loaded.map((theme) => {
        // Its CSS in each language: the design, and its families in that language's scripts.
        const css = new Map(
          LOCALES.map((locale) => [locale, entry.themeCss(theme, { locale, url: fonts.url })]),
        );
        return [theme.name, { theme, css }];
      }),
    );
    // The live theme's subscribe_form.need_verify decides whether a subscription waits for its
    // mailed confirmation (spec section 3, Theme options).
    const live = themes.get(config.SHOP_THEME)!.theme;
    app.newsletter?.setNeedVerify(live.settings.subscribe_form.need_verify);
    // Its Pinterest options turn that tracker and its e-commerce events on or off (spec 3).
    app.analytics?.setPinterest({
      track: live.settings.track_pinterest,
      ecommerce: live.settings.track_pinterest_ecommerce,
    });
    /** The theme a request previews, if it is not the live one: asked for, or kept for the visit. */
    const previewOf = (req: FastifyRequest): string | undefined => {
      const asked = (req.query as Record<string, unknown> | undefined)?.[PREVIEW_PARAM];
      const name = typeof asked === 'string' ? asked : req.cookies?.[PREVIEW_PARAM];
      return name && name !== config.SHOP_THEME && themes.has(name) ? name : undefined;
    };
    // A preview is the merchant's own: never answered from the shared cache, never kept in it.
    app.microCache.bypass(
      (req) =>
        previewOf(req) !== undefined ||
        (req.query as Record<string, unknown> | undefined)?.[PREVIEW_PARAM] !== undefined,
    );
    // What a page starts from is the same for every page of a language: built and written as
    // JSON once per language. The parsed messages go in a file of their own (MESSAGES_PATH),
    // named by their hash: the browser keeps it, and no page carries them again.
    // Two per language: under its URL prefix (`/de/…`), and without (a cookie's or X-LANG's).
    const boots = new Map<string, { boot: ShopBoot; json: string }>();
    const messageFiles = new Map<string, Omit<CachedResponse, 'at'>>();
    for (const [locale, catalogue] of options.catalogues) {
      const messages = compileMessages(catalogue);
      const body = JSON.stringify(messages);
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
      const file = `${locale}.${hash}.json`;
      messageFiles.set(file, {
        contentType: 'application/json; charset=utf-8',
        cacheControl: IMMUTABLE,
        etag: `"${hash}"`,
        body: Buffer.from(body),
      });
      const boot: ShopBoot = {
        locale,
        intlLocale: intlTag(locale),
        messages,
        messagesUrl: `${MESSAGES_PATH}/${file}`,
        shopName: config.SHOP_NAME,
        currency: config.SHOP_CURRENCY,
        theme: entry.browserTheme(themes.get(config.SHOP_THEME)!.theme),
        basename: '',
        ...(app.analytics?.pixels.length ? { pixels: app.analytics.pixels } : {}),
        ...(app.analytics?.ga4MeasurementId
          ? { ga4MeasurementId: app.analytics.ga4MeasurementId }
          : {}),
      };
      for (const [name, { theme }] of themes)
        for (const basename of new Set(['', localePrefix(locale)])) {
          const own = { ...boot, theme: entry.browserTheme(theme), basename };
          boots.set(`${name}|${locale}${basename}`, {
            boot: own,
            json: scriptJson({ ...own, messages: undefined }),
          });
        }
    }
    app.get<{ Params: { file: string } }>(
      `${MESSAGES_PATH}/:file`,
      { schema: { hide: true } },
      async (req, reply) => {
        const found = messageFiles.get(req.params.file);
        if (!found) return replyNotFound(req, reply);
        return sendCached(req, reply, found, true);
      },
    );
    const styles =
      options.manifest && options.stylesheetText
        ? combinedStyles(options.manifest, options.stylesheetText)
        : undefined;
    if (styles) {
      // A wildcard: a joined file's name is longer than a route parameter may be.
      app.get<{ Params: { '*': string } }>(
        `${STYLES_PATH}/*`,
        { schema: { hide: true } },
        async (req, reply) => {
          const found = styles.file(req.params['*']);
          if (!found) return replyNotFound(req, reply);
          return sendCached(req, reply, found, true);
        },
      );
    }
    // The chunks of each set of page modules, worked out once.
    const assetsByModules = new Map<
      string,
      ReturnType<typeof pageAssets> & { combinedStylesheet: string | undefined }
    >();
    const development = Boolean(options.transformHtml);
    // Renders taken in turn: a burst of uncached pages finishes in order, not all at the end.
    const inTurn =
      config.RENDER_CONCURRENCY > 0 ? concurrencyLimit(config.RENDER_CONCURRENCY) : null;

    async function handle(req: FastifyRequest, reply: FastifyReply) {
      // In development the module graph may change between requests.
      if (development) entry = await options.loadEntry();
      // The URL as asked for: under a language's prefix, the router's basename takes it off.
      const url = new URL(req.originalUrl, `${req.protocol}://${req.host}`);
      const request =
        req.method === 'POST'
          ? new Request(url, {
              method: 'POST',
              headers: { 'content-type': FORM },
              body: formText(req.body),
            })
          : new Request(url, { method: 'GET', headers: { accept: 'text/html' } });
      const locale = req.locale;
      const preview = previewOf(req);
      const { theme, css } = themes.get(preview ?? config.SHOP_THEME)!;
      const { boot, json: bootJson } = boots.get(
        `${theme.name}|${locale}${req.localeInUrl ? localePrefix(locale) : ''}`,
      )!;
      // `?preview_theme=name` keeps the preview for the visit (a session cookie); an empty one,
      // the live theme's name or an unknown one ends it.
      const asked = (req.query as Record<string, unknown> | undefined)?.[PREVIEW_PARAM];
      if (typeof asked === 'string') {
        if (preview) {
          reply.setCookie(PREVIEW_PARAM, preview, { path: '/', httpOnly: true, sameSite: 'lax' });
        } else reply.clearCookie(PREVIEW_PARAM, { path: '/' });
      }
      const render = () =>
        entry.render({ request, api: serverApi(req, reply), boot, t: (key) => req.t(key) });
      const result = await (inTurn ? inTurn(render) : render());
      if (result.kind === 'page' && result.status >= 500) {
        // A page that fails says why in the log, as an API call does (the error handler).
        for (const err of result.failures) req.log.error({ err }, 'page failed');
        if (result.failures.length === 0) req.log.error({ status: result.status }, 'page failed');
      }
      if (result.kind === 'redirect') {
        return reply
          .header('cache-control', PRIVATE_NO_STORE)
          .redirect(result.location, result.status);
      }

      const key = `${result.modules.join()}|${result.styleModules.join()}`;
      let assets = assetsByModules.get(key);
      if (!assets) {
        const found = options.manifest
          ? pageAssets(options.manifest, result.modules, '/', result.styleModules)
          : {
              scripts: options.devScripts ?? [],
              preloads: [],
              stylesheets: [],
            };
        assets = { ...found, combinedStylesheet: styles?.url(found.stylesheets) };
        assetsByModules.set(key, assets);
      }
      let html = renderDocument({
        lang: boot.intlLocale,
        dir: isRtl(locale) ? 'rtl' : 'ltr',
        theme: theme.name,
        routeName: result.routeName,
        title: result.meta.title,
        description: result.meta.description ?? '',
        // The canonical page is the one under its language's prefix; each language has its own.
        canonical:
          result.meta.canonical &&
          new URL(localizedPath(locale, result.meta.canonical), url.origin).href,
        alternates:
          result.meta.canonical && !result.meta.noindex
            ? languageAlternates(result.meta.canonical, url.origin)
            : undefined,
        share: {
          siteName: boot.shopName,
          type: result.meta.type ?? 'website',
          image: result.meta.image ? new URL(result.meta.image, url.origin).href : undefined,
        },
        jsonLd: result.meta.jsonLd ?? [],
        noindex: result.meta.noindex ?? false,
        themeCss: css.get(locale)!,
        fontPreloads: fonts.preloads(theme, locale),
        // The merchant sees which theme the page shows, and the way back to the live one.
        previewBar: preview
          ? {
              text: req.t('theme.preview', { name: preview }),
              exit: req.t('theme.preview_exit'),
              href: `${url.pathname}?${PREVIEW_PARAM}=`,
            }
          : undefined,
        ...assets,
        appHtml: result.html,
        imagePreload: priorityImage(result.html),
        hydration: result.hydration,
        bootJson,
        messagesUrl: boot.messagesUrl,
      });
      if (options.transformHtml) html = await options.transformHtml(req.url, html);

      // Public pages go through the micro-cache (the platform's onSend hook), with an ETag.
      const cacheControl =
        req.method === 'GET' && result.cache === 'public' && result.status === 200 && !preview
          ? PUBLIC_PAGE
          : PRIVATE_NO_STORE;
      return reply
        .status(result.status)
        .type(HTML)
        .header('cache-control', cacheControl)
        .send(html);
    }

    registerLanguageRoute(app);
    app.get(
      '/*',
      { config: { microCache: true }, schema: { hide: true }, onSend: keepLandingCampaign },
      handle,
    );
    app.post('/*', { schema: { hide: true }, preHandler: ownOriginOnly }, async (req, reply) => {
      // Forms only.
      if (!req.headers['content-type']?.startsWith(FORM)) {
        return reply
          .status(415)
          .send({ code: 'unsupported_media_type', message: req.t('error.unsupported_media_type') });
      }
      return handle(req, reply);
    });
    app.setNotFoundHandler(replyNotFound);
  };
}
