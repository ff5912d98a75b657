import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { PRIVATE_NO_STORE, PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { defineOperation, registerOperations } from '../../platform/route.ts';
import {
  campaignsSchema,
  pointsBody,
  pointsQuery,
  pointsSchema,
  redeemBody,
  redeemSchema,
  tokenSchema,
} from './contract.ts';

const TAGS = ['rewards'];

/** Where the widget reads points: the shop's own points endpoint (spec NOTES, built-in provider). */
export const POINTS_PREFIX = '/api/rewards';
export const POINTS_PATH = `${POINTS_PREFIX}/points`;

/** `GET stamped/getToken`: a token the widget reads the logged-in customer's points with. */
export const getToken = defineOperation({
  method: 'GET',
  url: '/stamped/getToken',
  summary: "A token to read the logged-in customer's points with; a visitor 401",
  tags: TAGS,
  schemas: { response: tokenSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }) => {
    const customer = await app.accounts.requireCustomer(req);
    return { token: await app.rewards.newToken(customer.id) };
  },
});

/**
 * `GET stamped/campaigns`: what points buy, in the shopper's language, with where and how the
 * widget reads points. The same for every visitor: cacheable.
 */
export const campaigns = defineOperation({
  method: 'GET',
  url: '/stamped/campaigns',
  summary: 'The reward campaigns points are spent on, cheapest first',
  tags: TAGS,
  schemas: { response: campaignsSchema },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }) => {
    const { rules } = app.rewards;
    return {
      data: (await app.rewards.campaigns()).map((c) => ({
        id: c.id,
        title: c.titles[req.locale as keyof typeof c.titles] ?? c.title,
        cost: c.cost,
        data: {
          discount_type: c.discount_type,
          amount: c.amount,
          min_subtotal: c.min_subtotal,
          valid_days: c.valid_days,
        },
      })),
      points_url: POINTS_PATH,
      public_key: app.config.REWARDS_PUBLIC_KEY,
      store_hash: app.config.REWARDS_STORE_HASH,
      earning: { per_unit: rules.perUnit, signup: rules.signup },
    };
  },
});

/**
 * `POST stamped/redeem_rewards`: spends the campaign's points for a single-use coupon of the
 * customer's own; too few points is a 422 with the message the widget shows.
 */
export const redeem = defineOperation({
  method: 'POST',
  url: '/stamped/redeem_rewards',
  summary: 'Spends points on a campaign; answers the coupon',
  tags: TAGS,
  schemas: { body: redeemBody, response: redeemSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    const customer = await app.accounts.requireCustomer(req);
    const { rule_code, campaign } = await app.rewards.redeem(customer, body.templateId);
    const name = campaign.titles[req.locale as keyof typeof campaign.titles] ?? campaign.title;
    return { name, rule_code };
  },
});

/**
 * The points endpoint (spec section 7): a form of the customer's id, e-mail and the token
 * `getToken` gave them, with the shop's public key and store hash in the query. Wrong keys or
 * a token that is not live are a 401; a live token with another customer's id or e-mail is the
 * 404 of a customer that does not exist (issue 22: another customer's points are a 404).
 */
export const points = defineOperation({
  method: 'POST',
  url: '/points',
  summary: "A customer's points, read with the widget's token",
  tags: TAGS,
  schemas: { querystring: pointsQuery, body: pointsBody, response: pointsSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { query, body }) => {
    const refused = new AppError(401, 'rewards_token_invalid');
    if (
      query.public_key !== app.config.REWARDS_PUBLIC_KEY ||
      query.store_hash !== app.config.REWARDS_STORE_HASH
    ) {
      throw refused;
    }
    const holder = await app.rewards.tokenHolder(body.authToken);
    if (holder === null) throw refused;
    const info = holder === body.customerId ? await app.accounts.info(holder) : null;
    if (info?.email.toLowerCase() !== body.customerEmail.toLowerCase()) {
      throw notFound('rewards_points_not_found');
    }
    const balance = await app.rewards.balance(body.customerId);
    return {
      success: true,
      responseBody: balance,
      points_current_with_name: req.t('rewards.points_with_name', { points: balance.points }),
    };
  },
});

/** The rewards' operations under /api/store. */
export const rewardOperations = [getToken, campaigns, redeem];

/** The points endpoint, under its own prefix, which takes the form its widget posts. */
export async function registerPointsEndpoint(app: FastifyInstance) {
  await app.register(
    async (api) => {
      await api.register(formbody, { bodyLimit: 4 * 1024 });
      registerOperations(api, [points]);
    },
    { prefix: POINTS_PREFIX },
  );
}
