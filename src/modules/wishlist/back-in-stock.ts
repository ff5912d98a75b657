import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { Transaction } from '../../platform/jobs.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { isAnyOf } from '../../platform/sql-list.ts';
import type { ItemStock, StockItem } from '../catalog/service.ts';
import { wishlistItems } from './schema.ts';

declare module '../../platform/jobs.ts' {
  interface JobPayloads {
    /** The hourly look at the wished items: the sold-out ones wait, the returned ones are mailed. */
    'wishlist.back_in_stock': Record<string, never>;
  }
}

/** How many wishes one read looks at (a run reads them all, a page at a time). */
const PAGE_SIZE = 500;

type Wish = typeof wishlistItems.$inferSelect;

/** A wished item that is back: whose wish, and the variant to buy now. */
export interface BackInStock {
  customerId: number;
  productId: number;
  variantId: number;
}

/** What back-in-stock needs of the other modules. */
export interface BackInStockDeps {
  /** The catalogue's read of whether items can be bought now. */
  itemsInStock: (items: readonly StockItem[]) => Promise<ItemStock[]>;
  /** The mail telling each customer their item is back (null: no one to tell). */
  mailsFor: (back: readonly BackInStock[]) => Promise<(MailMessage | null)[]>;
  /** Queues a mail in the caller's transaction. */
  queueMail: (tx: Transaction, mail: MailMessage) => Promise<unknown>;
}

/** The wishes among `wishes`, by their key, as two array parameters. */
const isOneOf = (wishes: readonly Wish[]): SQL =>
  sql`(${wishlistItems.customerId}, ${wishlistItems.productId}) in (select * from unnest(
    ${sql.param(`{${wishes.map((w) => w.customerId).join(',')}}`)}::int[],
    ${sql.param(`{${wishes.map((w) => w.productId).join(',')}}`)}::int[]))`;

/**
 * Back in stock for every wish (issue 22: "a wished variant that is out of stock sends one
 * back-in-stock mail when it returns"): a wished product, or the variant looked at, seen sold
 * out starts waiting, whether it sold out before or after it was wished; once it can be bought
 * again its customer is mailed once, and it waits again only when it sells out again. A restock
 * of an item that had not sold out tells nothing.
 */
export function createBackInStock(db: Db, deps: BackInStockDeps) {
  /** The wishes `where` picks, a page at a time, in the order of their key. */
  async function* pages(where: SQL | undefined): AsyncGenerator<Wish[]> {
    let last: Wish | undefined;
    for (;;) {
      const after = last
        ? sql`(${wishlistItems.customerId}, ${wishlistItems.productId}) > (${last.customerId}, ${last.productId})`
        : undefined;
      const page = await db
        .select()
        .from(wishlistItems)
        .where(and(where, after))
        .orderBy(asc(wishlistItems.customerId), asc(wishlistItems.productId))
        .limit(PAGE_SIZE);
      if (page.length > 0) yield page;
      if (page.length < PAGE_SIZE) return;
      last = page.at(-1);
    }
  }

  const stockOf = (page: readonly Wish[]) =>
    deps.itemsInStock(page.map((w) => ({ productId: w.productId, variantId: w.variantId })));

  return {
    /**
     * Starts the wishes (of `productIds`, else all) whose item is sold out now waiting for its
     * return. The moment is the process's clock to the millisecond, as it is read back.
     */
    async markSoldOut(productIds?: readonly number[]): Promise<void> {
      const ofProducts = productIds ? isAnyOf(wishlistItems.productId, productIds) : undefined;
      for await (const page of pages(and(isNull(wishlistItems.waitingSince), ofProducts))) {
        const stock = await stockOf(page);
        const soldOut = page.filter(
          (_, i) => stock[i]!.shown && stock[i]!.buyableVariantId === null,
        );
        if (soldOut.length === 0) continue;
        await db
          .update(wishlistItems)
          .set({ waitingSince: new Date() })
          .where(and(isNull(wishlistItems.waitingSince), isOneOf(soldOut)));
      }
    },

    /**
     * Mails the customers whose waiting wishes can be bought again. A wish stops waiting in the
     * transaction that queues its mail, and only if it still waits since the moment read, so
     * one return makes one mail however many processes run this. Answers how many were mailed.
     */
    async mailReturns(): Promise<number> {
      let mailed = 0;
      for await (const page of pages(isNotNull(wishlistItems.waitingSince))) {
        const stock = await stockOf(page);
        const back = page.flatMap((wish, i) => {
          const variantId = stock[i]!.buyableVariantId;
          return variantId === null ? [] : [{ wish, variantId }];
        });
        if (back.length === 0) continue;
        const mails = await deps.mailsFor(
          back.map(({ wish, variantId }) => ({
            customerId: wish.customerId,
            productId: wish.productId,
            variantId,
          })),
        );
        await db.transaction(async (tx) => {
          for (const [i, { wish }] of back.entries()) {
            const [stopped] = await tx
              .update(wishlistItems)
              .set({ waitingSince: null })
              .where(
                and(
                  eq(wishlistItems.customerId, wish.customerId),
                  eq(wishlistItems.productId, wish.productId),
                  eq(wishlistItems.waitingSince, wish.waitingSince!),
                ),
              )
              .returning({ id: wishlistItems.customerId });
            const mail = mails[i];
            if (!stopped || !mail) continue;
            await deps.queueMail(tx, mail);
            mailed++;
          }
        });
      }
      return mailed;
    },
  };
}
