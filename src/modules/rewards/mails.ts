import type { Translator } from '../../platform/i18n.ts';
import { intlTag, localizedUrl, resolveLocale } from '../../platform/locales.ts';
import { paragraphMail, type MailMessage } from '../../platform/mail.ts';

/**
 * The warning that a customer's points will expire: how many, on which day (written in the
 * customer's language), and where to spend them.
 */
export function expiryWarningMail(
  to: string,
  points: number,
  expiresAt: Date,
  locale: string,
  t: Translator,
  shop: { name: string; origin: string },
): MailMessage {
  const language = resolveLocale(locale);
  const say = (key: string, values?: Parameters<Translator>[2]) => t(language, key, values);
  const date = new Intl.DateTimeFormat(intlTag(language), { dateStyle: 'long' }).format(expiresAt);
  return paragraphMail(
    to,
    say('mail.points_expiry.subject', { shop: shop.name, points }),
    [
      say('mail.points_expiry.body', { points, date }),
      say('mail.points_expiry.spend', { link: localizedUrl(`${shop.origin}/`, language) }),
    ],
    language,
  );
}
