import { describe, expect, it } from 'vitest';
import {
  shippingMethodSchema,
  shippingZoneSchema,
  type ShippingMethodDefinition,
  type ShippingZoneDefinition,
} from './definition.ts';
import {
  insurancePrice,
  methodCost,
  quoteShipping,
  rateCost,
  zoneFor,
  type ShippingBasis,
} from './rates.ts';

const basis = (over: Partial<ShippingBasis> = {}): ShippingBasis => ({
  total: 5000,
  weight: 1000,
  poBox: false,
  ...over,
});

const method = (over: Partial<ShippingMethodDefinition> & { id: string }) =>
  shippingMethodSchema.parse({ name: over.id, rate: { type: 'flat', cost: 500 }, ...over });

const zone = (over: Partial<ShippingZoneDefinition> & { key: string; countries: string[] }) =>
  shippingZoneSchema.parse({ name: over.key, ...over });

const WEIGHT = {
  type: 'weight' as const,
  tiers: [
    { up_to: 500, cost: 300 },
    { up_to: 2000, cost: 700 },
    { up_to: null, cost: 1500 },
  ],
};

const SUBTOTAL = {
  type: 'subtotal' as const,
  tiers: [
    { from: 0, cost: 900 },
    { from: 5000, cost: 400 },
    { from: 10000, cost: 0 },
  ],
};

describe('a rate’s cost', () => {
  it('is the same for every cart at a flat rate', () => {
    const flat = { type: 'flat' as const, cost: 495 };
    expect(rateCost(flat, basis({ weight: 0, total: 0 }))).toBe(495);
    expect(rateCost(flat, basis({ weight: 90_000, total: 1_000_000 }))).toBe(495);
  });

  it('by weight is the first tier that holds the parcel, its limit included', () => {
    expect(rateCost(WEIGHT, basis({ weight: 0 }))).toBe(300);
    expect(rateCost(WEIGHT, basis({ weight: 500 }))).toBe(300);
    expect(rateCost(WEIGHT, basis({ weight: 501 }))).toBe(700);
    expect(rateCost(WEIGHT, basis({ weight: 2000 }))).toBe(700);
    expect(rateCost(WEIGHT, basis({ weight: 2001 }))).toBe(1500);
  });

  it('by weight is not offered above the heaviest tier when every tier has a limit', () => {
    const capped = { type: 'weight' as const, tiers: [{ up_to: 1000, cost: 300 }] };
    expect(rateCost(capped, basis({ weight: 1000 }))).toBe(300);
    expect(rateCost(capped, basis({ weight: 1001 }))).toBeNull();
  });

  it('by cart total is the last tier the total reaches, its start included', () => {
    expect(rateCost(SUBTOTAL, basis({ total: 0 }))).toBe(900);
    expect(rateCost(SUBTOTAL, basis({ total: 4999 }))).toBe(900);
    expect(rateCost(SUBTOTAL, basis({ total: 5000 }))).toBe(400);
    expect(rateCost(SUBTOTAL, basis({ total: 10000 }))).toBe(0);
  });

  it('by cart total is not offered below the first tier', () => {
    const from = { type: 'subtotal' as const, tiers: [{ from: 2000, cost: 300 }] };
    expect(rateCost(from, basis({ total: 1999 }))).toBeNull();
    expect(rateCost(from, basis({ total: 2000 }))).toBe(300);
  });
});

describe('a method’s cost', () => {
  it('is free from exactly its free-above total, and costs its rate a cent below', () => {
    const standard = method({ id: 'standard', free_above: 7500 });
    expect(methodCost(standard, basis({ total: 7499 }))).toBe(500);
    expect(methodCost(standard, basis({ total: 7500 }))).toBe(0);
    expect(methodCost(standard, basis({ total: 20000 }))).toBe(0);
  });

  it('free-above does not make a method offered that its rate refuses', () => {
    const capped = method({
      id: 'light',
      rate: { type: 'weight', tiers: [{ up_to: 1000, cost: 300 }] },
      free_above: 100,
    });
    expect(methodCost(capped, basis({ total: 5000, weight: 5000 }))).toBeNull();
    expect(methodCost(capped, basis({ total: 5000, weight: 0 }))).toBe(0);
  });

  it('is offered only within its total range, both ends included', () => {
    const mid = method({ id: 'mid', min_total: 1000, max_total: 3000 });
    expect(methodCost(mid, basis({ total: 999 }))).toBeNull();
    expect(methodCost(mid, basis({ total: 1000 }))).toBe(500);
    expect(methodCost(mid, basis({ total: 3000 }))).toBe(500);
    expect(methodCost(mid, basis({ total: 3001 }))).toBeNull();
  });

  it('is not offered to a PO box when the carrier refuses them', () => {
    const courier = method({ id: 'courier', forbid_po_box: true });
    expect(methodCost(courier, basis({ poBox: true }))).toBeNull();
    expect(methodCost(courier, basis({ poBox: false }))).toBe(500);
    expect(methodCost(method({ id: 'post' }), basis({ poBox: true }))).toBe(500);
  });
});

