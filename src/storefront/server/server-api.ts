import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  invokeOperation,
  operationKey,
  STORE_API,
  type OperationContext,
} from '../../platform/route.ts';
import { AppError } from '../../platform/errors.ts';
import { ApiError } from '../api-client.ts';
import { ACCOUNT_CALLS, type AccountApi } from '../account-api.ts';
import { CHECKOUT_CALLS, type CheckoutApi } from '../checkout-api.ts';
import { CONTENT_CALLS, type ContentApi } from '../content-api.ts';
import { PRESCRIPTION_CALLS, type PrescriptionApi } from '../prescription-api.ts';
import { REVIEW_CALLS, type ReviewApi } from '../review-api.ts';
import { NEWSLETTER_CALLS, type NewsletterApi } from '../newsletter-api.ts';
import { PRIVACY_CALLS, type PrivacyApi } from '../privacy-api.ts';
import { REWARD_CALLS, type RewardApi } from '../rewards-api.ts';
import { MARKETING_CALLS, type MarketingApi } from '../marketing-api.ts';
import { apiOf, type ApiOf, type CallInput, type CallTable } from '../store-call.ts';
import { STORE_CALLS, type StoreApi } from '../store-calls.ts';

/** Every table of calls the pages make: the server's own API serves them all. */
export const CALL_TABLES = {
  ...STORE_CALLS,
  ...CHECKOUT_CALLS,
  ...CONTENT_CALLS,
  ...REVIEW_CALLS,
  ...PRESCRIPTION_CALLS,
  ...ACCOUNT_CALLS,
  ...REWARD_CALLS,
  ...NEWSLETTER_CALLS,
  ...PRIVACY_CALLS,
  ...MARKETING_CALLS,
};

/** Everything the pages call, on the server. */
export type ServerApi = StoreApi &
  CheckoutApi &
  ContentApi &
  ReviewApi &
  PrescriptionApi &
  RewardApi &
  NewsletterApi &
  PrivacyApi &
  MarketingApi &
  AccountApi;

/** A call's path parameters as a URL gives them: text. */
const asText = (params: CallInput['params'] = {}) =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));

/** A call's query without its empty values, as the browser's query string leaves them out. */
const present = (query: object = {}) =>
  Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );

/** A call's errors as the pages see them in the browser: an ApiError with the translated message. */
async function translated<T>(req: FastifyRequest, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { message, errors } = error.translate(req.t);
    throw new ApiError(error.statusCode, error.code, message, errors);
  }
}

/**
 * An API made from a table of calls that runs each call's operation in-process with the request
 * being answered: the same operation and schemas as over HTTP, so a page and the API read a
 * query the same way, with no HTTP round trip.
 */
export function inProcessApiOf<T extends CallTable>(table: T, ctx: OperationContext): ApiOf<T> {
  const { req } = ctx;
  return apiOf(table, async (row, { params, query, body }, name) => {
    if (row.browserOnly) throw new Error(`${name} is made from the shopper's browser only`);
    const path = row.path.startsWith('/api/') ? row.path : `${STORE_API}${row.path}`;
    const op = req.server.operations.get(operationKey(row.method, path));
    if (!op) throw new Error(`${name}: no operation ${row.method} ${path}`);
    const input = { params: asText(params), query: present(query), body };
    return translated(req, invokeOperation(op, ctx, input));
  });
}

/**
 * The API of one server request, from the same tables as the browser's (every table: a page's
 * context gives it to the accessors of the tables it uses, as checkoutApi).
 * One call is the server's own: product cards reuse the products a page already read.
 */
export function serverApi(req: FastifyRequest, reply: FastifyReply): ServerApi {
  const ctx: OperationContext = { app: req.server, req, reply };
  const api: ServerApi = inProcessApiOf(CALL_TABLES, ctx);
  // The page's own products are passed along: their cards are not read again.
  api.productCards = (ids, known) =>
    translated(req, req.server.merch.productCards(ids, known, req.locale));
  return api;
}
