import type { FastifyReply, FastifyRequest } from 'fastify';
import { isOwnOrigin } from '../../platform/origin.ts';

/** A preHandler for every storefront form route: a post from elsewhere is answered 403. */
export async function ownOriginOnly(req: FastifyRequest, reply: FastifyReply) {
  if (isOwnOrigin(req)) return;
  return reply.status(403).send({ code: 'forbidden', message: req.t('error.forbidden') });
}
