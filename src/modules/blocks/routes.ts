import { z } from 'zod';
import { PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { defineOperation } from '../../platform/route.ts';
import {
  faqQuery,
  faqSchema,
  videoPageSchema,
  videoParams,
  videoQuery,
  videoSchema,
} from './contract.ts';

const TAGS = ['content'];

/** `GET /faq`: the shop's questions and answers (spec section 7, Catalogue and content). */
export const listFaq = defineOperation({
  method: 'GET',
  url: '/faq',
  summary: "The shop's frequently asked questions, in order, optionally of one topic",
  tags: TAGS,
  schemas: { querystring: faqQuery, response: z.object({ data: z.array(faqSchema) }) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { query }) => ({
    data: await app.blocks.listFaq(query.topic, req.locale),
  }),
});

/** `GET /videos`: the video list, paged. */
export const listVideos = defineOperation({
  method: 'GET',
  url: '/videos',
  summary: "The shop's videos, in order, paged",
  tags: TAGS,
  schemas: { querystring: videoQuery, response: videoPageSchema },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { query }) =>
    app.blocks.listVideos(query.page, query.page_size, req.locale),
});

/** `GET /videos/{slug}`: one video (the video section shows it), or 404. */
export const getVideo = defineOperation({
  method: 'GET',
  url: '/videos/:slug',
  summary: 'One video, by its slug',
  tags: TAGS,
  schemas: { params: videoParams, response: z.object({ data: videoSchema }) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req }, { params }) => ({
    data: await app.blocks.getVideo(params.slug, req.locale),
  }),
});

export const blocksOperations = [listFaq, listVideos, getVideo];
