import { randomInt } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Translator } from '../../platform/i18n.ts';
import type { Jobs } from '../../platform/jobs.ts';
import {
  CODE_MINUTES,
  loginCodeMail,
  passwordChangedMail,
  registeredAgainMail,
  RESET_MINUTES,
  resetMail,
  verificationMail,
} from './mails.ts';
import { decoyHash, hashPassword, passwordMatches, passwordProblem } from './passwords.ts';
import {
  accountCodes,
  customerSessions,
  customers,
  loginAttempts,
  type CodePurpose,
} from './schema.ts';
import { newSessionToken, SESSION_DAYS, sha256 } from './session-token.ts';

/** The path of the page that takes a reset link's token. */
export const RESET_PATH = '/account/reset-password';

/** Password checks one account, or one address, may have in a minute. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;
/** Mails (codes, reset links) one e-mail address may be sent in a day. */
export const MAILS_PER_DAY = 5;

/** A logged-in customer as a request knows them. */
export interface SessionCustomer {
  id: number;
  email: string;
}

/** Work another module does in the transaction that confirms a customer's address. */
export type VerifiedHook = (tx: Db, customer: SessionCustomer) => Promise<void>;

/** What registering asks: the address, the password twice, the language to write in. */
export interface Registration {
  email: string;
  password: string;
  passwordConfirmation: string;
  locale: string;
}

/** What the shop's mails need to say who writes. */
export interface AccountDeps {
  jobs: Pick<Jobs, 'sendInTransaction'>;
  translator: Translator;
  shopName: string;
  /** The shop's address, for the links in its mails. */
  origin: string;
  /** How many addresses a customer's book keeps (address-book.ts). */
  countAddresses: (customerId: number) => Promise<number>;
}

const byEmail = (email: string) => sql`lower(${customers.email}) = lower(${email})`;
/** A one-way key of an account for flood control: its address, hashed. */
const accountKey = (purpose: string, email: string) =>
  `${purpose}:${sha256(email.trim().toLowerCase())}`;

/** Refuses a new password the rules do not take (422, naming the field). */
function assertNewPassword(password: string, confirmation: string): void {
  const problem = passwordProblem(password, confirmation);
  if (!problem) return;
  const field = problem.code === 'password_mismatch' ? 'password_confirmation' : 'password';
  throw new AppError(422, problem.code, problem.values, field);
}

/** A six-digit code for a mail. */
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** A code as kept: bound to its customer, so a code of one account never fits another. */
const codeHash = (customerId: number, code: string) => sha256(`${customerId}:${code}`);

/**
 * Customers' accounts: registration with a mailed code that confirms the address, login into a
 * session kept in the database (only its token's hash), logout, and what the account page shows.
 * Known and unknown addresses get the same answers, and take the same time.
 */
