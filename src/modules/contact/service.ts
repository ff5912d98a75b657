import { desc } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { FLOOD_WINDOW_MS, isFlooding, sentInWindow } from '../../platform/flood.ts';
import type { ContactInput, ContactReceipt } from './contract.ts';
import { contactMessages } from './schema.ts';

/** Messages one address may send in the flood window (as many as reviews). */
export const MAX_CONTACTS_PER_WINDOW = 5;

/** The contact form's messages. */
export type ContactService = ReturnType<typeof createContactService>;

/** Creates the contact service over a database. */
export function createContactService(db: Db) {
  return {
    /**
     * Keeps a shopper's message; an address that sent 5 in the last ten minutes is refused
     * (429), counted in the database so every instance of the shop agrees.
     */
    async send(
      input: ContactInput,
      client: { clientKey: string; locale: string },
    ): Promise<ContactReceipt> {
      if (
        isFlooding(
          await sentInWindow(db, contactMessages, client.clientKey),
          MAX_CONTACTS_PER_WINDOW,
        )
      ) {
        throw new AppError(429, 'contact_flood', { minutes: FLOOD_WINDOW_MS / 60_000 });
      }
      const [row] = await db
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
      return { id: row!.id, created_at: row!.createdAt.toISOString() };
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
