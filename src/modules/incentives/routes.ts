import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { notFound } from '../../platform/errors.ts';
import { defineOperation } from '../../platform/route.ts';
import { grantedSchema, incentivesSchema, shareBody } from './contract.ts';

const TAGS = ['marketing'];

/** `GET incentives`: the incentives running now, with the customer's own codes once given. */
export const listIncentives = defineOperation({
  method: 'GET',
  url: '/incentives',
  summary: 'The coupons offered for an action (a confirmed sign-up, a share), and your codes',
  tags: TAGS,
  schemas: { response: incentivesSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }) => {
    const customer = await app.accounts.currentCustomer(req);
    return { data: await app.incentives.offered(req.locale, customer?.id) };
  },
});

/**
 * `POST incentives/share`: the logged-in customer shared a product; answers the share
 * incentive's code, the same one however often they share (a visitor: 401; none running: 404).
 */
export const shareIncentive = defineOperation({
  method: 'POST',
  url: '/incentives/share',
  summary: "The share incentive's code for a customer who shared a product, given once",
  tags: TAGS,
  schemas: { body: shareBody, response: grantedSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    const customer = await app.accounts.requireCustomer(req);
    const shown = await app.catalog.listProducts({
      page: 1,
      pageSize: 1,
      includeIds: [body.product_id],
      count: false,
    });
    if (shown.data.length === 0) throw notFound('product_not_found');
    return { data: await app.incentives.shared(customer, req.locale) };
  },
});

/** The incentives module's operations. */
export const incentiveOperations = [listIncentives, shareIncentive];
