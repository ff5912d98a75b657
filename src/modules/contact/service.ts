import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { FLOOD_WINDOW_MS, isFlooding, sentInWindow } from '../../platform/flood.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { maskKeptTexts } from '../analytics/mask.ts';
import type { ContactInput, ContactReceipt } from './contract.ts';
import { merchantContactMail, type ContactRecipient } from './mails.ts';
import { contactMessages } from './schema.ts';

/** Messages one address may send in the flood window (as many as reviews). */
export const MAX_CONTACTS_PER_WINDOW = 5;

/** The contact form's messages. */
export type ContactService = ReturnType<typeof createContactService>;

/** Creates the contact service over a database, mailing each message to `merchant`. */
export function createContactService(
  db: Db,
  { jobs, merchant }: { jobs: Pick<Jobs, 'sendInTransaction'>; merchant: ContactRecipient },
) {
  return {
    /**
     * Keeps a shopper's message and mails it to the merchant (the shop's MAIL_FROM, when set),
     * answering to the shopper; an address that sent 5 in the last ten minutes is refused
     * (429), counted in the database so every instance of the shop agrees. The mail is queued
     * in the message's own transaction: a kept message is mailed once, and a refused one never.
     */
    async send(
      given: ContactInput,
      client: { clientKey: string; locale: string },
    ): Promise<ContactReceipt> {
      // A card number typed into the form is kept and mailed masked; the e-mail is left as
      // given: it is where the answer goes.
      const input = { ...maskKeptTexts(given), email: given.email };
      return db.transaction(async (tx) => {
        // One address's messages one at a time: messages sent at once cannot all count the
        // same four before them and pass the limit together.
        await tx.execute(sql`select pg_advisory_xact_lock(7311003, hashtext(${client.clientKey}))`);
        if (
          isFlooding(
            await sentInWindow(tx, contactMessages, client.clientKey),
            MAX_CONTACTS_PER_WINDOW,
          )
        ) {
          throw new AppError(429, 'contact_flood', { minutes: FLOOD_WINDOW_MS / 60_000 });
        }
        const [row] = await tx
          .insert(contactMessages)
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone,
            orderNumber: input.order_number,
            message: input.message,
            locale: client.locale,
            clientKey: client.clientKey,
          })
          .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
        const to = merchant.to;
        if (to) {
          await jobs.sendInTransaction(
            tx,
            'mail.send',
            merchantContactMail(input, { ...merchant, to }),
            {
              singletonKey: `contact-${row!.id}`,
            },
          );
        }
        return { id: row!.id, created_at: row!.createdAt.toISOString() };
      });
    },

    /** The newest messages first, for the shop to read. */
    async latest(limit = 50) {
      return db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit);
    },
  };
}
