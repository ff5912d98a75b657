/**
 * Google Analytics' own ids of a shopper's browser, as GA4's tag keeps them in first-party
 * cookies: the client id in `_ga` (`GA1.1.123456789.1700000000`: the last two parts) and the
 * current session's id in `_ga_<stream>` (`GS1.1.1700000000.…`, or the newer
 * `GS2.1.s1700000000$o1$…`). A cart keeps them so that a purchase the server tells GA4 counts
 * for that client and session, and keeps its source (without them GA4 shows "(not set)").
 * Pure, without the API's schemas: the browser reads the cookies with it.
 */

/** A GA4 client id: two numbers joined by a dot, bounded (digits and a dot only). */
export const GA_CLIENT_ID = /^\d{1,20}\.\d{1,20}$/;
/** A GA4 session id: a number (the session's start, in seconds), bounded. */
export const GA_SESSION_ID = /^\d{1,20}$/;

/** The GA4 ids a cart keeps, as the API takes them. */
export interface Ga4Ids {
  ga_client_id: string;
  ga_session_id?: string | undefined;
}

/** A cookie's value as the browser wrote it, percent-decoded where it can be. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The client id of a `_ga` cookie's value (`GA1.1.123456789.1700000000`), or undefined. */
export function gaClientIdOf(value: string): string | undefined {
  const id = /^GA\d+\.\d+\.(\d+\.\d+)$/.exec(decoded(value).trim())?.[1];
  return id && GA_CLIENT_ID.test(id) ? id : undefined;
}

/**
 * The session id of a `_ga_<stream>` cookie's value, in either of the tag's formats:
 * `GS1.1.<session>.<count>.…` or `GS2.1.s<session>$o<count>$…`; undefined for anything else.
 */
export function gaSessionIdOf(value: string): string | undefined {
  const text = decoded(value).trim();
  const v1 = /^GS1\.\d+\.(\d+)(?:\.|$)/.exec(text)?.[1];
  const v2 = /^GS2\.\d+\.(.+)$/
    .exec(text)?.[1]
    ?.split('$')
    .find((part) => /^s\d+$/.test(part))
    ?.slice(1);
  const id = v1 ?? v2;
  return id && GA_SESSION_ID.test(id) ? id : undefined;
}

/** The cookie a GA4 stream keeps its session in: `_ga_` and the measurement id without `G-`. */
export const gaSessionCookie = (measurementId: string) => `_ga_${measurementId.replace(/^G-/, '')}`;

/** A cookie's value in a Cookie header (`document.cookie`), or undefined. */
function cookieValue(cookies: string, name: string): string | undefined {
  return cookies
    .split(/;\s*/)
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/**
 * The shopper's GA4 ids for a stream from their cookies: none without a well-formed `_ga`
 * cookie, the client id alone when the stream's session cookie is missing or malformed.
 */
export function ga4IdsFromCookies(cookies: string, measurementId: string): Ga4Ids | undefined {
  const client = cookieValue(cookies, '_ga');
  const clientId = client === undefined ? undefined : gaClientIdOf(client);
  if (!clientId) return undefined;
  const session = cookieValue(cookies, gaSessionCookie(measurementId));
  const sessionId = session === undefined ? undefined : gaSessionIdOf(session);
  return { ga_client_id: clientId, ...(sessionId ? { ga_session_id: sessionId } : {}) };
}
