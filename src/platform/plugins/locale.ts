import fp from 'fastify-plugin';
import type { Translate } from '../i18n.ts';
import { resolveLocale, type Locale } from '../locales.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shopper's language, from X-LANG, else the locale cookie, else en-US. */
    locale: Locale;
    /** Translates a message key into the shopper's language. */
    t: Translate;
  }
}

/** Reads the shopper's language on every request (spec section 7: the X-LANG header). */
export const localePlugin = fp(
  async (app) => {
    const { translator } = app;
    app.decorateRequest('locale', 'en-US');
    app.decorateRequest('t', undefined as unknown as Translate);
    app.addHook('onRequest', (req, _reply, done) => {
      const header = req.headers['x-lang'];
      const locale = resolveLocale(
        (Array.isArray(header) ? header[0] : header) ?? req.cookies?.locale,
      );
      req.locale = locale;
      req.t = (key, values) => translator(locale, key, values);
      done();
    });
  },
  { name: 'vitrine-locale', dependencies: ['@fastify/cookie'] },
);
