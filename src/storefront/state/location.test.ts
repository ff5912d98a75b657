import { describe, expect, it } from 'vitest';
import { shopLocation } from './location.ts';

const germany = {
  ipinfo: { ip: '85.214.132.117', country: 'DE' },
  iso_code: 'DE',
  country: 'Germany',
  currency: 'EUR',
  state: '',
  checkout_currency: 'USD',
};

describe('the shop-wide location and currency state', () => {
  it('holds the location, the currencies and the rates once they are read', () => {
    const state = shopLocation({
      location: germany,
      rates: { base: 'USD', rates: { USD: 1, EUR: 0.92 } },
      stored: 'EUR',
      priceCurrency: 'EUR',
      checkout: 'USD',
    });
    expect(state).toEqual({
      ipinfo: { ip: '85.214.132.117', country: 'DE' },
      country: 'DE',
      currentCountry: 'DE',
      states: [],
      checkoutCurrency: 'USD',
      priceCurrency: 'EUR',
      priceType: 'EUR',
      priceSymbol: '€',
      currencyRates: { USD: 1, EUR: 0.92 },
      ratesBase: 'USD',
    });
  });

  it('falls back to the checkout currency and Auto before anything is read', () => {
    const state = shopLocation({
      location: null,
      rates: null,
      stored: null,
      priceCurrency: 'USD',
      checkout: 'USD',
    });
    expect(state).toMatchObject({
      ipinfo: null,
      country: null,
      currentCountry: null,
      priceType: 'auto',
      priceSymbol: '$',
      currencyRates: { USD: 1 },
      ratesBase: 'USD',
    });
  });

  it('keeps a current country and its regions once checkout knows them', () => {
    const state = shopLocation({
      location: germany,
      rates: null,
      stored: null,
      priceCurrency: 'USD',
      checkout: 'USD',
      currentCountry: 'AT',
      states: ['Wien', 'Tirol'],
    });
    expect(state).toMatchObject({ country: 'DE', currentCountry: 'AT', states: ['Wien', 'Tirol'] });
  });
});
