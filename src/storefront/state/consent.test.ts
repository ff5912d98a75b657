import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, grantedNow, savedConsent, tellGoogleTags } from './consent.ts';

describe("the shopper's consent", () => {
  it('reads the choice kept in its cookie, and only the categories it knows', () => {
    expect(savedConsent(`cart_hash=abc; ${CONSENT_COOKIE}=analytics.marketing`)).toEqual([
      'analytics',
      'marketing',
    ]);
    // "none": a choice, of nothing; a category it does not know grants nothing.
    expect(savedConsent(`${CONSENT_COOKIE}=none`)).toEqual([]);
    expect(savedConsent(`${CONSENT_COOKIE}=everything`)).toEqual([]);
    expect(savedConsent('cart_hash=abc')).toBeNull();
  });

  it('grants nothing before the choice where the law asks, everything where it does not', () => {
    expect(grantedNow({ consent_required: true }, '')).toEqual([]);
    expect(grantedNow(null, '')).toEqual([]);
    expect(grantedNow({ consent_required: false }, '')).toEqual([
      'analytics',
      'marketing',
      'preferences',
      'sale_of_data',
    ]);
    // The shopper's own choice stands wherever they are.
    expect(grantedNow({ consent_required: false }, `${CONSENT_COOKIE}=analytics`)).toEqual([
      'analytics',
    ]);
  });

  it("tells a Google tag on the page the four signals of Consent Mode v2, in gtag's own form", () => {
    // A page where the merchant's tag already queued a command of its own.
    const page = { dataLayer: [['js', 'earlier']] as unknown[] };
    tellGoogleTags('default', [], page);
    tellGoogleTags('update', ['analytics', 'preferences'], page);
    expect(page.dataLayer).toHaveLength(3);
    const [, before, after] = page.dataLayer as ArrayLike<unknown>[];
    // An arguments object, as gtag pushes it: a tag does not read a command given as an array.
    expect(Array.isArray(before)).toBe(false);
    expect(Object.prototype.toString.call(before)).toBe('[object Arguments]');
    expect(Array.from(before!)).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
      },
    ]);
    expect(Array.from(after!)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
        functionality_storage: 'granted',
        personalization_storage: 'granted',
      },
    ]);
    // Marketing grants the three advertising signals; a page without a tag gets its layer.
    const bare: { dataLayer?: unknown[] } = {};
    tellGoogleTags('update', ['marketing'], bare);
    expect(Array.from(bare.dataLayer![0] as ArrayLike<unknown>)[2] as object).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
  });
});
