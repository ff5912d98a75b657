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

  it('trusts proxy headers only when told', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow('TRUST_PROXY="maybe"');
  });

  it('accepts a PostgreSQL URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/test');
  });
});
