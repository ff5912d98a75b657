import path from 'node:path';
import { z } from 'zod';

/** The theme names Vitrine ships; SHOP_THEME must be one of them. */
export const THEMES = ['vogue', 'athena', 'venue', 'showtime'] as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  SHOP_THEME: z.enum(THEMES).default('vogue'),
  /** A JSON file of theme settings the merchant changes (cart type, currency selector ...). */
  THEME_SETTINGS_FILE: z.string().min(1).optional(),
  SHOP_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')
    .default('USD'),
  SHOP_NAME: z.string().min(1).default('Vitrine'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
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
});

/** The validated process configuration. */
export type Config = z.infer<typeof configSchema> & { dataDir: string };

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
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
