import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIVATE_NO_STORE } from '../../platform/cache-control.ts';
import { AppError } from '../../platform/errors.ts';
import { clientKeyOf } from '../../platform/flood.ts';
import { defineOperation } from '../../platform/route.ts';
import {
  accountInfoSchema,
  doneSchema,
  emailBody,
  loginBody,
  loginCodeBody,
  registerBody,
  registeredSchema,
  resetBody,
  verifyBody,
} from './contract.ts';
import type { SessionCustomer } from './service.ts';
import { beginSession, clearSessionCookie, sessionTokenOf } from './session-token.ts';

const TAGS = ['account'];

const known = new WeakMap<FastifyRequest, Promise<SessionCustomer | null>>();

/** The logged-in customer of a request (read once per request), or null for a visitor. */
export function customerOfRequest(
  app: FastifyInstance,
  req: FastifyRequest,
): Promise<SessionCustomer | null> {
  let customer = known.get(req);
  if (!customer) {
    customer = app.accounts.customerOf(sessionTokenOf(req));
    known.set(req, customer);
  }
  return customer;
}

/** The logged-in customer, or a 401 that the storefront answers with its login dialog. */
export async function requireCustomer(
  app: FastifyInstance,
  req: FastifyRequest,
): Promise<SessionCustomer> {
  const customer = await customerOfRequest(app, req);
  if (!customer) throw new AppError(401, 'not_logged_in');
  return customer;
}

/** `POST account/register`: a new account, whose address a mailed code confirms. */
export const register = defineOperation({
  method: 'POST',
  url: '/account/register',
  summary: 'Registers a customer; the same answer whether or not the address has an account',
  tags: TAGS,
  schemas: { body: registerBody, response: registeredSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    await app.accounts.register({
      email: body.email,
      password: body.password,
      passwordConfirmation: body.password_confirmation,
      locale: req.locale,
    });
    return { message: req.t('account.verification_sent') };
  },
});

/** `POST account/verify`: confirms the address with the mailed code. */
export const verify = defineOperation({
  method: 'POST',
  url: '/account/verify',
  summary: "Confirms a customer's e-mail address with the code mailed to it",
  tags: TAGS,
  schemas: { body: verifyBody, response: doneSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app }, { body }) => {
    await app.accounts.verify(body.email, body.code);
    return { success: true as const };
  },
});

/** `POST account/verify/resend`: a new code for an address not confirmed yet. */
export const resendVerification = defineOperation({
  method: 'POST',
  url: '/account/verify/resend',
  summary: 'Mails a new confirmation code; the same answer for any address',
  tags: TAGS,
  schemas: { body: emailBody, response: registeredSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    await app.accounts.resendVerification(body.email);
    return { message: req.t('account.verification_sent') };
  },
});

/** `POST account/password/forgot`: mails a link to choose a new password. */
export const forgotPassword = defineOperation({
  method: 'POST',
  url: '/account/password/forgot',
  summary: 'Mails a link to choose a new password; the same answer for any address',
  tags: TAGS,
  schemas: { body: emailBody, response: registeredSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    await app.accounts.forgotPassword(body.email);
    return { message: req.t('account.reset_sent') };
  },
});

/** `POST account/password/reset`: the new password, with the link's token; no login follows. */
export const resetPassword = defineOperation({
  method: 'POST',
  url: '/account/password/reset',
  summary: "Sets a new password with a reset link's token, and ends every session",
  tags: TAGS,
  schemas: { body: resetBody, response: registeredSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    await app.accounts.resetPassword(body.token, body.password, body.password_confirmation);
    return { message: req.t('account.password_changed') };
  },
});

/** `POST account/login`: a new session, in an HttpOnly cookie. */
export const login = defineOperation({
  method: 'POST',
  url: '/account/login',
  summary: 'Logs a customer in (a new session in its cookie)',
  tags: TAGS,
  schemas: { body: loginBody, response: accountInfoSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req, reply }, { body }) => {
    const { token, customer } = await app.accounts.login(body.email, body.password, {
      clientKey: clientKeyOf(req.ip),
      userAgent: req.headers['user-agent'] ?? '',
    });
    await beginSession(req, reply, token, (old) => app.accounts.logout(old));
    return { data: await app.accounts.info(customer.id) };
  },
});

/** `POST account/login/code`: mails a one-time login code; an unknown address answered alike. */
export const sendLoginCode = defineOperation({
  method: 'POST',
  url: '/account/login/code',
  summary: 'Mails a one-time login code (the same answer for an unknown address)',
  tags: TAGS,
  schemas: { body: emailBody, response: registeredSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }, { body }) => {
    await app.accounts.sendLoginCode(body.email);
    return { message: req.t('account.login_code_sent') };
  },
});

/** `POST account/login/code/verify`: the mailed code logs the customer in, once. */
export const loginWithCode = defineOperation({
  method: 'POST',
  url: '/account/login/code/verify',
  summary: 'Logs a customer in with a mailed one-time code (a new session in its cookie)',
  tags: TAGS,
  schemas: { body: loginCodeBody, response: accountInfoSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req, reply }, { body }) => {
    const { token, customer } = await app.accounts.loginWithCode(body.email, body.code, {
      clientKey: clientKeyOf(req.ip),
      userAgent: req.headers['user-agent'] ?? '',
    });
    await beginSession(req, reply, token, (old) => app.accounts.logout(old));
    return { data: await app.accounts.info(customer.id) };
  },
});

/** `POST account/logout`: ends the session; a visitor's logout is a success too. */
export const logout = defineOperation({
  method: 'POST',
  url: '/account/logout',
  summary: "Ends the customer's session",
  tags: TAGS,
  schemas: { response: doneSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req, reply }) => {
    const token = sessionTokenOf(req);
    if (token) await app.accounts.logout(token);
    clearSessionCookie(req, reply);
    return { success: true as const };
  },
});

/** `GET account/info` (spec section 7, Account): a visitor is answered 401. */
export const accountInfo = defineOperation({
  method: 'GET',
  url: '/account/info',
  summary: "The logged-in customer's id, e-mail and address book count",
  tags: TAGS,
  schemas: { response: accountInfoSchema },
  cacheControl: PRIVATE_NO_STORE,
  run: async ({ app, req }) => {
    const customer = await requireCustomer(app, req);
    return { data: await app.accounts.info(customer.id) };
  },
});

/** The accounts module's operations. */
export const accountOperations = [
  register,
  verify,
  resendVerification,
  login,
  sendLoginCode,
  loginWithCode,
  logout,
  accountInfo,
  forgotPassword,
  resetPassword,
];
