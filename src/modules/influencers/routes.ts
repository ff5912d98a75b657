import { PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { notFound } from '../../platform/errors.ts';
import { defineOperation } from '../../platform/route.ts';
import { influencerQuery, influencerSchema } from './contract.ts';

/** `GET influencers?code=`: the influencer a referral link's code names (active ones only). */
export const getInfluencer = defineOperation({
  method: 'GET',
  url: '/influencers',
  summary: "The influencer a referral link's code names",
  tags: ['marketing'],
  schemas: { querystring: influencerQuery, response: influencerSchema },
  cacheControl: PUBLIC_CATALOG,
  run: async ({ app }, { query }) => {
    const influencer = await app.influencers.byCode(query.code);
    if (!influencer) throw notFound('referral_invalid');
    return { data: influencer };
  },
});

/** The influencers module's operations. */
export const influencerOperations = [getInfluencer];
