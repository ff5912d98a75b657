import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { announceChange } from '../../platform/changes.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import {
  COUPON_CODE,
  discountDefinitionSchema,
  normalizeCode,
  type DiscountDefinition,
  type DiscountDefinitionInput,
} from './definition.ts';
import { priceCart, type ActiveDiscount, type CartPricing } from './engine.ts';
import type { PricedLine } from './model.ts';
import { matchesTarget } from './reduce.ts';
import { styleConfigSchema, type StyleConfig } from './contract.ts';
import { discountSettings, discounts } from './schema.ts';
import { isNoneOf } from '../../platform/sql-list.ts';

/** The change topic of discounts: every instance drops its copy when it is announced. */
export const DISCOUNTS_CHANGED = 'discounts';

/** How long past its end a coupon issued to a customer is still told apart from a typo. */
const ISSUED_KEPT_DAYS = 30;

/** A stored discount: its definition, id, key and how often a coupon was used. */
export type StoredDiscount = ActiveDiscount & { key: string; used_count: number };

/** Why a coupon cannot be applied now (messages `error.coupon_<reason>`). */
export type CouponProblem = 'not_found' | 'expired' | 'not_yet_active' | 'usage_limit';

/** A discount file: a list of definitions, each with a stable key. */
export const discountFileSchema = z.object({
  discounts: z
    .array(discountDefinitionSchema.and(z.object({ key: z.string().regex(/^[a-z0-9_-]{1,60}$/) })))
    .max(1000),
  style_config: styleConfigSchema.optional(),
});

export type DiscountService = ReturnType<typeof createDiscountService>;

/**
 * Discounts and coupons: what the merchant defined, kept in memory (a shop has dozens, and a
 * cart is priced on every request) and refreshed when any instance announces a change.
 */
