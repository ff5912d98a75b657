import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { OrderAddress } from '../orders/model.ts';
import { customerAddresses, customers } from './schema.ts';

/** The most addresses one customer's book keeps. */
export const MAX_ADDRESSES = 50;

/** An address of the book as the customer sees it: its id, whether it is the default, its fields. */
export type BookAddress = OrderAddress & { id: number; default: boolean };

/** Checks an address by its country's rules: the address normalised, or a 422 per field. */
export type AddressCheck = (address: OrderAddress) => OrderAddress;

const asBookAddress = (row: typeof customerAddresses.$inferSelect): BookAddress => ({
  ...row.address,
  id: row.id,
  default: row.isDefault,
});

/**
 * A customer's address book: create, change, delete and list, one default among them (the
 * first address is the default; deleting the default makes the newest other one so). Every
 * call names the customer, and an address of another customer is the same 404 as none.
 */
export function createAddressBook(db: Db, check: AddressCheck) {
  /** Holds the customer's row for the transaction: two changes of one book take turns. */
  const lockBook = (tx: Db, customerId: number) =>
    tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');

  /** Makes one address the default, the others not. */
  async function makeDefault(tx: Db, customerId: number, id: number): Promise<void> {
    await tx
      .update(customerAddresses)
      .set({ isDefault: false })
      .where(
        and(
          eq(customerAddresses.customerId, customerId),
          eq(customerAddresses.isDefault, true),
          ne(customerAddresses.id, id),
        ),
      );
    await tx
      .update(customerAddresses)
      .set({ isDefault: true })
      .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, id)));
  }

  const owned = (customerId: number, id: number) =>
    and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, id));

  return {
    /** The customer's addresses, the default first, then the most recently changed. */
    async list(customerId: number): Promise<BookAddress[]> {
      const rows = await db
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.updatedAt));
      return rows.map(asBookAddress);
    },

    /** How many addresses the customer keeps (spec section 3: addressBookCount). */
    async count(customerId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId));
      return row?.n ?? 0;
    },

    /** Keeps a new address (the default when asked, or when it is the first); 422 when full. */
    async create(customerId: number, input: OrderAddress, asDefault = false): Promise<BookAddress> {
      const address = check(input);
      return db.transaction(async (tx) => {
        await lockBook(tx, customerId);
        const [kept] = await tx
          .select({ n: count() })
          .from(customerAddresses)
          .where(eq(customerAddresses.customerId, customerId));
        const n = kept?.n ?? 0;
        if (n >= MAX_ADDRESSES)
          throw new AppError(422, 'address_book_full', { max: MAX_ADDRESSES });
        const [row] = await tx
          .insert(customerAddresses)
          .values({ customerId, address, isDefault: false })
          .returning();
        if (asDefault || n === 0) await makeDefault(tx, customerId, row!.id);
        return { ...asBookAddress(row!), default: asDefault || n === 0 };
      });
    },

    /** Changes an address of the customer's (and makes it the default when asked). */
    async update(
      customerId: number,
      id: number,
      input: OrderAddress,
      asDefault = false,
    ): Promise<BookAddress> {
      const address = check(input);
      return db.transaction(async (tx) => {
        await lockBook(tx, customerId);
        const [row] = await tx
          .update(customerAddresses)
          .set({ address, updatedAt: new Date() })
          .where(owned(customerId, id))
          .returning();
        if (!row) throw notFound('address_not_found');
        if (asDefault && !row.isDefault) await makeDefault(tx, customerId, id);
        return { ...asBookAddress(row), default: row.isDefault || asDefault };
      });
    },

    /** Deletes an address of the customer's; the newest other one becomes the default. */
    async remove(customerId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockBook(tx, customerId);
        const [gone] = await tx.delete(customerAddresses).where(owned(customerId, id)).returning();
        if (!gone) throw notFound('address_not_found');
        if (!gone.isDefault) return;
        await tx.execute(sql`
          update ${customerAddresses} set is_default = true
          where id = (
            select id from ${customerAddresses} where customer_id = ${customerId}
            order by updated_at desc, id desc limit 1
          )`);
      });
    },
  };
}

export type AddressBook = ReturnType<typeof createAddressBook>;
