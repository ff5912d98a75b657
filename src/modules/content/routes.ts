import { z } from 'zod';
import { PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { defineOperation } from '../../platform/route.ts';
import { policySchema } from './contract.ts';

/** `GET /policies`: the shop's policies (spec section 7, Catalogue and content). */
export const listPolicies = defineOperation({
  method: 'GET',
  url: '/policies',
  summary: "The shop's policies: refund, privacy, terms, shipping",
  tags: ['content'],
  schemas: { response: z.object({ data: z.array(policySchema) }) },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app }) => ({ data: await app.content.listPolicies() }),
});

/** The content module's operations. */
export const contentOperations = [listPolicies];
