import path from 'node:path';
import { z } from 'zod';

/** The theme names Vitrine ships; SHOP_THEME must be one of them. */
export const THEMES = ['vogue', 'athena', 'venue', 'showtime'] as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An https:// address, or http:// on this machine (a test's own server). */
const HTTPS_OR_LOOPBACK =
  /^(https:\/\/[^\s/?#]+|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?)(\/[^\s?#]*)?$/;
/** A tracker's id or secret, as the vendor gives it. */
const trackerKey = z
  .string()
  .regex(/^[A-Za-z0-9_.:|=-]{1,500}$/, 'must be the key the tracker gave');
/** A tracker's address: https, or http on this machine (a test's receiver). */
const trackerEndpoint = z
  .string()
  .regex(
    HTTPS_OR_LOOPBACK,
    'must be an https:// URL (http:// only on this machine, for a test receiver)',
  );

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Pages rendered at once; more wait their turn in arrival order (0: no limit). */
  RENDER_CONCURRENCY: z.coerce.number().int().min(0).max(1000).default(8),
  DATA_DIR: z.string().min(1).default('./data'),
  SHOP_THEME: z.enum(THEMES).default('vogue'),
  /** A JSON file of theme settings the merchant changes (cart type, currency selector ...). */
  THEME_SETTINGS_FILE: z.string().min(1).optional(),
  SHOP_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')
    .default('USD'),
  SHOP_NAME: z.string().min(1).default('Vitrine'),
  /** The shop's public address, for links in mail (https://shop.example); unset: localhost. */
  SHOP_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, 'must be an origin such as https://shop.example, without a path')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /**
   * How long the process keeps a public page or catalogue answer (the `s-maxage` a CDN is given):
   * every change that shows on a page is announced and forgets the pages it touches sooner.
   * `CATALOG_CACHE_TTL_MS=0` turns it off too (nothing catalogue is kept).
   */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** A header a trusted CDN sets to the visitor's country (cf-ipcountry ...); unset: not read. */
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,60}$/, 'must be a header name such as cf-ipcountry')
    .optional(),
  COOKIE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Social login (an add-on): the OpenID Connect providers a customer may log in with, by the
   * names the merchant gives them ("google,microsoft"); each reads SOCIAL_LOGIN_<NAME>_ISSUER,
   * _CLIENT_ID, _CLIENT_SECRET and an optional _LABEL (see socialProviders). Unset: none.
   */
  SOCIAL_LOGIN: z
    .string()
    .regex(
      /^\s*[a-z][a-z0-9]{0,30}(\s*,\s*[a-z][a-z0-9]{0,30})*\s*$/,
      'must be provider names of lower-case letters and digits, such as google,microsoft',
    )
    .transform((v) => [...new Set(v.split(',').map((p) => p.trim()))])
    .optional(),
  /** The least and the most a cart's goods may cost for checkout, in minor units. */
  CART_TOTAL_MIN: z.coerce.number().int().min(0).default(0),
  CART_TOTAL_MAX: z.coerce.number().int().min(1).default(100_000_000),
  /**
   * Reward points: how many a whole unit of the shop's money paid for goods earns, how many a
   * customer gets once their address is confirmed and once they confirm the newsletter, and how
   * many days an order's points wait
   * (its return window) before they can be spent.
   */
  REWARDS_POINTS_PER_UNIT: z.coerce.number().min(0).max(1000).default(1),
  REWARDS_SIGNUP_POINTS: z.coerce.number().int().min(0).max(1_000_000).default(100),
  REWARDS_NEWSLETTER_POINTS: z.coerce.number().int().min(0).max(1_000_000).default(50),
  REWARDS_PENDING_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** Days without earning or spending after which points expire (0: never), warned this many before. */
  REWARDS_EXPIRY_DAYS: z.coerce.number().int().min(0).max(3650).default(365),
  REWARDS_EXPIRY_WARNING_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** The public key and store hash the rewards widget's points requests carry (spec section 7). */
  REWARDS_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{1,100}$/, 'must be letters, digits, - or _')
    .default('vitrine-rewards'),
  REWARDS_STORE_HASH: z
    .string()
    .regex(/^[\w-]{1,100}$/, 'must be letters, digits, - or _')
    .default('vitrine'),
  /** The countries the country picker shows first, in order (ISO codes: "US,GB,DE"). */
  SHOP_HOT_COUNTRIES: z
    .string()
    .regex(/^\s*[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*\s*$/, 'must be ISO country codes such as US,GB,DE')
    .transform((v) => v.split(',').map((c) => c.trim().toUpperCase()))
    .optional(),
  /**
   * Where postcodes and address suggestions are looked up, in order: `offline` (the built-in
   * data). A geocoder provider adds its name here.
   */
  GEO_PLACE_PROVIDER: z
    .string()
    .regex(/^\s*offline(\s*,\s*offline)*\s*$/, 'must be offline (the only provider built in)')
    .default('offline')
    .transform((v) => [...new Set(v.split(',').map((p) => p.trim()))]),
  /** Where mail goes: an SMTP server (smtp:// or smtps://, with user and password); unset: DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of the shop's mail: an address, or a name and an address ("Shop <shop@example.com>"). */
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an e-mail address')
    .optional(),
  /**
   * The built-in test card gateway's webhooks: where it sends its signed confirmations (a path
   * of this shop is delivered in-process, an http(s) URL over the network), the secret both sides
   * sign them with (unset: a random one per process, enough for in-process delivery), how long
   * after the event each delivery waits, and how many copies it sends (0 none, 2 a duplicate).
   */
  TEST_GATEWAY_WEBHOOK_URL: z
    .string()
    .regex(/^(\/|https?:\/\/)\S*$/, 'must be a path of this shop or an http(s) URL')
    .default('/api/store/payments/webhooks/test_card'),
  TEST_GATEWAY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  TEST_GATEWAY_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(1_000),
  TEST_GATEWAY_WEBHOOK_DELIVERIES: z.coerce.number().int().min(0).max(5).default(1),
  /** How long a test payment that answers "pending" takes to settle. */
  TEST_GATEWAY_SETTLE_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /**
   * The trackers the storefront's events are forwarded to, server-side (spec section 1): each
   * is on when its keys are set; its endpoint is the vendor's (a loopback one for tests).
   */
  GA4_MEASUREMENT_ID: trackerKey.optional(),
  GA4_API_SECRET: trackerKey.optional(),
  GA4_ENDPOINT: trackerEndpoint.default('https://www.google-analytics.com/mp/collect'),
  META_PIXEL_ID: trackerKey.optional(),
  META_ACCESS_TOKEN: trackerKey.optional(),
  META_ENDPOINT: trackerEndpoint.default('https://graph.facebook.com/v21.0'),
  /** Where the browser's beacons go for a Meta pixel without an access token (its fallback). */
  META_PIXEL_ENDPOINT: trackerEndpoint.default('https://www.facebook.com/tr'),
  TIKTOK_PIXEL_CODE: trackerKey.optional(),
  TIKTOK_ACCESS_TOKEN: trackerKey.optional(),
  TIKTOK_ENDPOINT: trackerEndpoint.default(
    'https://business-api.tiktok.com/open_api/v1.3/event/track/',
  ),
  PINTEREST_AD_ACCOUNT_ID: trackerKey.optional(),
  PINTEREST_ACCESS_TOKEN: trackerKey.optional(),
  PINTEREST_ENDPOINT: trackerEndpoint.default('https://api.pinterest.com/v5'),
  /**
   * Countries whose visitors must consent before tracking, besides the EU, the EEA, the UK and
   * Switzerland ("US,CA"); `*` asks every visitor, also those whose country is unknown.
   */
  CONSENT_COUNTRIES: z
    .string()
    .regex(
      /^\s*(\*|[A-Z]{2})(\s*,\s*(\*|[A-Z]{2}))*\s*$/,
      'must be ISO country codes such as US,CA, or *',
    )
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  /** How often the kept events are forwarded to the trackers, in seconds. */
  ANALYTICS_FORWARD_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
});

