import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a session lasts from login. */
export const SESSION_DAYS = 30;

/** The session cookie's name: behind https with the `__Host-` prefix (this host only, Secure, path /). */
const SECURE_COOKIE = '__Host-vitrine_session';
const PLAIN_COOKIE = 'vitrine_session';

/** A new session token: 256 random bits, as the cookie carries it. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token (or of a mailed code): its SHA-256, never the thing itself. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The session token the request carries, if any: behind https only the `__Host-` cookie, which
 * no sibling host can set (a planted plain cookie could fix a session on the shopper).
 */
export function sessionTokenOf(req: FastifyRequest): string | undefined {
  const token = req.cookies[req.protocol === 'https' ? SECURE_COOKIE : PLAIN_COOKIE];
  return token && /^[\w-]{43}$/.test(token) ? token : undefined;
}

/**
 * Starts the session a login made (password, mailed code or social login): the session the
 * browser carried until now is ended first (`end`), so a login always rotates the token, and a
 * token planted before the login opens nothing after it; then the cookies are set.
 */
export async function beginSession(
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  end: (token: string) => Promise<void>,
) {
  const carried = sessionTokenOf(req);
  if (carried && carried !== token) await end(carried);
  setSessionCookie(req, reply, token);
}

/**
 * The login flag's cookie (spec section 3, Shop-wide state: login flag): `1` while a session
 * lasts, readable by the page's script, so that pages cached for everyone can show a customer
 * as logged in without asking the server. It opens nothing: the session cookie does.
 */
export const LOGIN_FLAG_COOKIE = 'vitrine_customer';

/**
 * Gives the browser its session cookie (HttpOnly, SameSite=Lax, Secure behind https) and the
 * login flag beside it.
 */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  const secure = req.protocol === 'https';
  const lasting = {
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  } as const;
  reply.setCookie(secure ? SECURE_COOKIE : PLAIN_COOKIE, token, { ...lasting, httpOnly: true });
  reply.setCookie(LOGIN_FLAG_COOKIE, '1', lasting);
}

/** Takes the session cookie and the login flag away (logout). */
export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply) {
  const secure = req.protocol === 'https';
  reply.clearCookie(secure ? SECURE_COOKIE : PLAIN_COOKIE, { path: '/', secure });
  reply.clearCookie(LOGIN_FLAG_COOKIE, { path: '/', secure });
}
