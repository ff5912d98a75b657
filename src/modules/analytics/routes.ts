import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { clientKeyOf } from '../../platform/flood.ts';
import { defineOperation, registerOperations, STORE_API } from '../../platform/route.ts';
import {
  acceptedSchema,
  CONSENT_CATEGORIES,
  eventSchema,
  eventsBody,
  privacySchema,
} from './contract.ts';
import { headerCountry, visitorCountry } from '../currency/location.ts';
import { consentRequired } from './privacy.ts';
import type { EventSender } from './service.ts';

const TAGS = ['analytics'];

/** Where the statistics paths are (spec section 7, Other paths). */
export const STATISTICS_PREFIX = '/api/statistics';

/** The largest body a batch may be: 25 events of 25 parameters of 100 characters fit. */
const BODY_LIMIT = 96 * 1024;

/** Who sent a request's events. */
const senderOf = (req: FastifyRequest): EventSender => ({
  clientKey: clientKeyOf(req.ip),
  locale: req.locale,
  userAgent: req.headers['user-agent'],
});

/** `POST /api/statistics/events`: a batch of events, each kept once by its id. */
export const postEvents = defineOperation({
  method: 'POST',
  url: '/events',
  summary: 'Takes a batch of analytics events (at most 25), each kept once by its event_id',
  tags: TAGS,
  schemas: { body: eventsBody, response: acceptedSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: ({ app, req }, { body }) => app.analytics.record(body.events, senderOf(req)),
});

/** `POST /api/statistics/track`: one event, as a tracker's call sends it. */
export const postTrack = defineOperation({
  method: 'POST',
  url: '/track',
  summary: 'Takes one analytics event, kept once by its event_id',
  tags: TAGS,
  schemas: { body: eventSchema, response: acceptedSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: ({ app, req }, { body }) => app.analytics.record([body], senderOf(req)),
});

/** `POST /api/store/trackhub`: the store API's door for the same batches. */
export const postTrackhub = defineOperation({
  ...postEvents,
  url: '/trackhub',
  summary: 'Takes a batch of tracked events (the store API path of /api/statistics/events)',
});

/** `GET privacy_managements`: whether this visitor must consent before any tracker runs. */
export const getPrivacy = defineOperation({
  method: 'GET',
  url: '/privacy_managements',
  summary: "Whether the visitor's region asks for consent before tracking, and its categories",
  tags: TAGS,
  schemas: { response: privacySchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }) => {
    const country = visitorCountry(
      req.ip,
      headerCountry(req.headers, app.config.GEO_COUNTRY_HEADER),
    );
    return {
      consent_required: consentRequired(country, app.config.CONSENT_COUNTRIES),
      country,
      categories: [...CONSENT_CATEGORIES],
    };
  },
});

/**
 * A browser's beacon (`navigator.sendBeacon` with a string) posts `text/plain`: its body is the
 * same JSON, read as JSON.
 */
function acceptBeacons(api: FastifyInstance) {
  api.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('not JSON'), { statusCode: 400 }), undefined);
      }
    },
  );
}

/** The statistics paths, and trackhub under the store API: JSON, or a beacon's text. */
export async function registerAnalyticsApi(app: FastifyInstance) {
  await app.register(
    async (api) => {
      acceptBeacons(api);
      registerOperations(api, [postEvents, postTrack]);
    },
    { prefix: STATISTICS_PREFIX },
  );
  await app.register(
    async (api) => {
      acceptBeacons(api);
      registerOperations(api, [postTrackhub, getPrivacy]);
    },
    { prefix: STORE_API },
  );
}
