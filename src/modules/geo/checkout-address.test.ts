import type { CheckoutDto } from '../checkout/contract.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readShop } from '../../test/shop.ts';
import { checkoutCall, US_ADDRESS } from '../../test/checkout-flow.ts';

// Checkout's address step asks this module's rules (checkout/plugin.ts): the rows of spec
// section 5 checked where the spec checks them, on `cart/address`.
let t: TestApp;
let shop: Awaited<ReturnType<typeof readShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await readShop(t.app);
});
afterAll(() => t.close());

/** An address of each country spec section 5 lists, complete but for its postcode. */
const LISTED: Record<string, { city: string; province?: string }> = {
  AU: { city: 'Sydney', province: 'NSW' },
  AT: { city: 'Wien' },
  BE: { city: 'Bruxelles' },
  BR: { city: 'São Paulo', province: 'SP' },
  CA: { city: 'Toronto', province: 'ON' },
  CN: { city: 'Beijing', province: '11' },
  DE: { city: 'Berlin' },
  FR: { city: 'Paris' },
  GB: { city: 'London' },
  US: { city: 'Washington', province: 'DC' },
  JP: { city: 'Chiyoda', province: '13' },
  IN: { city: 'Mumbai', province: 'MH' },
  MX: { city: 'Ciudad de México', province: 'CMX' },
  NL: { city: 'Amsterdam' },
  ES: { city: 'Madrid', province: 'M' },
  SE: { city: 'Stockholm' },
  CH: { city: 'Zürich' },
};

describe("checkout's address step, by the address's country", () => {
  it('refuses an address without a postcode in each listed country, not in Hong Kong (S5-13)', async () => {
    const { cookie: hash } = await shop.cartWith(shop.variantIn());
    const address = (country: string, rest: object) => ({
      shipping_address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address1: '1 Main St',
        country,
        ...rest,
      },
    });
    for (const [country, rest] of Object.entries(LISTED)) {
      const res = await checkoutCall(t.app, 'POST', 'cart/address', hash, address(country, rest));
      expect(res.status, country).toBe(422);
      expect(res.body.errors, country).toEqual({ 'shipping_address.zip': 'Enter a postcode.' });
    }
    const hk = await checkoutCall(
      t.app,
      'POST',
      'cart/address',
      hash,
      address('HK', { city: 'Yau Tsim Mong', province: 'Kowloon' }),
    );
    expect(hk.status).toBe(200);
  });

  it('refuses a postcode of the wrong form and a phone number not of its country', async () => {
    const { cookie: hash } = await shop.cartWith(shop.variantIn());
    const us = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address1: '12 Analytical Row',
      city: 'Springfield',
      province: 'IL',
      country: 'US',
      zip: '62701',
    };
    const zip = await checkoutCall(t.app, 'POST', 'cart/address', hash, {
      shipping_address: { ...us, zip: '6270' },
    });
    expect(zip.body.errors).toEqual({
      'shipping_address.zip': 'This postcode is not valid for the country.',
    });
    const phone = await checkoutCall(t.app, 'POST', 'cart/address', hash, {
      shipping_address: { ...us, phone: '123 456 7890' },
    });
    expect(phone.body.errors).toEqual({
      'shipping_address.phone': 'This phone number is not valid for the country.',
    });
    const ok = await checkoutCall(t.app, 'POST', 'cart/address', hash, {
      shipping_address: { ...us, phone: '(217) 555-0100' },
    });
    expect(ok.status).toBe(200);
  });

  it('keeps the region’s code whichever language’s name the address gives', async () => {
    const { cookie: hash } = await shop.cartWith(shop.variantIn());
    const jp = { first_name: 'Ada', last_name: 'Lovelace', address1: '1-1 Kita', city: 'Sapporo' };
    for (const province of ['北海道', 'Hokkaido']) {
      const res = await checkoutCall(t.app, 'POST', 'cart/address', hash, {
        shipping_address: { ...jp, province, zip: '060-0001', country: 'JP' },
      });
      expect(res.status, province).toBe(200);
      const view = await checkoutCall(t.app, 'GET', 'cart/checkout', hash);
      expect(view.body.shipping_address?.province, province).toBe('01');
      // Read back by name, in the shopper's language: the code is for the shop.
      expect(view.body.shipping_address).toMatchObject({
        province_name: 'Hokkaido',
        country_name: 'Japan',
      });
    }
    const inJapanese = await t.app.inject({
      url: '/api/store/cart/checkout',
      headers: { cookie: `cart_hash=${hash}`, 'x-lang': 'ja-JP' },
    });
    expect((inJapanese.json() as CheckoutDto).shipping_address).toMatchObject({
      province: '01',
      province_name: '北海道',
      country_name: '日本',
    });
    // The zone's excluded regions are codes: Alaska by its name is as excluded as AK.
    const alaska = await checkoutCall(t.app, 'POST', 'cart/address', hash, {
      shipping_address: { ...US_ADDRESS, province: 'Alaska', zip: '99501' },
    });
    expect(alaska.body.shipping_address?.province).toBe('AK');
    expect(alaska.body.shipping.methods).toEqual([]);
  });
});