/** An OpenID Connect provider customers may log in with (SOCIAL_LOGIN). */
export interface SocialProvider {
  /** Its name in the shop's paths (`/api/store/account/social/{id}/start`). */
  id: string;
  /** What its button says after "Continue with" (SOCIAL_LOGIN_<NAME>_LABEL, else the name). */
  label: string;
  /** Its issuer: discovery reads `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /** Unset: a public client (PKCE alone proves the code is the shop's). */
  clientSecret?: string;
}

const providerSchema = z.object({
  ISSUER: z
    .string({ error: "must be set: the provider's issuer URL" })
    .regex(
      HTTPS_OR_LOOPBACK,
      'must be an https:// issuer URL (http:// only on this machine, for a test provider)',
    ),
  CLIENT_ID: z.string({ error: 'must be set: the client id the provider gave the shop' }).max(500),
  CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  LABEL: z.string().min(1).max(40).optional(),
});

/** The providers SOCIAL_LOGIN names, each from its own variables; problems as config lines. */
function socialProviders(
  names: string[] | undefined,
  env: Record<string, string | undefined>,
): { providers: SocialProvider[]; problems: string[] } {
  const providers: SocialProvider[] = [];
  const problems: string[] = [];
  for (const id of names ?? []) {
    const prefix = `SOCIAL_LOGIN_${id.toUpperCase()}_`;
    const parsed = providerSchema.safeParse(
      Object.fromEntries(
        Object.keys(providerSchema.shape)
          .map((key) => [key, env[prefix + key]])
          .filter(([, v]) => v !== undefined && v !== ''),
      ),
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = prefix + String(issue.path[0] ?? '');
        problems.push(`  ${key}=${JSON.stringify(env[key] ?? '')}: ${issue.message}`);
      }
      continue;
    }
    const { ISSUER, CLIENT_ID, CLIENT_SECRET, LABEL } = parsed.data;
    providers.push({
      id,
      label: LABEL ?? id.charAt(0).toUpperCase() + id.slice(1),
      issuer: ISSUER,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
    });
  }
  return { providers, problems };
}

/** The validated process configuration. */
export type Config = z.infer<typeof configSchema> & {
  dataDir: string;
  socialLogin: SocialProvider[];
};

/** Thrown when an environment variable has a value Vitrine cannot use. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the configuration from an environment; throws a readable ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      return `  ${key}=${JSON.stringify(env[key] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { CART_TOTAL_MIN: min, CART_TOTAL_MAX: max } = parsed.data;
  if (min > max) {
    throw new ConfigError(
      `Invalid configuration: CART_TOTAL_MIN=${min} is above CART_TOTAL_MAX=${max}; the least a cart may total must not pass the most.`,
    );
  }
  const social = socialProviders(parsed.data.SOCIAL_LOGIN, input);
  if (social.problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${social.problems.join('\n')}`);
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    socialLogin: social.providers,
  };
}
