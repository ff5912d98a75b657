import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PRIVATE_NO_STORE, PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { AppError } from '../../platform/errors.ts';
import { localePrefix, resolveLocale } from '../../platform/locales.ts';
import { defineOperation, STORE_API } from '../../platform/route.ts';
import { socialProvidersSchema } from './contract.ts';
import { beginSession } from './session-token.ts';
import { SocialLoginError, type PendingLogin, type SocialFailure } from './social-login.ts';

/** Where a provider's login starts and where it comes back (registered at the provider). */
export const SOCIAL_PATH = `${STORE_API}/account/social`;

/** How long a shopper may take at the provider before the shop forgets the login it started. */
const PENDING_SECONDS = 10 * 60;

const SECURE_COOKIE = '__Host-vitrine_social';
const PLAIN_COOKIE = 'vitrine_social';

const pendingSchema = z.object({
  provider: z.string().max(40),
  state: z.string().max(200),
  nonce: z.string().max(200),
  verifier: z.string().max(200),
  locale: z.string().max(10),
  returnTo: z.string().max(500),
});

/** A path of this shop to go back to: `/…`, never `//host` or `/\host`, which leave it. */
const ownPath = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= 500 && /^\/(?![/\\])[^\s\\]*$/.test(value)
    ? value
    : undefined;

/** `GET account/social`: the buttons of the login page (spec section 2, social login add-on). */
export const socialProviders = defineOperation({
  method: 'GET',
  url: '/account/social',
  summary: 'The OpenID Connect providers a customer may log in with (empty: social login off)',
  tags: ['account'],
  schemas: { response: socialProvidersSchema },
  cacheControl: PUBLIC_CATALOG,
  run: async ({ app }) => ({ data: app.socialLogin.list() }),
});

/** The shop's callback at a provider: its own address (SHOP_URL), else the one asked. */
function callbackOf(app: FastifyInstance, req: FastifyRequest, provider: string): string {
  const origin = app.config.SHOP_URL ?? `${req.protocol}://${req.host}`;
  return `${origin}${SOCIAL_PATH}/${provider}/callback`;
}

function cookieName(req: FastifyRequest) {
  return req.protocol === 'https' ? SECURE_COOKIE : PLAIN_COOKIE;
}

/** The login page in the shopper's language, telling why the social login ended there. */
function backToLogin(reply: FastifyReply, locale: string, reason: SocialFailure) {
  const prefix = localePrefix(resolveLocale(locale));
  return reply
    .header('cache-control', PRIVATE_NO_STORE)
    .redirect(`${prefix}/account/login?social_error=${reason}`, 303);
}

/** What a log may say of a failure: its message and its cause's, never a code or a token. */
const detailOf = (error: unknown): string => {
  const cause = error instanceof Error ? error.cause : undefined;
  return [error, cause]
    .filter((e): e is Error => e instanceof Error)
    .map((e) => e.message)
    .join(': ');
};

/** What went wrong, for the login page: the provider's or the shop's, never a 5xx page. */
function failureOf(error: unknown): SocialFailure {
  if (error instanceof SocialLoginError) return error.reason;
  if (error instanceof AppError && error.code === 'social_email_unverified') return 'email';
  return 'failed';
}

/**
 * The two browser steps of a social login: `…/{provider}/start` sends the shopper to the
 * provider (a cookie of 10 minutes, for this path only, keeps the login's checks); the
 * provider sends them back to `…/{provider}/callback`, which logs them in and goes on to
 * where they were headed (`return_to`, a path of this shop; else their account). Whatever
 * goes wrong ends on the login page with a message in their language.
 */
export function registerSocialLogin(app: FastifyInstance) {
  app.get<{ Params: { provider: string }; Querystring: { return_to?: unknown } }>(
    `${SOCIAL_PATH}/:provider/start`,
    async (req, reply) => {
      const { provider } = req.params;
      const locale = req.locale;
      const returnTo = ownPath(req.query.return_to) ?? `${localePrefix(locale)}/account`;
      try {
        const { url, pending } = await app.socialLogin.start(
          provider,
          callbackOf(app, req, provider),
          { locale, returnTo },
        );
        reply.setCookie(
          cookieName(req),
          Buffer.from(JSON.stringify(pending)).toString('base64url'),
          {
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
            secure: req.protocol === 'https',
            maxAge: PENDING_SECONDS,
          },
        );
        return reply.header('cache-control', PRIVATE_NO_STORE).redirect(url.href, 303);
      } catch (error) {
        req.log.warn({ provider, detail: detailOf(error) }, 'social login could not start');
        return backToLogin(reply, locale, failureOf(error));
      }
    },
  );

  app.get<{ Params: { provider: string } }>(
    `${SOCIAL_PATH}/:provider/callback`,
    async (req, reply) => {
      const { provider } = req.params;
      const pending = pendingOf(req);
      reply.clearCookie(cookieName(req), { path: '/', secure: req.protocol === 'https' });
      const locale = pending?.locale ?? req.locale;
      // No login started here in this browser, or another provider's: nothing to finish.
      if (!pending || pending.provider !== provider) return backToLogin(reply, locale, 'expired');
      try {
        const query = req.url.slice(req.url.indexOf('?') + 1 || req.url.length);
        const callbackUrl = new URL(`${callbackOf(app, req, provider)}?${query}`);
        const identity = await app.socialLogin.finish(pending, callbackUrl);
        const { token } = await app.accounts.loginWithIdentity(identity, {
          locale: pending.locale,
          userAgent: req.headers['user-agent'] ?? '',
        });
        await beginSession(req, reply, token, (old) => app.accounts.logout(old));
        return reply.header('cache-control', PRIVATE_NO_STORE).redirect(pending.returnTo, 303);
      } catch (error) {
        req.log.warn({ provider, detail: detailOf(error) }, 'social login refused');
        return backToLogin(reply, locale, failureOf(error));
      }
    },
  );
}

/** The login this browser started, from its cookie; nothing when absent or not ours. */
function pendingOf(req: FastifyRequest): PendingLogin | undefined {
  const raw = req.cookies[SECURE_COOKIE] ?? req.cookies[PLAIN_COOKIE];
  if (!raw || raw.length > 2000) return undefined;
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString()));
    if (!parsed.success) return undefined;
    const returnTo = ownPath(parsed.data.returnTo);
    return returnTo ? { ...parsed.data, returnTo } : undefined;
  } catch {
    return undefined;
  }
}
