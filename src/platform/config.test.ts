import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives working defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SHOP_THEME).toBe('vogue');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('names every bad variable and its value', () => {
    const load = () =>
      loadConfig({ PORT: 'eighty', SHOP_THEME: 'neon', DATABASE_URL: 'mysql://x' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow('PORT="eighty"');
    expect(load).toThrow('SHOP_THEME="neon"');
    expect(load).toThrow('DATABASE_URL="mysql://x"');
  });

  it('refuses a least cart total above the most, naming both in one line', () => {
    const load = () => loadConfig({ CART_TOTAL_MIN: '500', CART_TOTAL_MAX: '100' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /^Invalid configuration: CART_TOTAL_MIN=500 is above CART_TOTAL_MAX=100;[^\n]*$/,
    );
    expect(loadConfig({ CART_TOTAL_MIN: '100', CART_TOTAL_MAX: '100' }).CART_TOTAL_MAX).toBe(100);
  });

  it('trusts proxy headers only when told', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow('TRUST_PROXY="maybe"');
  });

  it('reads the hot countries and the place providers, refusing what it cannot use', () => {
    expect(loadConfig({}).SHOP_HOT_COUNTRIES).toBeUndefined();
    expect(loadConfig({ SHOP_HOT_COUNTRIES: 'de, at,ch' }).SHOP_HOT_COUNTRIES).toEqual([
      'DE',
      'AT',
      'CH',
    ]);
    expect(() => loadConfig({ SHOP_HOT_COUNTRIES: 'Germany' })).toThrow(
      'SHOP_HOT_COUNTRIES="Germany": must be ISO country codes',
    );
    expect(loadConfig({}).GEO_PLACE_PROVIDER).toEqual(['offline']);
    expect(() => loadConfig({ GEO_PLACE_PROVIDER: 'google' })).toThrow(
      'GEO_PLACE_PROVIDER="google"',
    );
  });

  it("reads the test gateway's webhook settings", () => {
    const config = loadConfig({});
    expect(config.TEST_GATEWAY_WEBHOOK_URL).toBe('/api/store/payments/webhooks/test_card');
    expect(config.TEST_GATEWAY_WEBHOOK_DELIVERIES).toBe(1);
    expect(
      loadConfig({ TEST_GATEWAY_WEBHOOK_DELIVERIES: '2' }).TEST_GATEWAY_WEBHOOK_DELIVERIES,
    ).toBe(2);
    expect(() => loadConfig({ TEST_GATEWAY_WEBHOOK_URL: 'ftp://x' })).toThrow(
      'TEST_GATEWAY_WEBHOOK_URL="ftp://x"',
    );
    expect(() => loadConfig({ TEST_GATEWAY_WEBHOOK_SECRET: 'short' })).toThrow(
      'TEST_GATEWAY_WEBHOOK_SECRET="short"',
    );
  });

  it('reads the social login providers, each from its own variables, naming what is missing', () => {
    expect(loadConfig({}).socialLogin).toEqual([]);
    expect(
      loadConfig({
        SOCIAL_LOGIN: 'google, acme',
        SOCIAL_LOGIN_GOOGLE_ISSUER: 'https://accounts.google.com',
        SOCIAL_LOGIN_GOOGLE_CLIENT_ID: 'id-1',
        SOCIAL_LOGIN_GOOGLE_CLIENT_SECRET: 'secret-1',
        SOCIAL_LOGIN_ACME_ISSUER: 'http://127.0.0.1:4000/oidc',
        SOCIAL_LOGIN_ACME_CLIENT_ID: 'id-2',
        SOCIAL_LOGIN_ACME_LABEL: 'Acme staff',
      }).socialLogin,
    ).toEqual([
      {
        id: 'google',
        label: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'id-1',
        clientSecret: 'secret-1',
      },
      {
        id: 'acme',
        label: 'Acme staff',
        issuer: 'http://127.0.0.1:4000/oidc',
        clientId: 'id-2',
        clientSecret: undefined,
      },
    ]);
    const load = () =>
      loadConfig({ SOCIAL_LOGIN: 'google', SOCIAL_LOGIN_GOOGLE_ISSUER: 'http://idp.example' });
    expect(load).toThrow('SOCIAL_LOGIN_GOOGLE_ISSUER="http://idp.example": must be an https://');
    expect(load).toThrow('SOCIAL_LOGIN_GOOGLE_CLIENT_ID="": must be set');
    expect(() => loadConfig({ SOCIAL_LOGIN: 'Google!' })).toThrow('SOCIAL_LOGIN="Google!"');
  });

  it('accepts a PostgreSQL URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/test');
  });

  it('sends mail through an SMTP URL, from an address the shop names', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    const config = loadConfig({
      SMTP_URL: 'smtps://shop:secret@mail.example.com:465',
      MAIL_FROM: 'Vitrine <orders@example.com>',
    });
    expect(config.SMTP_URL).toBe('smtps://shop:secret@mail.example.com:465');
    expect(config.MAIL_FROM).toBe('Vitrine <orders@example.com>');
    expect(loadConfig({ MAIL_FROM: 'orders@example.com' }).MAIL_FROM).toBe('orders@example.com');
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(
      'SMTP_URL="mail.example.com"',
    );
    expect(() => loadConfig({ MAIL_FROM: 'Vitrine' })).toThrow('MAIL_FROM="Vitrine"');
  });
});
