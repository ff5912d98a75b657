import { randomInt } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { accountCodes, customers, loginAttempts, type CodePurpose } from './schema.ts';
import { sha256 } from './session-token.ts';

/** Password checks one account, or one address, may have in a minute. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;
/** Mails (codes, reset links) one e-mail address may be sent in a day. */
export const MAILS_PER_DAY = 5;

/** A customer's row by e-mail address, whatever its case. */
export const byEmail = (email: string) => sql`lower(${customers.email}) = lower(${email})`;

/** A one-way key of an account for flood control: its address, hashed. */
export const accountKey = (purpose: string, email: string) =>
  `${purpose}:${sha256(email.trim().toLowerCase())}`;

/** A six-digit code for a mail. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** A code as kept: bound to its customer, so a code of one account never fits another. */
export const codeHash = (customerId: number, code: string) => sha256(`${customerId}:${code}`);

/**
 * What guards the accounts: flood control (attempts and mails counted in the database under
 * one-way keys, so a limit holds across every instance) and the mailed codes and links (kept
 * as hashes, spent once, before they expire).
 */
export function createAccountGuards(db: Db) {
  /**
   * Counts one more attempt under each key, refusing (429, `code`) when any key had `limit` in
   * the window; older attempts of these keys are dropped on the way.
   */
  async function admit(
    keys: string[],
    { limit = LOGIN_ATTEMPTS_PER_MINUTE, windowMs = 60_000, code = 'login_flood' } = {},
  ): Promise<void> {
    const since = new Date(Date.now() - windowMs);
    await db.transaction(async (tx) => {
      // A count of attempts is no record: its commit waits for no disk flush (a crash may
      // forget the last moment's attempts, which only lets a few more be tried).
      await tx.execute(sql`set local synchronous_commit = off`);
      const [row] = await tx
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.at, since)))
        .groupBy(loginAttempts.key)
        .orderBy(sql`count(*) desc`)
        .limit(1);
      if ((row?.n ?? 0) >= limit) throw new AppError(429, code);
      await tx.insert(loginAttempts).values(keys.map((key) => ({ key })));
      await tx
        .delete(loginAttempts)
        .where(and(inArray(loginAttempts.key, keys), lt(loginAttempts.at, since)));
    });
  }

  return {
    admit,

    /** Counts a mail to an address: past MAILS_PER_DAY in a day, 429 and no mail. */
    admitMail: (email: string) =>
      admit([accountKey('mail', email)], {
        limit: MAILS_PER_DAY,
        windowMs: 24 * 60 * 60_000,
        code: 'email_flood',
      }),

    /** Keeps a code (or a link's token) of `purpose` for `minutes`, as its hash. */
    async keepCode(
      tx: Db,
      customerId: number,
      purpose: CodePurpose,
      hash: string,
      minutes: number,
    ): Promise<void> {
      await tx.insert(accountCodes).values({
        customerId,
        purpose,
        codeHash: hash,
        expiresAt: new Date(Date.now() + minutes * 60_000),
      });
    },

    /** A code of `purpose` that matches, unused and unexpired, marked used now (null: none). */
    async spendCode(tx: Db, customerId: number, purpose: CodePurpose, hash: string) {
      const now = new Date();
      const [used] = await tx
        .update(accountCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountCodes.customerId, customerId),
            eq(accountCodes.purpose, purpose),
            eq(accountCodes.codeHash, hash),
            isNull(accountCodes.usedAt),
            gt(accountCodes.expiresAt, now),
          ),
        )
        .returning({ id: accountCodes.id });
      return used ?? null;
    },
  };
}

export type AccountGuards = ReturnType<typeof createAccountGuards>;
