import type { Translator } from '../../platform/i18n.ts';
import { localizedUrl, resolveLocale } from '../../platform/locales.ts';
import { paragraphMail, type MailMessage } from '../../platform/mail.ts';
import { shownVariant, type PurchasableVariant } from '../catalog/service.ts';

/** Tells a customer that a variant on their wishlist is back in stock, in their language. */
export function backInStockMail(
  to: string,
  variant: PurchasableVariant,
  locale: string,
  t: Translator,
  shop: { name: string; origin: string },
): MailMessage {
  const language = resolveLocale(locale);
  const say = (key: string, values?: Parameters<Translator>[2]) => t(language, key, values);
  const { title } = shownVariant(variant, language);
  const link = localizedUrl(
    `${shop.origin}${variant.product.path}?variant=${variant.id}`,
    language,
  );
  return paragraphMail(
    to,
    say('mail.back_in_stock.subject', { title }),
    [
      say('mail.back_in_stock.body', { title, shop: shop.name }),
      say('mail.back_in_stock.link', { link }),
    ],
    language,
  );
}
