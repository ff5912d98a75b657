import type { Translator } from '../../platform/i18n.ts';
import { DEFAULT_LOCALE } from '../../platform/locales.ts';
import { escapeHtml, mailDocument, type MailMessage } from '../../platform/mail.ts';
import type { ContactInput } from './contract.ts';

/** Where a contact message is mailed: the merchant's mailbox, in the shop's words. */
export interface ContactRecipient {
  /** The merchant's address (the shop's MAIL_FROM); none: messages are kept, not mailed. */
  to: string | undefined;
  shopName: string;
  translator: Translator;
}

/**
 * A shopper's contact message as the merchant receives it (spec section 7, contact_service: a
 * form mailed to the merchant), in the shop's language: who wrote, how to reach them, the order
 * it is about, then the message as written. Answering it answers the shopper (Reply-To).
 */
export function merchantContactMail(
  input: ContactInput,
  recipient: ContactRecipient & { to: string },
): MailMessage {
  const say = (key: string) => recipient.translator(DEFAULT_LOCALE, key);
  const who = [
    `${say('reviews.author')}: ${input.name}`,
    `${say('contact.email')}: ${input.email}`,
    ...(input.phone ? [`${say('contact.phone')}: ${input.phone}`] : []),
    ...(input.order_number ? [`${say('contact.order_number')}: ${input.order_number}`] : []),
  ];
  // The message's own lines kept as the shopper wrote them, in the HTML too.
  const html = mailDocument(
    DEFAULT_LOCALE,
    `<p>${who.map(escapeHtml).join('<br>')}</p>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
  );
  return {
    to: recipient.to,
    // One line, whatever the name holds.
    subject: `${say('contact.title')}: ${input.name.replace(/\s+/g, ' ')} – ${recipient.shopName}`,
    text: `${who.join('\n')}\n\n${input.message}`,
    html,
    replyTo: input.email,
  };
}