export function createAccountService(db: Db, deps: AccountDeps) {
  const { jobs, translator, shopName, origin, countAddresses } = deps;
  const verifiedHooks: VerifiedHook[] = [];

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

  /** A new session of a customer: its token, for the cookie; the database keeps its hash. */
  async function openSession(
    conn: Db,
    customer: { id: number; email: string },
    userAgent: string,
  ): Promise<{ token: string; customer: SessionCustomer }> {
    const token = newSessionToken();
    await conn.insert(customerSessions).values({
      tokenHash: sha256(token),
      customerId: customer.id,
      userAgent: userAgent.slice(0, 300),
      expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000),
    });
    return { token, customer: { id: customer.id, email: customer.email } };
  }

  /** Counts a mail to an address: past MAILS_PER_DAY in a day, 429 and no mail. */
  const admitMail = (email: string) =>
    admit([accountKey('mail', email)], {
      limit: MAILS_PER_DAY,
      windowMs: 24 * 60 * 60_000,
      code: 'email_flood',
    });

  /** A code of `purpose` that matches, unused and unexpired, marked used now (null: none). */
  async function spendCode(tx: Db, customerId: number, purpose: CodePurpose, hash: string) {
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
  }

  return {
    /**
     * Registers a customer and mails the code that confirms the address. An address that has an
     * account already gets a mail saying so, and the caller the same answer as a new one.
     */
    async register({ email, password, passwordConfirmation, locale }: Registration) {
      assertNewPassword(password, passwordConfirmation);
      await admitMail(email);
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

    /** Registers work to do in the transaction that confirms a customer's address. */
    onVerified(hook: VerifiedHook) {
      verifiedHooks.push(hook);
    },

    /**
     * Confirms an address with the code mailed to it: once, within its minutes. The confirmed
     * hooks run in the same transaction, the first time only.
     */
    async verify(email: string, code: string): Promise<void> {
      await admit([accountKey('verify', email)]);
      const refused = new AppError(422, 'verification_code_invalid', {}, 'code');
      const [customer] = await db.select().from(customers).where(byEmail(email));
      if (!customer) throw refused;
      await db.transaction(async (tx) => {
        const used = await spendCode(tx, customer.id, 'verify', codeHash(customer.id, code));
        if (!used) throw refused;
        const [confirmed] = await tx
          .update(customers)
          .set({ emailVerifiedAt: new Date() })
          .where(and(eq(customers.id, customer.id), isNull(customers.emailVerifiedAt)))
          .returning({ id: customers.id, email: customers.email });
        if (confirmed) for (const hook of verifiedHooks) await hook(tx, confirmed);
      });
    },

    /** Where to write to customers: their e-mail and language, by id (other modules' mails). */
    async contacts(ids: number[]): Promise<{ id: number; email: string; locale: string }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: customers.id, email: customers.email, locale: customers.locale })
        .from(customers)
        .where(inArray(customers.id, ids));
    },

    /** The id of the confirmed account of an address, if there is one (orders' points). */
    async verifiedCustomerId(conn: Db, email: string): Promise<number | null> {
      const [row] = await conn
        .select({ id: customers.id })
        .from(customers)
        .where(and(byEmail(email), sql`${customers.emailVerifiedAt} is not null`));
      return row?.id ?? null;
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
      return openSession(db, customer, userAgent);
    },

    /**
     * Mails a one-time login code to an address that has an account (20 minutes, once); an
     * unknown address is answered alike and sent nothing. Counted with the address's mails.
     */
    async sendLoginCode(email: string): Promise<void> {
      await admitMail(email);
      const [customer] = await db.select().from(customers).where(byEmail(email));
      if (!customer) return;
      const code = newCode();
      await db.transaction(async (tx) => {
        await tx.insert(accountCodes).values({
          customerId: customer.id,
          purpose: 'login',
          codeHash: codeHash(customer.id, code),
          expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
        });
        await jobs.sendInTransaction(
          tx,
          'mail.send',
          loginCodeMail(customer.email, code, customer.locale, translator, shopName),
        );
      });
    },

    /**
     * Logs a customer in with a mailed login code: once, within its minutes, under the same
     * limits as a password. The code came through the mail: the address is the customer's.
     */
    async loginWithCode(
      email: string,
      code: string,
      { clientKey, userAgent }: { clientKey: string; userAgent: string },
    ): Promise<{ token: string; customer: SessionCustomer }> {
      await admit([accountKey('login', email), `login-client:${clientKey}`]);
      const refused = new AppError(401, 'login_code_invalid', {}, 'code');
      const [customer] = await db.select().from(customers).where(byEmail(email));
      if (!customer) throw refused;
      return db.transaction(async (tx) => {
        if (!(await spendCode(tx, customer.id, 'login', codeHash(customer.id, code)))) {
          throw refused;
        }
        if (!customer.emailVerifiedAt) {
          const [confirmed] = await tx
            .update(customers)
            .set({ emailVerifiedAt: new Date() })
            .where(and(eq(customers.id, customer.id), isNull(customers.emailVerifiedAt)))
            .returning({ id: customers.id, email: customers.email });
          if (confirmed) for (const hook of verifiedHooks) await hook(tx, confirmed);
        }
        return openSession(tx, customer, userAgent);
      });
    },

    /** What the account shows of a customer (spec section 3, Customer). */
    async info(
      customerId: number,
    ): Promise<{ id: number; email: string; address_book_count: number }> {
      const [customer] = await db
        .select({ id: customers.id, email: customers.email })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (!customer) throw new AppError(401, 'not_logged_in');
      return { ...customer, address_book_count: await countAddresses(customer.id) };
    },

    /**
     * Mails a new code to an address whose account is not confirmed yet; an unknown or a
     * confirmed address is answered alike and sent nothing.
     */
    async resendVerification(email: string): Promise<void> {
      await admitMail(email);
      const [customer] = await db.select().from(customers).where(byEmail(email));
      if (!customer || customer.emailVerifiedAt) return;
      await db.transaction((tx) => sendVerification(tx, customer));
    },

    /**
     * Mails a link to choose a new password (it works once, within RESET_MINUTES); the old
     * password keeps working until then. An unknown address is answered alike, sent nothing.
     */
    async forgotPassword(email: string): Promise<void> {
      await admitMail(email);
      const [customer] = await db.select().from(customers).where(byEmail(email));
      if (!customer) return;
      const token = newSessionToken();
      const link = `${origin}${RESET_PATH}?token=${token}`;
      await db.transaction(async (tx) => {
        await tx.insert(accountCodes).values({
          customerId: customer.id,
          purpose: 'reset',
          codeHash: sha256(token),
          expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
        });
        await jobs.sendInTransaction(
          tx,
          'mail.send',
          resetMail(customer.email, link, customer.locale, translator, shopName),
        );
      });
    },

    /**
     * Sets a new password with a reset link's token: once, before it expires. Every session of
     * the account ends (no one is logged in by it), and the customer is mailed that it changed.
     */
    async resetPassword(token: string, password: string, confirmation: string): Promise<void> {
      assertNewPassword(password, confirmation);
      const passwordHash = await hashPassword(password);
      const refused = new AppError(422, 'reset_link_invalid', {}, 'token');
      await db.transaction(async (tx) => {
        const [code] = await tx
          .select({ customerId: accountCodes.customerId })
          .from(accountCodes)
          .where(and(eq(accountCodes.purpose, 'reset'), eq(accountCodes.codeHash, sha256(token))));
        if (!code || !(await spendCode(tx, code.customerId, 'reset', sha256(token)))) throw refused;
        const [customer] = await tx
          .update(customers)
          // The link came through the mail: the address is the customer's.
          .set({
            passwordHash,
            emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())`,
          })
          .where(eq(customers.id, code.customerId))
          .returning();
        await tx.delete(customerSessions).where(eq(customerSessions.customerId, code.customerId));
        await jobs.sendInTransaction(
          tx,
          'mail.send',
          passwordChangedMail(customer!.email, customer!.locale, translator, shopName),
        );
      });
    },

    /**
     * Changes a logged-in customer's password: the current one first (checked as a login is,
     * under the same limits), then the new one by the same rules as at registration. With
     * `endOthers`, every other session ends; this one goes on. The customer is mailed.
     */
    async changePassword(
      customerId: number,
      change: {
        current: string;
        password: string;
        confirmation: string;
        endOthers: boolean;
        currentToken: string | undefined;
      },
    ): Promise<void> {
      const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
      if (!customer) throw new AppError(401, 'not_logged_in');
      await admit([accountKey('login', customer.email)]);
      if (!(await passwordMatches(customer.passwordHash, change.current))) {
        throw new AppError(422, 'current_password_wrong', {}, 'current_password');
      }
      assertNewPassword(change.password, change.confirmation);
      const passwordHash = await hashPassword(change.password);
      await db.transaction(async (tx) => {
        await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
        if (change.endOthers) {
          await tx
            .delete(customerSessions)
            .where(
              and(
                eq(customerSessions.customerId, customerId),
                sql`${customerSessions.tokenHash} <> ${change.currentToken ? sha256(change.currentToken) : ''}`,
              ),
            );
        }
        await jobs.sendInTransaction(
          tx,
          'mail.send',
          passwordChangedMail(customer.email, customer.locale, translator, shopName),
        );
      });
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
