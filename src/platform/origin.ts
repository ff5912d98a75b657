import type { FastifyRequest } from 'fastify';

/**
 * Whether a request comes from the shop's own pages: an Origin, when the browser sends one,
 * must be this shop's scheme, host and port. `null` (a sandboxed frame, a redirect from another
 * site) and anything that is not a URL are refused.
 */
export function isOwnOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return false;
  }
}
