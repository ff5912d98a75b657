import type { Translate } from '../../platform/i18n.ts';
import { formatPrice } from '../currency/format.ts';
import { fillMoney } from '../currency/money-text.ts';
import { titleIn } from '../shipping/rates.ts';
import type { CartDto } from './contract.ts';
import type { CartNotice, CartView } from './service.ts';

/**
 * The cart's texts in the shopper's language: the service gives codes, the edge text. The cart's
 * routes answer with it, and so does checkout, whose answer carries the cart.
 */
export function presentCart(view: CartView, t: Translate, locale?: string): CartDto {
  const say = (n: CartNotice) => ({ code: n.code, message: t(`cart.notice.${n.code}`, n.values) });
  return {
    ...view,
    shipping: {
      methods: view.shipping.methods.map(({ titles, ...m }) => ({
        ...m,
        name: titleIn(titles, locale),
      })),
    },
    notices: view.notices.map(say),
    errors: view.errors.map(say),
    discount_hints: view.discount_hints.map((hint) => ({
      ...hint,
      // Whole, in the shop's currency, for any reader; the storefront writes its own from the
      // parts, in the shopper's currency.
      message: fillMoney(
        hint.text ??
          (hint.missing_quantity !== null
            ? t('cart.hint.quantity', { count: hint.missing_quantity, title: hint.title })
            : t('cart.hint.amount', {
                amount: { money: hint.missing_amount ?? 0, currency: view.currency },
                title: hint.title,
              })),
        (amount) => formatPrice(amount, view.currency),
      ),
    })),
  };
}
