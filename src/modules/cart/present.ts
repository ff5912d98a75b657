import type { Translate } from '../../platform/i18n.ts';
import { formatPrice } from '../currency/format.ts';
import { fillMoney } from '../currency/money-text.ts';
import { discountTitle } from '../discounts/definition.ts';
import { titleIn } from '../shipping/rates.ts';
import type { CartDto } from './contract.ts';
import { fillHintText } from './cart-view.ts';
import type { CartNotice, CartView } from './service.ts';

/**
 * The cart's texts in the shopper's language: the service gives codes, the edge text. The cart's
 * routes answer with it, and so does checkout, whose answer carries the cart.
 */
export function presentCart(
  { discount_titles: titles, line_texts: lineTexts, ...view }: CartView,
  t: Translate,
  locale?: string,
): CartDto {
  // A line's title and options in the shopper's language, where the merchant translated them.
  const shown = (key: string | undefined) =>
    key !== undefined && locale ? lineTexts[key]?.[locale] : undefined;
  const say = ({ code, values, line }: CartNotice) => {
    const title = shown(line)?.title;
    return {
      code,
      message: t(`cart.notice.${code}`, title ? { ...values, title } : values),
    };
  };
  // The merchant's own text for a place, in the shopper's language (none: undefined).
  const ownText = (id: number, place: 'cart' | 'checkout') =>
    locale ? titles.texts[id]?.[locale]?.[place] : undefined;
  // A discount's title in the shopper's language, else as the merchant wrote it.
  const named = (title: string, other: Partial<Record<string, string>> | undefined) =>
    discountTitle({ title, titles: other ?? {} }, locale);
  return {
    ...view,
    cart: Object.fromEntries(
      Object.entries(view.cart).map(([id, line]) => {
        const text = shown(id);
        return [
          id,
          {
            ...line,
            product: text ? { ...line.product, title: text.title } : line.product,
            variant: text ? { ...line.variant, attrs: text.attrs } : line.variant,
            discounts: line.discounts.map((d) => ({
              ...d,
              title: named(d.title, titles.byId[d.id]),
            })),
          },
        ];
      }),
    ),
    coupon_record: view.coupon_record.map((c) => ({
      ...c,
      title: named(c.title, titles.byCode[c.code]),
    })),
    discounts: view.discounts.map((d) => ({
      ...d,
      title: named(d.title, titles.byId[d.id]),
      checkout_text: ownText(d.id, 'checkout') ?? d.checkout_text,
    })),
    shipping: {
      methods: view.shipping.methods.map(({ titles, ...m }) => ({
        ...m,
        name: titleIn(titles, locale),
      })),
    },
    notices: view.notices.map(say),
    errors: view.errors.map(say),
    discount_hints: view.discount_hints.map(({ title: own, text: merchants, ...hint }) => {
      const title = named(own, titles.byId[hint.discount_id]);
      const translated = ownText(hint.discount_id, 'cart');
      const text = translated
        ? fillHintText(translated, hint.missing_quantity, hint.missing_amount)
        : merchants;
      return {
        ...hint,
        title,
        // Whole, in the shop's currency, for any reader; the storefront writes its own from the
        // parts, in the shopper's currency.
        text: text?.replaceAll('{title}', title) ?? null,
        message: fillMoney(
          text?.replaceAll('{title}', title) ??
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
