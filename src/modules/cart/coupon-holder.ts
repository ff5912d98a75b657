import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Who applies a coupon, as the coupon's owner is named: the e-mail of the shopper's account
 * when logged in, null for a visitor. A code issued to one customer (a reward, an incentive)
 * applies to that customer's cart only. The accounts module answers at request time: it is
 * registered after the cart, which its orders depend on.
 */
export async function couponHolderOf(
  app: FastifyInstance,
  req: FastifyRequest,
): Promise<string | null> {
  return (await app.accounts.currentCustomer(req))?.email ?? null;
}
