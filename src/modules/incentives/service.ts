import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { announceChange } from '../../platform/changes.ts';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import type { Locale } from '../../platform/locales.ts';
import { saveKeyedDefinitions } from '../../platform/keyed-definitions.ts';
import type { DiscountDefinitionInput } from '../discounts/definition.ts';
import { DISCOUNTS_CHANGED } from '../discounts/service.ts';
import {
  incentiveFileSchema,
  type Granted,
  type Incentive,
  type IncentiveAction,
  type OfferedIncentive,
} from './contract.ts';
import { incentiveGrants, incentives } from './schema.ts';

/** Writes a customer's single-use coupon in the caller's transaction (the discounts service's). */
export type IssueCoupon = (
  tx: Db,
  key: string,
  definition: DiscountDefinitionInput & { code: string; customer_email: string },
) => Promise<unknown>;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A code no one guesses: IN- and 8 letters or digits of an alphabet without look-alikes. */
function incentiveCode(): string {
  let code = 'IN-';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

const titleIn = (i: Incentive, locale?: Locale) => (locale && i.titles[locale]) || i.title;

/** The customer's single-use coupon of an incentive: their e-mail's orders only, for its days. */
function incentiveCoupon(i: Incentive, code: string, email: string, now: Date) {
  return {
    title: i.title,
    titles: i.titles,
    discount_type: i.discount_type,
    rule: {
      value:
        i.discount_type === 'percent'
          ? { kind: 'percent' as const, amount: i.amount }
          : { kind: 'fixed' as const, amount: i.amount },
    },
    adjustment_level_type: 'order' as const,
    code,
    combinable: true,
    min_subtotal: i.min_subtotal,
    starts_at: now,
    ends_at: new Date(now.getTime() + i.valid_days * 86_400_000),
    customer_email: email,
  };
}

/** The merchant's incentives and the codes given for them. */
export type IncentiveService = ReturnType<typeof createIncentiveService>;

export function createIncentiveService(db: Db, issueCoupon: IssueCoupon) {
  const running = async (conn: Db = db) =>
    (await conn.select().from(incentives).orderBy(incentives.id))
      .map((row) => row.definition)
      .filter((i) => i.active);

  /**
   * The customer's code of the running incentive for `action`, given now if it was not yet, in
   * the caller's transaction: two calls at once give one code (the grant's key refuses the
   * second, which then reads the first). None running: null.
   */
  async function grant(
    tx: Db,
    action: IncentiveAction,
    customer: { id: number; email: string },
    now = new Date(),
  ): Promise<{ code: string; incentive: Incentive } | null> {
    const incentive = (await running(tx)).find((i) => i.action === action);
    if (!incentive) return null;
    const given = async () =>
      (
        await tx
          .select({ code: incentiveGrants.couponCode })
          .from(incentiveGrants)
          .where(
            and(
              eq(incentiveGrants.incentiveKey, incentive.key),
              eq(incentiveGrants.customerId, customer.id),
            ),
          )
      )[0]?.code;
    const before = await given();
    if (before) return { code: before, incentive };
    const code = incentiveCode();
    const added = await tx
      .insert(incentiveGrants)
      .values({ incentiveKey: incentive.key, customerId: customer.id, couponCode: code })
      .onConflictDoNothing()
      .returning({ code: incentiveGrants.couponCode });
    if (added.length === 0) return { code: (await given())!, incentive };
    await issueCoupon(
      tx,
      `incentive-${code.toLowerCase()}`,
      incentiveCoupon(incentive, code, customer.email, now),
    );
    // Every instance forgets its discounts when the transaction commits: the code works at once.
    await announceChange(tx, DISCOUNTS_CHANGED);
    return { code, incentive };
  }

  return {
    /** The running incentives in `locale`, with the customer's codes when one asks. */
    async offered(locale: Locale, customerId?: number): Promise<OfferedIncentive[]> {
      const list = await running();
      const codes = new Map<string, string>();
      if (customerId !== undefined && list.length > 0) {
        const rows = await db
          .select()
          .from(incentiveGrants)
          .where(
            and(
              eq(incentiveGrants.customerId, customerId),
              inArray(
                incentiveGrants.incentiveKey,
                list.map((i) => i.key),
              ),
            ),
          );
        for (const r of rows) codes.set(r.incentiveKey, r.couponCode);
      }
      return list.map((i) => ({
        key: i.key,
        action: i.action,
        title: titleIn(i, locale),
        discount_type: i.discount_type,
        amount: i.amount,
        min_subtotal: i.min_subtotal,
        code: codes.get(i.key) ?? null,
      }));
    },

    /** The sign-up incentive's code, in the transaction that confirms the address. */
    async signedUp(tx: Db, customer: { id: number; email: string }): Promise<void> {
      await grant(tx, 'sign_up', customer);
    },

    /** The share incentive's code for a customer who shared, once; none running: a 404. */
    async shared(customer: { id: number; email: string }, locale: Locale): Promise<Granted> {
      const given = await db.transaction((tx) => grant(tx, 'share', customer));
      if (!given) throw new AppError(404, 'incentive_none');
      return { code: given.code, title: titleIn(given.incentive, locale) };
    },

    /** Loads the merchant's incentives; with `replace`, those the file leaves out go. */
    async load(input: unknown, { replace = false } = {}): Promise<number> {
      const { incentives: list } = incentiveFileSchema.parse(input);
      await db.transaction((tx) =>
        saveKeyedDefinitions(tx, { table: incentives, key: incentives.key }, list, { replace }),
      );
      return list.length;
    },
  };
}
