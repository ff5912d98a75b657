import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { clientKeyOf } from '../../platform/flood.ts';
import { defineOperation } from '../../platform/route.ts';
import { contactBody, contactReceiptSchema } from './contract.ts';

/**
 * `POST contact_service`: keeps a shopper's message (name, e-mail, optional phone and order
 * number, the message) and answers its number; a wrong field is a 422 naming it, a flood a 429.
 */
export const sendContact = defineOperation({
  method: 'POST',
  url: '/contact_service',
  summary: "Sends a shopper's message to the shop (the contact form)",
  tags: ['content'],
  schemas: { body: contactBody, response: contactReceiptSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => ({
    data: await app.contact.send(body, { clientKey: clientKeyOf(req.ip), locale: req.locale }),
  }),
});

/** The contact module's operations. */
export const contactOperations = [sendContact];
