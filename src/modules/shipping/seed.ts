import type { Db } from '../../platform/db.ts';
import type { shippingFileSchema } from './definition.ts';
import type { z } from 'zod';
import { createShippingService } from './service.ts';

/**
 * The demo shop's shipping: home (US) with standard, express and a weight-based economy rate,
 * free standard shipping from 100.00; Europe; Canada; everywhere else by airmail. Alaska and
 * Hawaii are not served by the home zone, and one postcode area cannot be delivered to.
 */
export const DEMO_SHIPPING: z.input<typeof shippingFileSchema> = {
  settings: { insurance: { percent: 1.5, min: 199 } },
  zones: [
    {
      key: 'domestic',
      name: 'United States',
      countries: ['US'],
      excluded_regions: ['US-AK', 'US-HI'],
      undeliverable_postcodes: ['969'],
      methods: [
        {
          id: 'standard',
          name: 'Standard',
          names: { 'de-DE': 'Standardversand', 'he-IL': 'משלוח רגיל' },
          rate: { type: 'flat', cost: 599 },
          free_above: 10000,
          min_days: 3,
          max_days: 5,
        },
        {
          id: 'economy',
          name: 'Economy (by weight)',
          names: { 'de-DE': 'Economy (nach Gewicht)', 'he-IL': 'חסכוני (לפי משקל)' },
          title: 'Economy',
          titles: { 'de-DE': 'Economy', 'he-IL': 'חסכוני' },
          rate: {
            type: 'weight',
            tiers: [
              { up_to: 1000, cost: 399 },
              { up_to: 5000, cost: 799 },
              { up_to: null, cost: 1499 },
            ],
          },
          forbid_po_box: false,
          min_days: 5,
          max_days: 9,
        },
        {
          id: 'express',
          name: 'Express',
          names: { 'de-DE': 'Express', 'he-IL': 'אקספרס' },
          rate: { type: 'flat', cost: 1999 },
          forbid_po_box: true,
          min_days: 1,
          max_days: 2,
        },
      ],
    },
    {
      key: 'canada',
      name: 'Canada',
      countries: ['CA'],
      methods: [
        {
          id: 'ca-standard',
          name: 'Standard',
          names: { 'de-DE': 'Standardversand', 'he-IL': 'משלוח רגיל' },
          rate: {
            type: 'subtotal',
            tiers: [
              { from: 0, cost: 1299 },
              { from: 7500, cost: 699 },
            ],
          },
          min_days: 5,
          max_days: 8,
        },
      ],
    },
    {
      key: 'europe',
      name: 'Europe',
      countries: [
        'GB',
        'DE',
        'FR',
        'IT',
        'ES',
        'NL',
        'BE',
        'AT',
        'IE',
        'DK',
        'SE',
        'FI',
        'NO',
        'PT',
      ],
      methods: [
        {
          id: 'eu-standard',
          name: 'International standard',
          names: { 'de-DE': 'International Standard', 'he-IL': 'משלוח בינלאומי רגיל' },
          rate: { type: 'flat', cost: 1499 },
          free_above: 20000,
          min_days: 6,
          max_days: 12,
        },
      ],
    },
    {
      key: 'world',
      name: 'Rest of the world',
      countries: ['*'],
      methods: [
        {
          id: 'airmail',
          name: 'Airmail',
          names: { 'de-DE': 'Luftpost', 'he-IL': 'דואר אוויר' },
          rate: { type: 'flat', cost: 2499 },
          min_days: 10,
          max_days: 20,
        },
      ],
    },
  ],
};

/** Loads the demo shop's shipping zones, replacing any others. */
export async function seedShipping(db: Db): Promise<number> {
  return createShippingService(db).load(DEMO_SHIPPING, { replace: true });
}
