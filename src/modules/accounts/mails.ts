import type { Translator } from '../../platform/i18n.ts';
import { paragraphMail, type MailMessage } from '../../platform/mail.ts';
import { localizedUrl, resolveLocale } from '../../platform/locales.ts';

/** How long a mailed code works. */
export const CODE_MINUTES = 20;
/** How long a link to choose a new password works. */
export const RESET_MINUTES = 60;

const mail = paragraphMail;

/**
 * A mailed code, in the customer's language: the code that confirms a new account's address
 * (`verify`), or a one-time login code (`login_code`). Nothing else in it (no marketing): how
 * long it works, and what to do if it was not them.
 */
function codeMail(kind: 'verify' | 'login_code') {
  return (to: string, code: string, locale: string, t: Translator, shop: string): MailMessage => {
    const say = (key: string, values?: Parameters<Translator>[2]) =>
      t(resolveLocale(locale), key, values);
    return mail(
      to,
      say(`mail.${kind}.subject`, { shop, code }),
      [
        say(`mail.${kind}.body`, { code, minutes: CODE_MINUTES }),
        say(`mail.${kind}.ignore`, { shop }),
      ],
      locale,
    );
  };
}

/** The code that confirms a new account's e-mail address (CODE_MINUTES, once). */
export const verificationMail = codeMail('verify');

/** A one-time login code (CODE_MINUTES, once). */
export const loginCodeMail = codeMail('login_code');

/**
 * What an address that has an account is told when someone registers with it again: the same
 * answer as a new registration goes to the browser, and only the address's owner learns this.
 */
export function registeredAgainMail(
  to: string,
  locale: string,
  t: Translator,
  shop: string,
): MailMessage {
  const say = (key: string, values?: Parameters<Translator>[2]) =>
    t(resolveLocale(locale), key, values);
  return mail(
    to,
    say('mail.registered_again.subject', { shop }),
    [say('mail.registered_again.body', { shop })],
    locale,
  );
}

/** The link to choose a new password: it works once, within RESET_MINUTES. */
export function resetMail(
  to: string,
  link: string,
  locale: string,
  t: Translator,
  shop: string,
): MailMessage {
  const say = (key: string, values?: Parameters<Translator>[2]) =>
    t(resolveLocale(locale), key, values);
  return mail(
    to,
    say('mail.reset.subject', { shop }),
    [
      say('mail.reset.body', { shop, minutes: RESET_MINUTES, link: localizedUrl(link, locale) }),
      say('mail.reset.ignore'),
    ],
    locale,
  );
}

/** Tells a customer their password was changed (and every session ended), in case it was not them. */
export function passwordChangedMail(
  to: string,
  locale: string,
  t: Translator,
  shop: string,
): MailMessage {
  const say = (key: string, values?: Parameters<Translator>[2]) =>
    t(resolveLocale(locale), key, values);
  return mail(
    to,
    say('mail.password_changed.subject', { shop }),
    [say('mail.password_changed.body', { shop })],
    locale,
  );
}