const ZONES = [
  zone({
    key: 'us',
    countries: ['US'],
    excluded_regions: ['US-HI'],
    undeliverable_postcodes: ['969'],
    methods: [
      method({ id: 'express', rate: { type: 'flat', cost: 2500 } }),
      method({ id: 'standard', rate: WEIGHT, free_above: 7500 }),
      method({ id: 'courier', rate: { type: 'flat', cost: 1200 }, forbid_po_box: true }),
    ],
  }),
  zone({
    key: 'de',
    countries: ['DE'],
    methods: [method({ id: 'dhl', rate: SUBTOTAL, names: { 'de-DE': 'DHL Paket' } })],
  }),
  zone({ key: 'world', countries: ['*'], methods: [method({ id: 'intl', rate: WEIGHT })] }),
];

describe('the zone that serves a destination', () => {
  it('is the one naming its country before everywhere else, whatever the letter case', () => {
    expect(zoneFor(ZONES, { country: 'us' })?.key).toBe('us');
    expect(zoneFor(ZONES, { country: 'DE', region: 'BY' })?.key).toBe('de');
    expect(zoneFor(ZONES, { country: 'FR' })?.key).toBe('world');
  });

  it('is none for a region its country’s zone excludes (not “everywhere else”)', () => {
    expect(zoneFor(ZONES, { country: 'US', region: 'hi' })).toBeUndefined();
    expect(zoneFor(ZONES, { country: 'US', region: 'CA' })?.key).toBe('us');
  });

  it('is none for an unknown country when no zone is everywhere else', () => {
    expect(zoneFor(ZONES.slice(0, 2), { country: 'FR' })).toBeUndefined();
  });
});

describe('the methods quoted for a destination', () => {
  it('are the zone’s offered methods, cheapest first, free ones included', () => {
    const quote = quoteShipping(ZONES, { country: 'US' }, basis({ total: 8000, weight: 100 }));
    expect(quote).toEqual({
      methods: [
        { id: 'standard', name: 'standard', cost: 0, min_days: null, max_days: null },
        { id: 'courier', name: 'courier', cost: 1200, min_days: null, max_days: null },
        { id: 'express', name: 'express', cost: 2500, min_days: null, max_days: null },
      ].map((method) => ({ ...method, titles: { default: method.name } })),
    });
  });

  it('say the method’s name in the shopper’s language when the merchant gave one', () => {
    const quote = quoteShipping(ZONES, { country: 'DE' }, basis({ total: 0 }), 'de-DE');
    expect(quote).toMatchObject({ methods: [{ id: 'dhl', name: 'DHL Paket', cost: 900 }] });
    const english = quoteShipping(ZONES, { country: 'DE' }, basis({ total: 0 }), 'en-US');
    expect(english).toMatchObject({ methods: [{ name: 'dhl' }] });
  });

  it('charge the lightest tier for a parcel that weighs nothing', () => {
    const quote = quoteShipping(ZONES, { country: 'FR' }, basis({ weight: 0 }));
    expect(quote).toMatchObject({ methods: [{ id: 'intl', cost: 300 }] });
  });

  it('are refused for a country no zone serves, and an excluded region', () => {
    expect(quoteShipping(ZONES.slice(0, 2), { country: 'FR' }, basis())).toEqual({
      problem: 'no_country_shipping',
    });
    expect(quoteShipping(ZONES, { country: 'US', region: 'HI' }, basis())).toEqual({
      problem: 'no_country_shipping',
    });
  });

  it('are refused for an undeliverable postcode, written any way', () => {
    for (const postcode of ['96910', '969-10', ' 969 10']) {
      expect(quoteShipping(ZONES, { country: 'US', postcode }, basis())).toEqual({
        problem: 'postcode_undeliverable',
      });
    }
    expect(quoteShipping(ZONES, { country: 'US', postcode: '10001' }, basis())).toHaveProperty(
      'methods',
    );
  });

  it('leave out the methods a PO box cannot have, and say PO box when none is left', () => {
    const quote = quoteShipping(ZONES, { country: 'US' }, basis({ poBox: true }));
    expect('methods' in quote && quote.methods.map((m) => m.id)).toEqual(['standard', 'express']);
    const couriers = [
      zone({
        key: 'us',
        countries: ['US'],
        methods: [method({ id: 'courier', forbid_po_box: true })],
      }),
    ];
    expect(quoteShipping(couriers, { country: 'US' }, basis({ poBox: true }))).toEqual({
      problem: 'po_box',
    });
  });

  it('say there is no method when the cart fits none of them', () => {
    const light = [
      zone({
        key: 'all',
        countries: ['*'],
        methods: [
          method({ id: 'letter', rate: { type: 'weight', tiers: [{ up_to: 500, cost: 100 }] } }),
        ],
      }),
    ];
    expect(quoteShipping(light, { country: 'FR' }, basis({ weight: 501 }))).toEqual({
      problem: 'no_shipping_methods',
    });
    expect(
      quoteShipping([zone({ key: 'empty', countries: ['*'] })], { country: 'FR' }, basis()),
    ).toEqual({
      problem: 'no_shipping_methods',
    });
  });
});

describe('shipping insurance', () => {
  it('is not offered unless the merchant set it up', () => {
    expect(insurancePrice({ insurance: null }, 10000)).toBeNull();
  });

  it('is a share of the goods, rounded to the minor unit, never under its floor', () => {
    const settings = { insurance: { percent: 2.5, min: 100 } };
    expect(insurancePrice(settings, 10000)).toBe(250);
    expect(insurancePrice(settings, 10010)).toBe(250);
    expect(insurancePrice(settings, 10020)).toBe(251);
    expect(insurancePrice(settings, 1000)).toBe(100);
    expect(insurancePrice(settings, 0)).toBe(100);
  });
});
