import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenDto } from '../src/modules/test-gateway/contract.ts';
import { MODULES } from '../src/modules/index.ts';
import type { PaymentEvent } from '../src/modules/payments/provider.ts';
import { buildApp } from '../src/platform/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase, type Database } from '../src/platform/db.ts';
import { createTranslator } from '../src/platform/i18n.ts';
import { loadAllMessages } from '../src/storefront/server/messages.ts';
import { openBrowser, saveScreenshots, seriousViolations, SHOTS } from './shop.ts';

// The shop has no checkout page yet to start a card payment from: the journey runs the API
// and the gateway in this process (a fresh embedded database) and drives the gateway's own
// pages, the token script and the 3-D Secure challenge, in Chromium.
let database: Database;
let app: FastifyInstance;
let url: string;
let browser: BrowserContext;
let page: Page;
const events: PaymentEvent[] = [];
const problems: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  database = await openDatabase({});
  await database.migrate();
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', TEST_GATEWAY_WEBHOOK_DELAY_MS: '0' }),
    database,
    translator: createTranslator(await loadAllMessages()),
    modules: MODULES,
  });
  app.payments.onEvent((e) => void events.push(e));
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  browser = await openBrowser();
  page = await browser.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.close();
});

describe('paying by card at the test gateway', () => {
  it('tokenises the card in the browser: the number goes to the gateway only (S7-74)', async () => {
    const posted: { url: string; body: string }[] = [];
    page.on('request', (r) => posted.push({ url: r.url(), body: r.postData() ?? '' }));
    await page.goto(`${url}/healthz`);
    await page.addScriptTag({ url: '/test-gateway/v1/tokenize.js' });
    const token = await page.evaluate(
      (year) =>
        (
          window as unknown as {
            VitrineTestGateway: { tokenize(card: object): Promise<TokenDto> };
          }
        ).VitrineTestGateway.tokenize({
          number: '4000 0099 0000 0343',
          exp_month: '11',
          exp_year: String(year),
          cvc: '123',
          name: 'Ada Lovelace',
        }),
      new Date().getUTCFullYear() + 1,
    );
    expect(token).toMatchObject({ brand: 'visa', last4: '0343' });
    const refused = await page.evaluate(() =>
      (
        window as unknown as {
          VitrineTestGateway: { tokenize(card: object, lang?: string): Promise<unknown> };
        }
      ).VitrineTestGateway.tokenize(
        { number: '4000009900000344', exp_month: 1, exp_year: 2040, cvc: '1' },
        'de-DE',
      ).catch((e: unknown) => e),
    );
    expect(refused).toMatchObject({
      code: 'card_number_invalid',
      message: 'Die Kartennummer ist ungültig.',
    });
    const withNumber = posted.filter((r) => r.body.includes('0099'));
    expect(withNumber.map((r) => new URL(r.url).pathname)).toEqual([
      '/test-gateway/v1/tokens',
      '/test-gateway/v1/tokens',
    ]);

    // The shop's provider authorizes with the token alone.
    const result = await app.payments.authorize('test_card', {
      reference: 'journey-3ds',
      token: token.id,
      amount: 8950,
      currency: 'USD',
      returnUrl: '/healthz?from=gateway',
    });
    expect(result.status).toBe('requires_action');
    if (result.status !== 'requires_action') return;

    await page.goto(`${url}${result.redirectUrl}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Confirm your payment');
    expect(await page.locator('dd').allTextContents()).toEqual(['$89.50', 'VISA •••• 0343']);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshots(page, 'payments-3ds-challenge', { waitForImages: false });

    // Keyboard: the first button is reachable and passes the check.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Complete verification');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/healthz\?from=gateway&payment_id=tgp_/);
    expect(new URL(page.url()).searchParams.get('payment_id')).toBe(result.paymentId);
    await app.testGateway.idle();
    expect(await app.payments.retrieve('test_card', result.paymentId)).toMatchObject({
      status: 'authorized',
    });
    expect(events.map((e) => [e.type, e.paymentId])).toEqual([['confirmed', result.paymentId]]);

    // Back to the challenge: it is finished, and says so.
    await page.goto(`${url}${result.redirectUrl}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Verification finished');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
