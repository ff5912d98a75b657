import type { Translate } from '../../platform/i18n.ts';
import { formatPrice } from '../currency/format.ts';
import { fillMoney } from '../currency/money-text.ts';
import { discountTitle } from '../discounts/definition.ts';
import { titleIn } from '../shipping/rates.ts';
import type { CartDto } from './contract.ts';
import type { CartNotice, CartView } from './service.ts';

/**
 * The cart's texts in the shopper's language: the service gives codes, the edge text. The cart's
 * routes answer with it, and so does checkout, whose answer carries the cart.
 */
export function presentCart(
  { discount_titles: titles, ...view }: CartView,
  t: Translate,
  locale?: string,
): CartDto {
  const say = (n: CartNotice) => ({ code: n.code, message: t(`cart.notice.${n.code}`, n.values) });
  // A discount's title in the shopper's language, else as the merchant wrote it.
  const named = (title: string, other: Partial<Record<string, string>> | undefined) =>
    discountTitle({ title, titles: other ?? {} }, locale);
  return {
    ...view,
    cart: Object.fromEntries(
      Object.entries(view.cart).map(([id, line]) => [
        id,
        {
          ...line,
          discounts: line.discounts.map((d) => ({
            ...d,
            title: named(d.title, titles.byId[d.id]),
          })),
        },
      ]),
    ),
    coupon_record: view.coupon_record.map((c) => ({
      ...c,
      title: named(c.title, titles.byCode[c.code]),
    })),
    discounts: view.discounts.map((d) => ({ ...d, title: named(d.title, titles.byId[d.id]) })),
    shipping: {
      methods: view.shipping.methods.map(({ titles, ...m }) => ({
        ...m,
        name: titleIn(titles, locale),
      })),
    },
    notices: view.notices.map(say),
    errors: view.errors.map(say),
    discount_hints: view.discount_hints.map(({ title: own, ...hint }) => {
      const title = named(own, titles.byId[hint.discount_id]);
      return {
        ...hint,
        title,
        // Whole, in the shop's currency, for any reader; the storefront writes its own from the
        // parts, in the shopper's currency.
        text: hint.text?.replaceAll('{title}', title) ?? null,
        message: fillMoney(
          hint.text?.replaceAll('{title}', title) ??
            (hint.missing_quantity !== null
              ? t('cart.hint.quantity', { count: hint.missing_quantity, title })
              : t('cart.hint.amount', {
                  amount: { money: hint.missing_amount ?? 0, currency: view.currency },
                  title,
                })),
          (amount) => formatPrice(amount, view.currency),
        ),
      };
    }),
  };
}
