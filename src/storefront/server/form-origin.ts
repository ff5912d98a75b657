import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Whether a form post comes from the shop's own pages: an Origin, when the browser sends one,
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

/** A preHandler for every storefront form route: a post from elsewhere is answered 403. */
export async function ownOriginOnly(req: FastifyRequest, reply: FastifyReply) {
  if (isOwnOrigin(req)) return;
  return reply.status(403).send({ code: 'forbidden', message: req.t('error.forbidden') });
}
