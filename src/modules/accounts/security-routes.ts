import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { defineOperation } from '../../platform/route.ts';
import {
  changePasswordBody,
  doneSchema,
  registeredSchema,
  sessionParams,
  sessionsSchema,
} from './contract.ts';
import { requireCustomer } from './routes.ts';
import { sessionTokenOf } from './session-token.ts';

const TAGS = ['account'];

/** `GET account/sessions`: where the logged-in customer is logged in, this session marked. */
export const listSessions = defineOperation({
  method: 'GET',
  url: '/account/sessions',
  summary: "The logged-in customer's sessions, newest first",
  tags: TAGS,
  schemas: { response: sessionsSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }) => {
    const customer = await requireCustomer(app, req);
    return { data: await app.accounts.sessions.list(customer.id, sessionTokenOf(req)) };
  },
});

/** `DELETE account/sessions/{id}`: ends one of the customer's sessions; anyone else's 404. */
export const endSession = defineOperation({
  method: 'DELETE',
  url: '/account/sessions/:id',
  summary: "Ends one of the customer's sessions (logs that device out)",
  tags: TAGS,
  schemas: { params: sessionParams, response: doneSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { params }) => {
    const customer = await requireCustomer(app, req);
    await app.accounts.sessions.end(customer.id, params.id);
    return { success: true as const };
  },
});

/**
 * `POST account/password`: a new password for the logged-in customer, given the current one;
 * the other sessions end when asked. The customer is mailed that it changed.
 */
export const changePassword = defineOperation({
  method: 'POST',
  url: '/account/password',
  summary: "Changes the logged-in customer's password",
  tags: TAGS,
  schemas: { body: changePasswordBody, response: registeredSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    const customer = await requireCustomer(app, req);
    await app.accounts.changePassword(customer.id, {
      current: body.current_password,
      password: body.password,
      confirmation: body.password_confirmation,
      endOthers: body.end_other_sessions,
      currentToken: sessionTokenOf(req),
    });
    return { message: req.t('account.password_updated') };
  },
});

/** A customer's own security: sessions and password. */
export const securityOperations = [listSessions, endSession, changePassword];
