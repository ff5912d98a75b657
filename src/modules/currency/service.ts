import { z } from 'zod';
import { announceChange } from '../../platform/changes.ts';
import type { Db } from '../../platform/db.ts';
import { toDecimal, toMinor } from './money.ts';
import { exchangeRates } from './schema.ts';
import { isNoneOf } from '../../platform/sql-list.ts';

/** The change topic of exchange rates. */
export const RATES_CHANGED = 'rates';

/** A rates file or CLI input: rates by currency code, from the checkout currency. */
export const ratesInputSchema = z.record(
  z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR'),
  z.number().positive('must be a positive number').finite().max(1e9),
);

/** The shop's money: its checkout currency and the conversions to and from minor units. */
export type CurrencyService = ReturnType<typeof createCurrencyService>;

/** The exchange rates, as `GET exchanges` gives them. */
export interface Rates {
  base: string;
  rates: Record<string, number>;
  updated_at: string | null;
}

/**
 * Creates the currency service for the shop's checkout currency (SHOP_CURRENCY). Rates are kept
 * in memory and refreshed when any instance announces a change.
 */
export function createCurrencyService(code: string, db?: Db) {
  let cached: Promise<Rates> | undefined;

  async function load(): Promise<Rates> {
    const rows = db ? await db.select().from(exchangeRates) : [];
    const rates: Record<string, number> = { [code]: 1 };
    let updated: Date | null = null;
    for (const r of rows) {
      rates[r.currency] = r.rate;
      if (!updated || r.updatedAt > updated) updated = r.updatedAt;
    }
    return { base: code, rates, updated_at: updated?.toISOString() ?? null };
  }

  return {
    /** The ISO 4217 code prices are stored and charged in. */
    code,
    /** Integer minor units to the decimal the API shows. */
    toDecimal: (minor: number) => toDecimal(minor, code),
    /** A decimal amount to integer minor units. */
    toMinor: (amount: number) => toMinor(amount, code),

    /** The rates from the checkout currency (which is always 1). */
    rates(): Promise<Rates> {
      return (cached ??= load().catch((e: unknown) => ((cached = undefined), Promise.reject(e))));
    },

    /** Drops the in-memory rates (a change was announced). */
    forget() {
      cached = undefined;
    },

    /**
     * Sets rates (validated first; nothing is written if one is wrong). With `replace`, the
     * currencies not given are removed. The checkout currency's own rate is always 1.
     */
    async setRates(input: unknown, { replace = false } = {}): Promise<number> {
      if (!db) throw new Error('no database');
      const given = ratesInputSchema.parse(input);
      const entries = Object.entries(given).filter(([currency]) => currency !== code);
      await db.transaction(async (tx) => {
        if (replace) {
          const keep = entries.map(([c]) => c);
          await tx.delete(exchangeRates).where(isNoneOf(exchangeRates.currency, keep));
        }
        for (const [currency, rate] of entries) {
          await tx
            .insert(exchangeRates)
            .values({ currency, rate })
            .onConflictDoUpdate({
              target: exchangeRates.currency,
              set: { rate, updatedAt: new Date() },
            });
        }
      });
      cached = undefined;
      await announceChange(db, RATES_CHANGED);
      return entries.length;
    },
  };
}
