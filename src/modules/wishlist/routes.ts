import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { defineOperation } from '../../platform/route.ts';
import {
  WISHLIST_TIPS,
  wishedSchema,
  wishingBody,
  wishingQuery,
  wishingSchema,
  type WishingDto,
} from './contract.ts';

const TAGS = ['wishlist'];

/** A toggle's answer: the list, its tips, and their words (spec section 8, toggle tips). */
function toggled(t: (key: string) => string, ids: number[], tips: number): WishingDto {
  const words = [t(`wishlist_tips_type_${tips}`)];
  const told = tips === WISHLIST_TIPS.joined || tips === WISHLIST_TIPS.removed;
  return {
    data: { product_ids: ids },
    tips_type: tips,
    ...(told ? { success: words } : { errors: words }),
  };
}

/** `GET wish_list/wished`: the logged-in customer's wished products' ids; a visitor 401. */
export const wished = defineOperation({
  method: 'GET',
  url: '/wish_list/wished',
  summary: "The logged-in customer's wished products' ids, newest first",
  tags: TAGS,
  schemas: { response: wishedSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }) => {
    const customer = await app.accounts.requireCustomer(req);
    return app.wishlist.ids(customer.id);
  },
});

/** `POST wish_list/wishing`: a product joins the wishlist (tips 1), or the list is full (3). */
export const wish = defineOperation({
  method: 'POST',
  url: '/wish_list/wishing',
  summary: 'Adds a product to the wishlist; answers the list and what to tell',
  tags: TAGS,
  schemas: { querystring: wishingQuery, body: wishingBody, response: wishingSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    const customer = await app.accounts.requireCustomer(req);
    const { ids, tips } = await app.wishlist.add(
      customer.id,
      body.product_id,
      body.variant_id ?? null,
    );
    return toggled(req.t, ids, tips);
  },
});

/** `DELETE wish_list/wishing`: the product leaves the wishlist (tips 2). */
export const unwish = defineOperation({
  method: 'DELETE',
  url: '/wish_list/wishing',
  summary: 'Takes a product off the wishlist; answers the list and what to tell',
  tags: TAGS,
  schemas: { querystring: wishingQuery, body: wishingBody, response: wishingSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    const customer = await app.accounts.requireCustomer(req);
    const { ids, tips } = await app.wishlist.remove(customer.id, body.product_id);
    return toggled(req.t, ids, tips);
  },
});

/** The wishlist module's operations. */
export const wishlistOperations = [wished, wish, unwish];