export function createDiscountService(db: Db) {
  let loaded: Promise<StoredDiscount[]> | undefined;
  let style: Promise<StyleConfig> | undefined;

  async function load(): Promise<StoredDiscount[]> {
    // A coupon issued to a customer is kept in memory until a month past its end; the ones
    // before stay in the table (orders name them) and answer as unknown codes.
    const rows = await db
      .select()
      .from(discounts)
      .where(
        sql`${discounts.definition}->>'customer_email' is null
          or (${discounts.definition}->>'ends_at')::timestamptz > now() - interval '${sql.raw(
            String(ISSUED_KEPT_DAYS),
          )} days'`,
      )
      .orderBy(discounts.id);
    return rows.map((r) => ({
      ...discountDefinitionSchema.parse(r.definition),
      id: r.id,
      key: r.key,
      used_count: r.usedCount,
    }));
  }

  const all = () =>
    (loaded ??= load().catch((e: unknown) => ((loaded = undefined), Promise.reject(e))));

  const running = (d: DiscountDefinition, now: Date) =>
    d.active && (!d.starts_at || d.starts_at <= now) && (!d.ends_at || d.ends_at > now);

  /** Why a stored coupon cannot be used now, if it cannot. */
  function problemOf(d: StoredDiscount | undefined, now: Date): CouponProblem | undefined {
    if (!d || !d.active) return 'not_found';
    if (d.starts_at && d.starts_at > now) return 'not_yet_active';
    if (d.ends_at && d.ends_at <= now) return 'expired';
    if (d.usage_limit !== undefined && d.used_count >= d.usage_limit) return 'usage_limit';
    return undefined;
  }

  /** Whether a coupon may be used by the holder: anyone's, or issued to the holder's e-mail. */
  function isHeldBy(d: StoredDiscount, holder: string | null): boolean {
    return !d.customer_email || d.customer_email.toLowerCase() === holder?.trim().toLowerCase();
  }

  async function coupon(code: string): Promise<StoredDiscount | undefined> {
    const wanted = normalizeCode(code);
    return (await all()).find((d) => d.code === wanted);
  }

  return {
    /** Drops the in-memory copy (a change was announced). */
    forget() {
      loaded = undefined;
      style = undefined;
    },

    /** How discount messages show (discount/style_config); defaults until the merchant sets it. */
    styleConfig(): Promise<StyleConfig> {
      return (style ??= db
        .select()
        .from(discountSettings)
        .then(([row]) => styleConfigSchema.parse(row?.styleConfig ?? {}))
        .catch((e: unknown) => ((style = undefined), Promise.reject(e))));
    },

    all,

    /** The coupon a code names, if it exists (any state). */
    coupon,

    /**
     * Prices lines with the automatic discounts running now and the coupons the cart holds.
     * A held code that can no longer be used (expired, used up, deleted) is reported in
     * `unusable`, with why; the engine reports the ones that take nothing off.
     */
    async price(
      lines: readonly PricedLine[],
      codes: readonly string[],
      {
        now = new Date(),
        level = 'cart' as 'product' | 'cart' | 'checkout',
        list: given = undefined as readonly StoredDiscount[] | undefined,
      } = {},
    ): Promise<CartPricing & { unusable: { code: string; problem: CouponProblem }[] }> {
      // Inside a transaction the caller passes the list it read before: no other query then.
      const list = given ?? (await all());
      const levels = level === 'checkout' ? ['product', 'cart', 'checkout'] : ['product', 'cart'];
      const automatic = list.filter(
        (d) => !d.code && running(d, now) && levels.includes(d.effective_level),
      );
      const held: StoredDiscount[] = [];
      const unusable: { code: string; problem: CouponProblem }[] = [];
      for (const code of codes) {
        const d = list.find((x) => x.code === code);
        const problem = problemOf(d, now);
        if (problem) unusable.push({ code, problem });
        else held.push(d!);
      }
      return { ...priceCart(lines, [...automatic, ...held]), unusable };
    },

    /**
     * Checks that a code can be used now, before the cart prices it: it exists, it runs, it is
     * not used up, and a code issued to one customer (a reward, an incentive) is asked for by
     * that customer logged in (`holder`: their e-mail; null for a visitor). Throws a 422 naming
     * the problem; someone else's code is answered as an unknown one, so that it tells no one
     * it exists (issue 22: another customer's reward is not theirs to see).
     */
    async usableCoupon(
      code: string,
      holder: string | null,
      now = new Date(),
    ): Promise<StoredDiscount> {
      if (!COUPON_CODE.test(code.trim())) throw new AppError(422, 'coupon_not_found', {}, 'code');
      const found = await coupon(code);
      const d = found && isHeldBy(found, holder) ? found : undefined;
      const problem = problemOf(d, now);
      if (problem)
        throw new AppError(422, `coupon_${problem}`, { code: normalizeCode(code) }, 'code');
      return d!;
    },

    /** Automatic discounts (running now) that a product's variant takes part in. */
    async forProduct(line: Omit<PricedLine, 'id' | 'unitPrice' | 'quantity'>, now = new Date()) {
      return (await all()).filter(
        (d) =>
          !d.code &&
          running(d, now) &&
          d.effective_level !== 'checkout' &&
          matchesTarget(d.adjustment_target, { ...line, id: '', unitPrice: 0, quantity: 1 }),
      );
    },

    /** Public coupons running now (GET coupons). */
    async publicCoupons(now = new Date()) {
      return (await all()).filter((d) => d.code && d.public && !problemOf(d, now));
    },

    /** Coupons to show on a product's page for the shopper to copy (code_display). */
    async displayedCodes(
      line: Omit<PricedLine, 'id' | 'unitPrice' | 'quantity'>,
      now = new Date(),
    ) {
      return (await all()).filter(
        (d) =>
          d.code &&
          d.code_display &&
          !problemOf(d, now) &&
          matchesTarget(d.adjustment_target, { ...line, id: '', unitPrice: 0, quantity: 1 }),
      );
    },

    /**
     * Loads the merchant's discounts (a file or the CLI): all validated first, then written in
     * one transaction keyed by `key`; with `replace`, discounts not in the list are removed.
     */
    async load(input: unknown, { replace = false } = {}) {
      const { discounts: list, style_config } = discountFileSchema.parse(input);
      await db.transaction(async (tx) => {
        if (style_config) {
          await tx
            .insert(discountSettings)
            .values({ id: 1, styleConfig: style_config })
            .onConflictDoUpdate({
              target: discountSettings.id,
              set: { styleConfig: style_config },
            });
        }
        for (const { key, ...definition } of list) {
          const stored = { ...definition, key } as DiscountDefinitionInput & { key: string };
          await tx
            .insert(discounts)
            .values({ key, code: definition.code ?? null, definition: stored })
            .onConflictDoUpdate({
              target: discounts.key,
              set: { code: definition.code ?? null, definition: stored, updatedAt: new Date() },
            });
        }
        if (replace) {
          const keys = list.map((d) => d.key);
          // Coupons issued to customers (their rewards) are theirs, not the file's.
          await tx
            .delete(discounts)
            .where(
              and(
                isNoneOf(discounts.key, keys),
                sql`${discounts.definition}->>'customer_email' is null`,
              ),
            );
        }
      });
      loaded = undefined;
      style = undefined;
      await announceChange(db, DISCOUNTS_CHANGED);
      return list.length;
    },

    /**
     * Issues a single-use coupon to one customer (a redeemed reward) in the caller's
     * transaction; `changed` makes it known once that has committed.
     */
    async issueCoupon(
      tx: Db,
      key: string,
      definition: DiscountDefinitionInput & { code: string; customer_email: string },
    ): Promise<DiscountDefinition> {
      const parsed = discountDefinitionSchema.parse({ ...definition, usage_limit: 1 });
      await tx
        .insert(discounts)
        .values({ key, code: parsed.code!, definition: { ...parsed, key } });
      return parsed;
    },

    /** Makes a change written in a transaction known here and to every other instance. */
    async changed() {
      loaded = undefined;
      await announceChange(db, DISCOUNTS_CHANGED);
    },

    /** Counts one use of a coupon, atomically and only while it has uses left (order time). */
    async countUse(tx: Db, id: number): Promise<boolean> {
      const rows = await tx
        .update(discounts)
        .set({ usedCount: sql`${discounts.usedCount} + 1` })
        .where(
          sql`${discounts.id} = ${id} and (${discounts.definition}->>'usage_limit' is null
            or ${discounts.usedCount} < (${discounts.definition}->>'usage_limit')::int)`,
        )
        .returning({ id: discounts.id });
      return rows.length === 1;
    },

    /** Gives back one use of a coupon whose order was cancelled. */
    async uncountUse(tx: Db, id: number): Promise<void> {
      await tx
        .update(discounts)
        .set({ usedCount: sql`greatest(${discounts.usedCount} - 1, 0)` })
        .where(eq(discounts.id, id));
    },

    /** Removes a discount by key (the CLI). */
    async remove(key: string) {
      await db.delete(discounts).where(eq(discounts.key, key));
      loaded = undefined;
      await announceChange(db, DISCOUNTS_CHANGED);
    },
  };
}
