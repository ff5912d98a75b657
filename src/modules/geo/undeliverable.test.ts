import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../platform/app.ts';
import { loadConfig } from '../../platform/config.ts';
import { createTranslator } from '../../platform/i18n.ts';
import type { Locale, Messages } from '../../platform/locales.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { UNDELIVERABLE_POSTCODE } from './codes.ts';
import { geoModule } from './plugin.ts';
import { postcodeUndeliverable } from './service.ts';

const messages = (locale: Locale): Messages =>
  JSON.parse(
    readFileSync(new URL(`../../storefront/i18n/messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Messages;

// Shipping (not this module) decides which postcodes it cannot deliver to; this is the answer it
// gives, checked through a route that refuses every postcode the way shipping will.
let app: FastifyInstance;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data' }),
    database: opened.database,
    translator: createTranslator(
      new Map((['en-US', 'de-DE', 'he-IL'] as const).map((l) => [l, messages(l)])),
    ),
    modules: [
      geoModule,
      async (shipping) => {
        shipping.post('/api/store/cart/shipping', async () => {
          throw postcodeUndeliverable();
        });
      },
    ],
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('a postcode the shop cannot deliver to (spec section 8)', () => {
  it('is a 422 with the postcode message at the postcode field, in each language (S8-09)', async () => {
    const ask = (lang: string) =>
      app.inject({ method: 'POST', url: '/api/store/cart/shipping', headers: { 'x-lang': lang } });
    const english = await ask('en-US');
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual({
      code: UNDELIVERABLE_POSTCODE,
      message: 'This postcode cannot be delivered.',
      errors: { 'shipping_address.zip': 'This postcode cannot be delivered.' },
    });
    expect((await ask('de-DE')).json().message).toBe(
      'An diese Postleitzahl kann nicht geliefert werden.',
    );
    expect((await ask('he-IL')).json().message).toBe('לא ניתן לשלוח למיקוד זה.');
  });
});
