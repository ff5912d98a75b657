import { randomInt } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Translator } from '../../platform/i18n.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { CODE_MINUTES, registeredAgainMail, verificationMail } from './mails.ts';
import { decoyHash, hashPassword, passwordMatches, passwordProblem } from './passwords.ts';
import { accountCodes, customerSessions, customers, loginAttempts } from './schema.ts';
import { newSessionToken, SESSION_DAYS, sha256 } from './session-token.ts';

/** Password checks one account, or one address, may have in a minute. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

/** A logged-in customer as a request knows them. */
export interface SessionCustomer {
  id: number;
  email: string;
}

/** What registering asks: the address, the password twice, the language to write in. */
export interface Registration {
  email: string;
  password: string;
  passwordConfirmation: string;
  locale: string;
}

/** What the shop's mails need to say who writes. */
export interface AccountMailing {
  jobs: Pick<Jobs, 'sendInTransaction'>;
  translator: Translator;
  shopName: string;
}

const byEmail = (email: string) => sql`lower(${customers.email}) = lower(${email})`;
/** A one-way key of an account for flood control: its address, hashed. */
const accountKey = (purpose: string, email: string) =>
  `${purpose}:${sha256(email.trim().toLowerCase())}`;

/** A six-digit code for a mail. */
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** A code as kept: bound to its customer, so a code of one account never fits another. */
const codeHash = (customerId: number, code: string) => sha256(`${customerId}:${code}`);

/**
 * Customers' accounts: registration with a mailed code that confirms the address, login into a
 * session kept in the database (only its token's hash), logout, and what the account page shows.
 * Known and unknown addresses get the same answers, and take the same time.
 */
export function createAccountService(db: Db, mailing: AccountMailing) {
  const { jobs, translator, shopName } = mailing;

  /**
   * Counts one more attempt under each key, refusing (429) when any key had its fill in the last
   * minute; old attempts of these keys are dropped on the way.
   */
  async function admit(keys: string[]): Promise<void> {
    const since = new Date(Date.now() - 60_000);
    const [row] = await db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.at, since)))
      .groupBy(loginAttempts.key)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    if ((row?.n ?? 0) >= LOGIN_ATTEMPTS_PER_MINUTE) throw new AppError(429, 'login_flood');
    await db.insert(loginAttempts).values(keys.map((key) => ({ key })));
    await db
      .delete(loginAttempts)
      .where(and(inArray(loginAttempts.key, keys), lt(loginAttempts.at, since)));
  }

  /** Mails a new code to confirm the customer's address, in the caller's transaction. */
  async function sendVerification(
    tx: Db,
    customer: { id: number; email: string; locale: string },
  ): Promise<void> {
    const code = newCode();
    await tx.insert(accountCodes).values({
      customerId: customer.id,
      purpose: 'verify',
      codeHash: codeHash(customer.id, code),
      expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
    });
    await jobs.sendInTransaction(
      tx,
      'mail.send',
      verificationMail(customer.email, code, customer.locale, translator, shopName),
    );
  }

  return {
    /**
     * Registers a customer and mails the code that confirms the address. An address that has an
     * account already gets a mail saying so, and the caller the same answer as a new one.
     */
    async register({ email, password, passwordConfirmation, locale }: Registration) {
      const problem = passwordProblem(password, passwordConfirmation);
      if (problem) {
        const field = problem.code === 'password_mismatch' ? 'password_confirmation' : 'password';
        throw new AppError(422, problem.code, problem.values, field);
      }
      // Hashed whether or not the address is known: both answers take the time of a hash.
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(customers)
          .values({ email: email.trim(), passwordHash, locale })
          .onConflictDoNothing()
          .returning();
        if (created) return sendVerification(tx, created);
        const [known] = await tx.select().from(customers).where(byEmail(email));
        if (known) {
          await jobs.sendInTransaction(
            tx,
            'mail.send',
            registeredAgainMail(known.email, known.locale, translator, shopName),
          );
        }
      });
    },

    /** Confirms an address with the code mailed to it: once, within its minutes. */
    async verify(email: string, code: string): Promise<void> {
      await admit([accountKey('verify', email)]);
      const refused = new AppError(422, 'verification_code_invalid', {}, 'code');
      const [customer] = await db.select().from(customers).where(byEmail(email));
      if (!customer) throw refused;
      const now = new Date();
      const [used] = await db
        .update(accountCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountCodes.customerId, customer.id),
            eq(accountCodes.purpose, 'verify'),
            eq(accountCodes.codeHash, codeHash(customer.id, code)),
            isNull(accountCodes.usedAt),
            gt(accountCodes.expiresAt, now),
          ),
        )
        .returning({ id: accountCodes.id });
      if (!used) throw refused;
      if (!customer.emailVerifiedAt) {
        await db
          .update(customers)
          .set({ emailVerifiedAt: now })
          .where(eq(customers.id, customer.id));
      }
    },

    /**
     * Logs a customer in: a new session (its token for the cookie) when the password is right
     * and the address confirmed. A wrong address or password is one answer, in one time.
     */
    async login(
      email: string,
      password: string,
      { clientKey, userAgent }: { clientKey: string; userAgent: string },
    ): Promise<{ token: string; customer: SessionCustomer }> {
      await admit([accountKey('login', email), `login-client:${clientKey}`]);
      const [customer] = await db.select().from(customers).where(byEmail(email));
      const matches = await passwordMatches(
        customer?.passwordHash ?? (await decoyHash()),
        password,
      );
      if (!customer || !matches) throw new AppError(401, 'login_failed');
      if (!customer.emailVerifiedAt) throw new AppError(403, 'email_not_verified');
      const token = newSessionToken();
      await db.insert(customerSessions).values({
        tokenHash: sha256(token),
        customerId: customer.id,
        userAgent: userAgent.slice(0, 300),
        expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000),
      });
      return { token, customer: { id: customer.id, email: customer.email } };
    },

    /**
     * What the account shows of a customer (spec section 3, Customer). The address book count
     * is the number of addresses kept; none yet, until the address book has its own table.
     */
    async info(
      customerId: number,
    ): Promise<{ id: number; email: string; address_book_count: number }> {
      const [customer] = await db
        .select({ id: customers.id, email: customers.email })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (!customer) throw new AppError(401, 'not_logged_in');
      return { ...customer, address_book_count: 0 };
    },

    /** Ends a session: its token logs no one in any more. */
    async logout(token: string): Promise<void> {
      await db.delete(customerSessions).where(eq(customerSessions.tokenHash, sha256(token)));
    },

    /** The customer a session token belongs to, while it lasts. */
    async customerOf(token: string | undefined): Promise<SessionCustomer | null> {
      if (!token) return null;
      const [row] = await db
        .select({ id: customers.id, email: customers.email })
        .from(customerSessions)
        .innerJoin(customers, eq(customers.id, customerSessions.customerId))
        .where(
          and(
            eq(customerSessions.tokenHash, sha256(token)),
            gt(customerSessions.expiresAt, new Date()),
          ),
        );
      return row ?? null;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
