import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, grantedNow, savedConsent } from './consent.ts';

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
});
