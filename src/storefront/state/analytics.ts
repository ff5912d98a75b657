import type { Attribution, ConsentCategory, PrivacyDto } from '../../modules/analytics/contract.ts';
import { ga4IdsFromCookies } from '../../modules/analytics/ga4-ids.ts';
import { campaignOf } from '../../modules/analytics/landing-campaign.ts';
import { maskCardNumbers } from '../../modules/analytics/mask.ts';
import { pixelForm, type BrowserPixel } from '../../modules/analytics/pixels.ts';
import { beaconOrFetch } from './beacon.ts';
import { CAMPAIGN_KEY, keptCampaign } from './campaign.ts';
import { grantedNow } from './consent.ts';
import { browserStorage, readEntry, writeEntry, type EntryStorage } from './expiring-entry.ts';

/**
 * The storefront's analytics client: events of the shop's vocabulary (`modules/analytics`),
 * each with an id of its own, sent in batches to `/api/statistics/events` by a beacon, which
 * outlives the page (spec section 1: the beacon fallback), else by `fetch` with `keepalive`.
 * Its code comes a second after the page (LaterExtras), never in the first load.
 */

/** Where the events go. */
export const EVENTS_URL = '/api/statistics/events';
/** The browser session's id, in local storage (spec section 9). */
export const SESSION_KEY = 'vitrine_session_id';
/** A session ends 30 minutes after its last event (as GA4 counts one). */
export const SESSION_MS = 30 * 60 * 1000;
/** Events in one batch: what the shop takes at once. */
const MAX_BATCH = 25;

/** An event as the shop takes it. */
export interface ShopEvent {
  event_id: string;
  name: string;
  path: string;
  params: Record<string, string | number | boolean>;
  session_id?: string;
  /** The shopper's GA4 client and session (GA4's tag's cookies), with analytics consent. */
  ga_client_id?: string;
  ga_session_id?: string;
  occurred_at: string;
  /** The consent categories granted when it was sent. */
  consent?: ConsentCategory[];
}

/** A new id: 32 hexadecimal characters. */
export const newId = () => crypto.randomUUID().replaceAll('-', '');

/**
 * The browser session's id: the one in local storage while it is live, else a new one; each
 * event keeps it another 30 minutes. None where there is no storage.
 */
export function sessionId(
  storage: EntryStorage | null = browserStorage('local'),
  now = Date.now(),
): string | undefined {
  if (!storage) return undefined;
  const kept = readEntry(storage, SESSION_KEY, now);
  const id = typeof kept === 'string' ? kept : newId();
  writeEntry(storage, SESSION_KEY, id, SESSION_MS, now);
  return id;
}

/** What sends a batch: the browser's beacon, else `fetch` with `keepalive`. */
export function sendBatch(
  events: readonly ShopEvent[],
  nav: Pick<Navigator, 'sendBeacon'> | undefined = globalThis.navigator,
  post: typeof fetch = globalThis.fetch,
): void {
  beaconOrFetch(EVENTS_URL, JSON.stringify({ events }), undefined, nav, post);
}

/** The trackers this browser tells itself (ShopBoot.pixels): none unless the merchant named one. */
let pixels: readonly BrowserPixel[] = [];

/** Sets the browser pixels of the page's start data. */
export function setPixels(list: readonly BrowserPixel[]): void {
  pixels = list;
}

/** The GA4 stream the shop tells from its server (ShopBoot.ga4MeasurementId), if any. */
let ga4Stream: string | undefined;

/**
 * Sets the shop's GA4 stream: each event then carries the shopper's own GA4 client and session,
 * read from GA4's tag's cookies where the tag runs and with analytics consent, so that GA4
 * counts the shop's events in the sessions its tag counts (not under a client of their own).
 */
export function setGa4Stream(measurementId: string | undefined): void {
  ga4Stream = measurementId;
}

/**
 * Tells each browser pixel of these events by a beacon (spec section 1: the fallback where no
 * server-side forward is possible), each with its own id, and only those whose consent
 * category the shopper granted.
 */
export function beaconPixels(
  events: readonly ShopEvent[],
  nav: Pick<Navigator, 'sendBeacon'> | undefined = globalThis.navigator,
  origin = globalThis.location?.origin ?? '',
  list: readonly BrowserPixel[] = pixels,
): void {
  if (typeof nav?.sendBeacon !== 'function') return;
  for (const pixel of list) {
    for (const event of events) {
      if (!event.consent?.includes(pixel.category)) continue;
      const form = pixelForm(pixel, event, origin);
      if (form) nav.sendBeacon(pixel.url, form);
    }
  }
}

/** The session id of a shopper who has not granted analytics: this page's alone, kept nowhere. */
const pageMemory = new Map<string, string>();
const memoryStorage: EntryStorage = {
  getItem: (key) => pageMemory.get(key) ?? null,
  setItem: (key, value) => void pageMemory.set(key, value),
  removeItem: (key) => void pageMemory.delete(key),
};

