import type { Translator } from '../../platform/i18n.ts';
import { localizedUrl, resolveLocale } from '../../platform/locales.ts';
import { paragraphMail, type MailMessage } from '../../platform/mail.ts';

/** How long a confirmation link works. */
export const CONFIRM_HOURS = 48;

/** Who writes, and where the links go. */
export interface NewsletterSender {
  translator: Translator;
  shopName: string;
  /** The page that takes the links' tokens (the shop's address and /newsletter). */
  page: string;
  /** The one-click unsubscribe endpoint (RFC 8058), for mail programs. */
  oneClick: string;
}

const sayIn =
  (t: Translator, locale: string) => (key: string, values?: Parameters<Translator>[2]) =>
    t(resolveLocale(locale), key, values);

/**
 * The double opt-in's confirmation: the link, how long it works, and what to do if it was not
 * them. Nothing else: no marketing before consent.
 */
export function confirmationMail(
  to: string,
  token: string,
  locale: string,
  sender: NewsletterSender,
): MailMessage {
  const say = sayIn(sender.translator, locale);
  const shop = sender.shopName;
  const link = localizedUrl(`${sender.page}?confirm=${token}`, locale);
  return paragraphMail(
    to,
    say('mail.newsletter_confirm.subject', { shop }),
    [
      say('mail.newsletter_confirm.body', { shop, hours: CONFIRM_HOURS, link }),
      say('mail.newsletter_confirm.ignore'),
    ],
    locale,
  );
}

/**
 * The welcome of a confirmed subscriber, with the way out: a link in the text, and the
 * List-Unsubscribe headers that let a mail program unsubscribe in one click (RFC 8058).
 */
export function welcomeMail(
  to: string,
  unsubscribeToken: string,
  locale: string,
  sender: NewsletterSender,
): MailMessage {
  const say = sayIn(sender.translator, locale);
  const shop = sender.shopName;
  const link = localizedUrl(`${sender.page}?unsubscribe=${unsubscribeToken}`, locale);
  return {
    ...paragraphMail(
      to,
      say('mail.newsletter_welcome.subject', { shop }),
      [say('mail.newsletter_welcome.body', { shop }), say('mail.newsletter_unsubscribe', { link })],
      locale,
    ),
    headers: {
      'List-Unsubscribe': `<${sender.oneClick}?token=${unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
