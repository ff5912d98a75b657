import { z } from 'zod';
import { PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { defineOperation } from '../../platform/route.ts';
import { siteSchema } from './contract.ts';

/** Where the app-level API lives (spec section 7: /api/app/multi_sites). */
export const APP_API = '/api/app';

/** `GET /api/app/multi_sites`: the shop's siblings in other languages or countries. */
export const listSites = defineOperation({
  method: 'GET',
  url: '/multi_sites',
  summary:
    "The shop's sibling shops (other languages or countries), each with its address and language",
  tags: ['content'],
  schemas: { response: z.object({ data: z.array(siteSchema) }) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app }) => ({ data: await app.sites.list() }),
});

/** The sibling shops' operations, under /api/app. */
export const sitesOperations = [listSites];
