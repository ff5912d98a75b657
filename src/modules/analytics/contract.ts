import { z } from 'zod';
import { REFERRAL_CODE } from '../influencers/contract.ts';
import { GA_CLIENT_ID, GA_SESSION_ID } from './ga4-ids.ts';

/**
 * The analytics contract (spec sections 2 and 7: /api/statistics/events, /api/statistics/track,
 * trackhub): one vocabulary of events the storefront sends, each with an id of its own that the
 * browser's copy and the server's forward share, so a tracker counts it once.
 */

/** The events, named as GA4 names them where it has a name (Meta and TikTok map from these). */
export const EVENT_NAMES = [
  'page_view',
  'view_item',
  'view_item_list',
  'select_item',
  'search',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'login',
  'sign_up',
  'add_to_wishlist',
  'generate_lead',
  'share',
  'invalid_number',
  'load_failed',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

import { CONSENT_CATEGORIES, type ConsentCategory } from './consent-cookie.ts';

export { CONSENT_CATEGORIES, type ConsentCategory };

/** The browser's user agent as an event or an order keeps it: only with marketing consent. */
export const consentedUserAgent = (
  consent: readonly string[],
  userAgent: string | undefined,
): string | undefined =>
  consent.includes('marketing') && userAgent ? userAgent.slice(0, 500) : undefined;

/** An event's id, and a browser session's: 8 to 64 URL-safe characters. */
export const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;
/** GA4's limits, the strictest of the trackers': 25 parameters, names of 40, values of 100. */
export const MAX_PARAMS = 25;
export const MAX_PARAM_VALUE = 100;
/** The oldest event a tracker takes (Meta's Conversions API: 7 days). */
export const MAX_EVENT_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A browser's clock may run ahead of the shop's by this much. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Events in one batch (GA4's Measurement Protocol takes 25 a request). */
export const MAX_BATCH = 25;

const paramName = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/);
const paramValue = z.union([z.string().max(MAX_PARAM_VALUE), z.number().finite(), z.boolean()]);

/** One event: what happened, on which page (its analytics path), with its parameters. */
export const eventSchema = z.object({
  event_id: z.string().regex(TOKEN),
  name: z.enum(EVENT_NAMES),
  /** The page's analytics path (spec section 2: /checkouts/shipping, not the cart's hash). */
  path: z.string().startsWith('/').max(512),
  params: z
    .record(paramName, paramValue)
    .refine((p) => Object.keys(p).length <= MAX_PARAMS, { message: 'error.field_invalid' })
    .default({}),
  /** The browser session's id (spec section 9: kept in local storage). */
  session_id: z.string().regex(TOKEN).optional(),
  /** The shopper's GA4 client and session, from GA4's tag's cookies (kept with analytics consent). */
  ga_client_id: z.string().regex(GA_CLIENT_ID).optional(),
  ga_session_id: z.string().regex(GA_SESSION_ID).optional(),
  /** The categories the shopper had granted when it happened; none given: none granted. */
  consent: z.array(z.enum(CONSENT_CATEGORIES)).max(CONSENT_CATEGORIES.length).default([]),
  /** When it happened, by the browser's clock: within the last 7 days, not ahead of now. */
  occurred_at: z.coerce
    .date()
    .refine((d) => d.getTime() <= Date.now() + CLOCK_SKEW_MS, {
      message: 'error.field_invalid',
    })
    .refine((d) => d.getTime() >= Date.now() - MAX_EVENT_AGE_MS, {
      message: 'error.field_invalid',
    })
    .optional(),
});
export type AnalyticsEvent = z.output<typeof eventSchema>;

/**
 * The GA4 ids a cart keeps for its order (captured in the shopper's browser, with analytics
 * consent), so that a purchase the server tells GA4 counts for the shopper's own GA4 client and
 * session, and keeps its source.
 */
export const ga4IdsSchema = z
  .object({
    ga_client_id: z.string().regex(GA_CLIENT_ID),
    ga_session_id: z.string().regex(GA_SESSION_ID).optional(),
  })
  .strict();

/**
 * What a checkout tells of where the shopper came from (spec section 2: pixel_id and utm_medium
 * kept from the landing address), so the order's purchase reaches the trackers with its source.
 */
export const attributionSchema = z.object({
  session_id: z.string().regex(TOKEN).optional(),
  consent: z.array(z.enum(CONSENT_CATEGORIES)).max(CONSENT_CATEGORIES.length).default([]),
  pixel_id: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,100}$/)
    .optional(),
  utm_medium: z.string().max(MAX_PARAM_VALUE).optional(),
  /** The referral code of the link the shopper came by (influencers); a bad one is dropped. */
  ref: z.string().regex(REFERRAL_CODE).optional().catch(undefined),
});
export type Attribution = z.output<typeof attributionSchema>;

/** `POST /api/statistics/events` and `trackhub`: a batch of events. */
export const eventsBody = z.object({ events: z.array(eventSchema).min(1).max(MAX_BATCH) });

/** What the shop answers: how many events it took, and how many were new to it. */
export const acceptedSchema = z.object({
  accepted: z.number().int(),
  stored: z.number().int(),
});
export type Accepted = z.output<typeof acceptedSchema>;

/**
 * `GET privacy_managements`: whether this visitor must consent before tracking (their country's
 * law, or the merchant's list), and the categories to choose from.
 */
export const privacySchema = z.object({
  consent_required: z.boolean(),
  /** The visitor's country as the shop found it ('' when unknown). */
  country: z.string(),
  categories: z.array(z.enum(CONSENT_CATEGORIES)),
});
export type PrivacyDto = z.output<typeof privacySchema>;