/** An event waiting to go; `pixelOnly`: the shop has it already (a paid order's purchase). */
type Queued = Omit<ShopEvent, 'session_id' | 'consent'> & { pixelOnly?: boolean };
let queue: Queued[] = [];
let scheduled = false;
let privacy: Pick<PrivacyDto, 'consent_required'> | null = null;
let privacyKnown!: () => void;
/** Events wait for the shop's answer to whether this visitor must consent first. */
const known = new Promise<void>((resolve) => (privacyKnown = resolve));

/**
 * Whether this visitor must consent before tracking (privacy_managements); null when the shop
 * could not say (then only the shopper's own choice grants anything). Queued events go then.
 */
export function setPrivacy(answer: Pick<PrivacyDto, 'consent_required'> | null): void {
  privacy = answer;
  privacyKnown();
}

/** The consent categories the shopper granted, once the shop said whether it must ask. */
export async function grantedCategories(): Promise<ConsentCategory[]> {
  await known;
  return grantedNow(privacy);
}

/**
 * Sends what is queued, 25 events a batch, each with the consent granted now and the session
 * id: kept in local storage (spec section 9) only with analytics consent.
 */
async function flush() {
  await known;
  scheduled = false;
  const due = queue;
  queue = [];
  const consent = grantedNow(privacy);
  const session = sessionId(
    consent.includes('analytics') ? browserStorage('local') : memoryStorage,
  );
  const ga =
    ga4Stream && consent.includes('analytics')
      ? ga4IdsFromCookies(globalThis.document?.cookie ?? '', ga4Stream)
      : undefined;
  // The visit's campaign goes with each event, as with its order's purchase (spec section 2).
  const source = campaignSource();
  const events = due.map(({ pixelOnly, params, ...e }) => ({
    pixelOnly,
    event: {
      ...e,
      params: { ...source, ...params },
      ...(session ? { session_id: session } : {}),
      ...ga,
      consent,
    } as ShopEvent,
  }));
  const shops = events.filter((e) => !e.pixelOnly).map((e) => e.event);
  for (let at = 0; at < shops.length; at += MAX_BATCH) sendBatch(shops.slice(at, at + MAX_BATCH));
  beaconPixels(events.map((e) => e.event));
}

/**
 * Tracks an event on a page's analytics path: queued, and sent with the others of the same
 * moment in one batch (and to the browser pixels). Answers its id (the one a tracker
 * deduplicates on): a new one, or the one the shop gave it (a purchase's, whose event the shop
 * keeps itself: `pixelOnly`, it goes to the browser pixels alone).
 */
export function track(
  name: string,
  path: string,
  params: ShopEvent['params'] = {},
  { eventId = newId(), pixelOnly = false }: { eventId?: string; pixelOnly?: boolean } = {},
): string {
  // A card number typed anywhere (a search box, a note) is masked before the event leaves the
  // page, for the shop and for any pixel alike: 4242********4242 (spec section 7, Tracking).
  const masked = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? maskCardNumbers(v) : v]),
  );
  const event: Queued = {
    event_id: eventId,
    name,
    path: maskCardNumbers(path),
    params: masked,
    occurred_at: new Date().toISOString(),
    ...(pixelOnly ? { pixelOnly } : {}),
  };
  queue.push(event);
  if (!scheduled) {
    scheduled = true;
    setTimeout(() => void flush(), 0);
  }
  return event.event_id;
}

/**
 * Keeps the landing address's pixel_id, utm_medium and ref (spec section 2; an influencer's
 * referral code) for the visit, for the order to carry.
 */
export function keepCampaign(search: string, storage = browserStorage('session')): void {
  if (!storage) return;
  const found = campaignOf(search);
  if (Object.keys(found).length > 0) writeEntry(storage, CAMPAIGN_KEY, found);
}

/**
 * What an order carries of where the shopper came from: the session (with analytics consent),
 * what they granted, and the kept campaign.
 */
export function attribution(): Attribution {
  const consent = grantedNow(privacy);
  const local = consent.includes('analytics') ? browserStorage('local') : null;
  const session = local ? readEntry(local, SESSION_KEY) : null;
  const campaign = keptCampaign();
  return {
    consent,
    ...(typeof session === 'string' ? { session_id: session } : {}),
    ...campaignSource(campaign),
    ...(campaign?.ref && /^[A-Za-z0-9_-]{2,40}$/.test(campaign.ref) ? { ref: campaign.ref } : {}),
  };
}

/**
 * The visit's kept pixel_id (spec section 2: read and kept for tracking) and utm_medium, as its
 * events' parameters and its order's attribution carry them; a malformed pixel id is left out.
 */
export function campaignSource(
  campaign = keptCampaign(),
): Pick<Attribution, 'pixel_id' | 'utm_medium'> {
  return {
    ...(campaign?.pixel_id && /^[A-Za-z0-9_.-]{1,100}$/.test(campaign.pixel_id)
      ? { pixel_id: campaign.pixel_id }
      : {}),
    ...(campaign?.utm_medium ? { utm_medium: campaign.utm_medium } : {}),
  };
}
