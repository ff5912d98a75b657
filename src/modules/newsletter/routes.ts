import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { AppError } from '../../platform/errors.ts';
import { defineOperation, registerOperations } from '../../platform/route.ts';
import {
  confirmBody,
  newsletterDoneSchema,
  subscribeBody,
  subscribedSchema,
  unsubscribeBody,
  unsubscribeQuery,
} from './contract.ts';

const TAGS = ['newsletter'];

/** Where the newsletter's paths are: /api/contacts (spec section 7, Newsletter). */
export const NEWSLETTER_PREFIX = '/api/contacts';

/**
 * `POST /api/contacts`: subscribes an address (email, code). With the theme's need_verify, the
 * answer says so (`needVerify`) and a confirmation link is mailed; a known address is answered
 * alike.
 */
export const subscribe = defineOperation({
  method: 'POST',
  url: '',
  summary: 'Subscribes an address to the newsletter (double opt-in with need_verify)',
  tags: TAGS,
  schemas: { body: subscribeBody, response: subscribedSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    const { needVerify } = await app.newsletter.subscribe({
      email: body.email,
      code: body.code,
      consentText: body.consent_text,
      locale: req.locale,
    });
    return {
      needVerify,
      message: req.t(needVerify ? 'newsletter.check_email' : 'newsletter.subscribed'),
    };
  },
});

/** `POST /api/contacts/confirm`: the confirmation link's token confirms the subscription. */
export const confirm = defineOperation({
  method: 'POST',
  url: '/confirm',
  summary: "Confirms a subscription with its mailed link's token",
  tags: TAGS,
  schemas: { body: confirmBody, response: newsletterDoneSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    await app.newsletter.confirm(body.token);
    return { message: req.t('newsletter.confirmed') };
  },
});

/**
 * `POST /api/contacts/unsubscribe`: an unsubscribe link's token, from the shop's page (JSON) or
 * from a mail program's one-click post (`List-Unsubscribe=One-Click`, the token in the query).
 */
export const unsubscribe = defineOperation({
  method: 'POST',
  url: '/unsubscribe',
  summary: 'Unsubscribes the address of an unsubscribe link (one click, RFC 8058)',
  tags: TAGS,
  schemas: { querystring: unsubscribeQuery, body: unsubscribeBody, response: newsletterDoneSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { query, body }) => {
    const token = body?.token ?? query.token;
    if (!token) throw new AppError(422, 'newsletter_link_invalid', {}, 'token');
    await app.newsletter.unsubscribe(token);
    return { message: req.t('newsletter.unsubscribed') };
  },
});

/** The newsletter's paths, which take JSON and a mail program's form post. */
export async function registerNewsletterApi(app: FastifyInstance) {
  await app.register(
    async (api) => {
      await api.register(formbody, { bodyLimit: 4 * 1024 });
      registerOperations(api, [subscribe, confirm, unsubscribe]);
    },
    { prefix: NEWSLETTER_PREFIX },
  );
}
