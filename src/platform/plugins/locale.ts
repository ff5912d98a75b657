import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { Translate } from '../i18n.ts';
import { pathLanguage, resolveLocale, type Locale } from '../locales.ts';

/** The language a request's URL prefix named, set on the raw request by `rewriteUrl`. */
const URL_LOCALE = Symbol('urlLocale');
type RawRequest = IncomingMessage & { [URL_LOCALE]?: Locale };

/**
 * The server's `rewriteUrl`: a page under a language's prefix (`/de/products/x`) is routed as
 * the page without it, its language kept for the locale hook below. Other URLs are unchanged.
 */
export function withoutLanguagePrefix(raw: IncomingMessage): string {
  const url = raw.url ?? '/';
  const found = pathLanguage(url);
  if (found.kind !== 'prefixed') return url;
  (raw as RawRequest)[URL_LOCALE] = found.locale;
  return found.rest;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The shopper's language: the URL's prefix, else X-LANG, else the locale cookie, else en-US. */
    locale: Locale;
    /** Whether the URL named the language (a page under `/de/` …): nothing else changes it. */
    localeInUrl: boolean;
    /** Translates a message key into the shopper's language. */
    t: Translate;
  }
}

/** Reads the shopper's language on every request (spec section 7: the X-LANG header). */
export const localePlugin = fp(
  async (app) => {
    const { translator } = app;
    app.decorateRequest('locale', 'en-US');
    app.decorateRequest('localeInUrl', false);
    app.decorateRequest('t', undefined as unknown as Translate);
    app.addHook('onRequest', (req, reply, done) => {
      const fromUrl = (req.raw as RawRequest)[URL_LOCALE];
      if (!fromUrl && (req.method === 'GET' || req.method === 'HEAD')) {
        // `/en/…`, `/sp/…` or an unknown language's prefix: the page where it belongs.
        const found = pathLanguage(req.url);
        if (found.kind === 'misplaced') {
          reply.header('cache-control', 'public, max-age=3600').redirect(found.location, 301);
          return done();
        }
      }
      const header = req.headers['x-lang'];
      const locale =
        fromUrl ??
        resolveLocale((Array.isArray(header) ? header[0] : header) ?? req.cookies?.locale);
      req.locale = locale;
      req.localeInUrl = fromUrl !== undefined;
      req.t = (key, values) => translator(locale, key, values);
      done();
    });
  },
  { name: 'vitrine-locale', dependencies: ['@fastify/cookie'] },
);
