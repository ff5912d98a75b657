import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { defineOperation } from '../../platform/route.ts';
import {
  orderLookupBody,
  orderLookupQuery,
  orderSchema,
  trackingLookupBody,
  trackingQuery,
  trackingSchema,
} from './contract.ts';
import { CART_COOKIE } from '../cart/contract.ts';
import { presentOrder, presentTracking } from './present.ts';
import type { Placed } from './service.ts';

const TAGS = ['orders'];

/** Refuses a lookup flood from one address (someone guessing order numbers). */
async function guardLookup(app: FastifyInstance, req: FastifyRequest) {
  if (!(await app.orders.countLookup(req.ip))) {
    throw new AppError(429, 'order_lookup_flood');
  }
}

/** The order of a lookup, or the 404 an unknown order and a wrong e-mail share. */
function found(placed: Placed | null): Placed {
  if (!placed) throw notFound('order_not_found');
  return placed;
}

/** `GET orders`: the shopper's own cart's order by its number (an e-mail in the URL is refused). */
const ownOrder = (url: string, summary: string) =>
  defineOperation({
    method: 'GET',
    url,
    summary,
    tags: TAGS,
    schemas: { querystring: orderLookupQuery, response: orderSchema },
    cacheControl: PRIVATE_NO_STORE,
    run: async ({ app, req }, { query }) => {
      const hash = req.cookies[CART_COOKIE];
      const placed = hash ? await app.orders.byNumberForCart(query.number, hash) : null;
      return presentOrder(app, req, found(placed));
    },
  });

/**
 * `POST orders`: an order by number and e-mail sent in the body, so that the e-mail stays out
 * of URLs (logs, history, referrers); a wrong e-mail is the same 404 as no order.
 */
const orderByEmail = (url: string, summary: string) =>
  defineOperation({
    method: 'POST',
    url,
    summary,
    tags: TAGS,
    schemas: { body: orderLookupBody, response: orderSchema },
    cacheControl: PRIVATE_NO_STORE,
    run: async ({ app, req }, { body }) => {
      await guardLookup(app, req);
      return presentOrder(
        app,
        req,
        found(await app.orders.byNumberAndEmail(body.number, body.email)),
      );
    },
  });

/** `GET orders`: the order of the shopper's own cart, by its number (the thank-you page). */
export const findOrder = ownOrder('/orders', "The shopper's own cart's order by its number");

/** `GET orders-old`: orders placed before a migration answer from the same table. */
export const findOldOrder = ownOrder('/orders-old', 'An order from before a migration');

/** `POST orders`: the track-your-order page looks orders up this way. */
export const lookUpOrder = orderByEmail(
  '/orders',
  'An order by its number and e-mail address, sent in the body',
);

/** `POST orders-old`: an order from before a migration, by number and e-mail in the body. */
export const lookUpOldOrder = orderByEmail(
  '/orders-old',
  'An order from before a migration, by number and e-mail address in the body',
);

/**
 * `GET order-tracking/logistics`: a parcel's progress by its tracking number. The number is
 * printed on the parcel, so it answers the carrier's steps and the order's progress only.
 */
export const trackShipment = defineOperation({
  method: 'GET',
  url: '/order-tracking/logistics',
  summary: "A parcel's progress by its tracking number (no personal details)",
  tags: TAGS,
  schemas: { querystring: trackingQuery, response: trackingSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { query }) => {
    await guardLookup(app, req);
    const tracked = await app.orders.byTrackingNumber(query.tracking_number);
    if (!tracked) throw notFound('order_not_found');
    return presentTracking(req, tracked);
  },
});

/**
 * `POST order-tracking/logistics`: a parcel's whole order, given the e-mail it was placed
 * with; a wrong e-mail is the same 404 as an unknown tracking number.
 */
export const findTrackedOrder = defineOperation({
  method: 'POST',
  url: '/order-tracking/logistics',
  summary: "A parcel's order by its tracking number and the order's e-mail address",
  tags: TAGS,
  schemas: { body: trackingLookupBody, response: orderSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    await guardLookup(app, req);
    const placed = await app.orders.byTrackingNumberAndEmail(body.tracking_number, body.email);
    return presentOrder(app, req, found(placed));
  },
});

export const orderOperations = [
  findOrder,
  findOldOrder,
  lookUpOrder,
  lookUpOldOrder,
  trackShipment,
  findTrackedOrder,
];
