import type { FastifyInstance } from 'fastify';
import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { invalidField } from '../../platform/errors.ts';
import { localizedPath } from '../../platform/locales.ts';
import { LANGUAGE_PATH, UI_LANGUAGES } from '../i18n/languages.ts';
import { ownOriginOnly } from './form-origin.ts';

/** How long the language choice is kept: until next year (spec section 9, Storage). */
const A_YEAR_S = 365 * 24 * 60 * 60;

/** Only a path of this shop: never another site (`//host`, `/\host`) or a full URL. */
function localPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  return /^\/(?![/\\])/.test(value) ? value : '/';
}

/**
 * The language selector's form (checklist S2-56, S2-87): sets the `locale` cookie for a year
 * and sends the shopper back to the page they were on, now under that language's URL. An unknown
 * language is a 422 and sets nothing.
 */
export function registerLanguageRoute(app: FastifyInstance) {
  app.post(
    LANGUAGE_PATH,
    { schema: { hide: true }, preHandler: ownOriginOnly },
    async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const chosen = UI_LANGUAGES.find((l) => l.locale === body.locale);
      reply.header('cache-control', PRIVATE_NO_STORE);
      if (!chosen) throw invalidField('invalid_locale', 'locale');
      return reply
        .setCookie('locale', chosen.locale, {
          path: '/',
          maxAge: A_YEAR_S,
          expires: new Date(Date.now() + A_YEAR_S * 1000),
          sameSite: 'lax',
          secure: req.protocol === 'https',
        })
        .redirect(localizedPath(chosen.locale, localPath(body.return_to)), 303);
    },
  );
}
