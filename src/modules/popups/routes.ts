import { PUBLIC_CATALOG } from '../../platform/cache-control.ts';
import { tagResponse } from '../../platform/micro-cache.ts';
import { defineOperation } from '../../platform/route.ts';
import { popupsSchema, POPUPS_CHANGED } from './contract.ts';

/** `GET popups`: the marketing popups running now, in the shopper's language. */
export const listPopups = defineOperation({
  method: 'GET',
  url: '/popups',
  summary: 'The marketing popups running now (newsletter, coupon, notice), with their triggers',
  tags: ['marketing'],
  schemas: { response: popupsSchema },
  cacheControl: PUBLIC_CATALOG,
  microCache: true,
  run: async ({ app, req, reply }) => {
    tagResponse(reply, POPUPS_CHANGED);
    return { data: await app.popups.shown(req.locale) };
  },
});

/** The popups module's operations. */
export const popupOperations = [listPopups];
