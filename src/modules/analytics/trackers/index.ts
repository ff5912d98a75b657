import type { Config } from '../../../platform/config.ts';
import { ga4Tracker } from './ga4.ts';
import { META_EVENTS, metaTracker } from './meta.ts';
import type { BrowserPixel } from '../pixels.ts';
import { pinterestTracker } from './pinterest.ts';
import { tiktokTracker } from './tiktok.ts';
import type { Tracker } from './types.ts';

/** The theme's Pinterest options (spec section 3: track_pinterest, track_pinterest_ecommerce). */
export interface PinterestOptions {
  track: boolean;
  ecommerce: boolean;
}

/** The trackers whose keys the merchant set, each with its server-side conversion API. */
export function configuredTrackers(config: Config, pinterest: PinterestOptions): Tracker[] {
  const trackers: Tracker[] = [];
  if (config.GA4_MEASUREMENT_ID && config.GA4_API_SECRET) {
    trackers.push(
      ga4Tracker({
        measurementId: config.GA4_MEASUREMENT_ID,
        apiSecret: config.GA4_API_SECRET,
        endpoint: config.GA4_ENDPOINT,
      }),
    );
  }
  if (config.META_PIXEL_ID && config.META_ACCESS_TOKEN) {
    trackers.push(
      metaTracker({
        pixelId: config.META_PIXEL_ID,
        accessToken: config.META_ACCESS_TOKEN,
        endpoint: config.META_ENDPOINT,
      }),
    );
  }
  if (config.TIKTOK_PIXEL_CODE && config.TIKTOK_ACCESS_TOKEN) {
    trackers.push(
      tiktokTracker({
        pixelCode: config.TIKTOK_PIXEL_CODE,
        accessToken: config.TIKTOK_ACCESS_TOKEN,
        endpoint: config.TIKTOK_ENDPOINT,
      }),
    );
  }
  if (pinterest.track && config.PINTEREST_AD_ACCOUNT_ID && config.PINTEREST_ACCESS_TOKEN) {
    trackers.push(
      pinterestTracker({
        adAccountId: config.PINTEREST_AD_ACCOUNT_ID,
        accessToken: config.PINTEREST_ACCESS_TOKEN,
        endpoint: config.PINTEREST_ENDPOINT,
        ecommerce: pinterest.ecommerce,
      }),
    );
  }
  return trackers;
}

/**
 * The trackers the browser tells itself, by a beacon an event: those the merchant named without
 * the keys of their conversion API (a Meta pixel id without an access token).
 */
export function browserPixels(config: Config): BrowserPixel[] {
  if (!config.META_PIXEL_ID || config.META_ACCESS_TOKEN) return [];
  return [
    {
      format: 'meta',
      category: 'marketing',
      url: config.META_PIXEL_ENDPOINT,
      pixelId: config.META_PIXEL_ID,
      names: META_EVENTS,
    },
  ];
}
