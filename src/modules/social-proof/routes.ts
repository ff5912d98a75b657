import { PRIVATE_NO_STORE, PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { notFound } from '../../platform/errors.ts';
import { tagResponse } from '../../platform/micro-cache.ts';
import { defineOperation, type OperationContext } from '../../platform/route.ts';
import { LAST_SALES_TAG, lastSalesSchema, visitorsInput, visitorsSchema } from './contract.ts';

const TAGS = ['marketing'];

/** `GET last-sales`: the shop's latest paid sales, newest first, with nothing about who. */
export const lastSales = defineOperation({
  method: 'GET',
  url: '/last-sales',
  summary: "The shop's latest paid sales (product, country, time), for the last sales notice",
  tags: TAGS,
  schemas: { response: lastSalesSchema },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req, reply }) => {
    tagResponse(reply, LAST_SALES_TAG);
    return { data: await app.socialProof.lastSales(req.locale) };
  },
});

/** A listed product's id, else a 404 that says it is no longer available. */
async function listed({ app }: OperationContext, productId: number) {
  if (!(await app.socialProof.listed(productId))) throw notFound('product_not_found');
  return productId;
}

/** `GET visitors_counter?product_id=`: how many visitors are looking at the product now. */
export const countVisitors = defineOperation({
  method: 'GET',
  url: '/visitors_counter',
  summary: 'How many visitors are looking at a product now',
  tags: TAGS,
  schemas: { querystring: visitorsInput, response: visitorsSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async (ctx, { query }) => ({
    data: { count: await ctx.app.socialProof.visitors(await listed(ctx, query.product_id)) },
  }),
});

/** `POST visitors_counter`: this visitor looks at the product; answers how many do now. */
export const visitProduct = defineOperation({
  method: 'POST',
  url: '/visitors_counter',
  summary: 'Counts the visitor as looking at a product; answers how many are now',
  tags: TAGS,
  schemas: { body: visitorsInput, response: visitorsSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async (ctx, { body }) => {
    const visitor = ctx.app.socialProof.visitorOf(ctx.req.ip);
    return {
      data: { count: await ctx.app.socialProof.visit(await listed(ctx, body.product_id), visitor) },
    };
  },
});

/** The social proof module's operations. */
export const socialProofOperations = [lastSales, countVisitors, visitProduct];
