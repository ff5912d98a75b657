import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { couponHolderOf } from './coupon-holder.ts';
import type { CartNotice, CartView } from './service.ts';
import { COUPON_CODE } from '../discounts/definition.ts';

/** The cookies a discount link leaves (spec section 2, Cookies). */
export const APPLY_COUPON_COOKIE = 'apply_coupon';
export const DISCOUNT_CODE_COOKIE = 'discount_code';

const cookieOptions = { path: '/', sameSite: 'lax', secure: 'auto', maxAge: 60 * 60 * 24 * 7 };

/**
 * `GET /discount/{CODE}`: a shared discount link. It leaves `apply_coupon=yes` and
 * `discount_code`, and goes on to `?redirect=` (a path of this shop) or the home page; the code
 * is applied once the cart has something in it.
 */
export async function discountLinkRoute(app: FastifyInstance) {
  app.get<{ Params: { code: string }; Querystring: { redirect?: string } }>(
    '/discount/:code',
    { schema: { hide: true } },
    async (req, reply) => {
      const code = req.params.code.trim();
      const wanted = req.query.redirect;
      // Only a path of this shop: never another site (an open redirect).
      const to = typeof wanted === 'string' && /^\/(?![/\\])[^\s]*$/.test(wanted) ? wanted : '/';
      if (COUPON_CODE.test(code)) {
        reply
          .setCookie(APPLY_COUPON_COOKIE, 'yes', cookieOptions as never)
          .setCookie(DISCOUNT_CODE_COOKIE, code.toUpperCase(), cookieOptions as never);
      }
      return reply.header('cache-control', 'private, no-store').redirect(to, 303);
    },
  );
}

/**
 * Applies the code a discount link left, when the cart has lines and does not hold it yet
 * (spec section 2, Cookies). Applied or refused, the cookies are cleared, so it is tried once;
 * a refusal is told as a notice of the cart.
 */
export async function applyLinkedCoupon(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  view: CartView,
): Promise<CartView> {
  const code = req.cookies[DISCOUNT_CODE_COOKIE];
  if (req.cookies[APPLY_COUPON_COOKIE] !== 'yes' || !code) return view;
  if (Object.keys(view.cart).length === 0 || !view.hash) return view;
  const clear = () =>
    reply
      .clearCookie(APPLY_COUPON_COOKIE, { path: '/' })
      .clearCookie(DISCOUNT_CODE_COOKIE, { path: '/' });
  if (view.coupon_record.some((c) => c.code === code.toUpperCase())) {
    clear();
    return view;
  }
  try {
    const applied = await app.cart.applyCoupon(view.hash, code, await couponHolderOf(app, req));
    clear();
    return applied;
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    clear();
    const notice: CartNotice = {
      code: error.code,
      values: { code: code.toUpperCase(), ...error.values },
    };
    return { ...view, notices: [...view.notices, notice] };
  }
}
