import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Translator } from '../../platform/i18n.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { accountKey, byEmail, codeHash, createAccountGuards, newCode } from './guards.ts';
import { CODE_MINUTES, loginCodeMail, registeredAgainMail, verificationMail } from './mails.ts';
import { createPasswordFlows } from './password-flows.ts';
import { assertNewPassword, decoyHash, hashPassword, passwordMatches } from './passwords.ts';
import { customerIdentities, customerSessions, customers } from './schema.ts';
import { newSessionToken, SESSION_DAYS, sha256 } from './session-token.ts';
import type { ProvidedIdentity } from './social-login.ts';

export { LOGIN_ATTEMPTS_PER_MINUTE, MAILS_PER_DAY } from './guards.ts';
export { RESET_PATH } from './password-flows.ts';

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
  /**
   * Runs what a mail request does once it has been answered (look the address up, keep a code,
   * queue the mail), so that a known and an unknown address are answered in the same time (the
   * plugin's runs it in the background and waits for it at close).
   */
  later: (work: () => Promise<void>) => void;
}

/**
 * Customers' accounts: registration with a mailed code that confirms the address, login into a
 * session kept in the database (only its token's hash), logout, and what the account page shows.
 * Known and unknown addresses get the same answers, and take the same time.
 */
export function createAccountService(db: Db, deps: AccountDeps) {
  const { jobs, translator, shopName, countAddresses, later } = deps;
  const verifiedHooks: VerifiedHook[] = [];

  const guards = createAccountGuards(db);
  const { admit, admitMail, spendCode } = guards;

  /** Mails a new code of `purpose` to a customer, in the caller's transaction. */
  async function sendCode(
    tx: Db,
    customer: { id: number; email: string; locale: string },
    purpose: 'verify' | 'login',
  ): Promise<void> {
    const code = newCode();
    await guards.keepCode(tx, customer.id, purpose, codeHash(customer.id, code), CODE_MINUTES);
    const mail = purpose === 'verify' ? verificationMail : loginCodeMail;
    await jobs.sendInTransaction(
      tx,
      'mail.send',
      mail(customer.email, code, customer.locale, translator, shopName),
    );
  }

  /** Marks a customer's address confirmed, running the confirmed hooks the first time only. */
  async function confirmAddress(tx: Db, customerId: number): Promise<void> {
    const [confirmed] = await tx
      .update(customers)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(customers.id, customerId), isNull(customers.emailVerifiedAt)))
      .returning({ id: customers.id, email: customers.email });
    if (confirmed) for (const hook of verifiedHooks) await hook(tx, confirmed);
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
        if (created) return sendCode(tx, created, 'verify');
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
        await confirmAddress(tx, customer.id);
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
      later(async () => {
        const [customer] = await db.select().from(customers).where(byEmail(email));
        if (!customer) return;
        await db.transaction((tx) => sendCode(tx, customer, 'login'));
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
        if (!customer.emailVerifiedAt) await confirmAddress(tx, customer.id);
        return openSession(tx, customer, userAgent);
      });
    },

    /**
     * Logs in the person an OpenID Connect provider vouched for: the account their identity is
     * linked to; else the account of the address the provider confirmed (linked now); else a
     * new, confirmed account. An account whose address was never confirmed is the provider's
     * person's from now on: its password (which whoever registered it chose) and its sessions
     * end, so no one who registered someone else's address keeps a way in.
     */
    async loginWithIdentity(
      identity: ProvidedIdentity,
      { locale, userAgent }: { locale: string; userAgent: string },
    ): Promise<{ token: string; customer: SessionCustomer }> {
      const linkedTo = (tx: Db) =>
        tx
          .select({ id: customers.id, email: customers.email })
          .from(customerIdentities)
          .innerJoin(customers, eq(customers.id, customerIdentities.customerId))
          .where(
            and(
              eq(customerIdentities.provider, identity.provider),
              eq(customerIdentities.subject, identity.subject),
            ),
          );
      return db.transaction(async (tx) => {
        const [linked] = await linkedTo(tx);
        if (linked) return openSession(tx, linked, userAgent);
        if (!identity.email) throw new AppError(403, 'social_email_unverified');
        // Nobody knows this password: "forgot password" gives the customer one of their own.
        const unknownPassword = await hashPassword(newSessionToken());
        const [created] = await tx
          .insert(customers)
          .values({ email: identity.email, passwordHash: unknownPassword, locale })
          .onConflictDoNothing()
          .returning({ id: customers.id, email: customers.email });
        const [customer] = created
          ? [{ ...created, emailVerifiedAt: null }]
          : await tx
              .select({
                id: customers.id,
                email: customers.email,
                emailVerifiedAt: customers.emailVerifiedAt,
              })
              .from(customers)
              .where(byEmail(identity.email))
              .for('update');
        if (!customer) throw new AppError(409, 'social_login_failed');
        if (!created && !customer.emailVerifiedAt) {
          await tx
            .update(customers)
            .set({ passwordHash: unknownPassword })
            .where(eq(customers.id, customer.id));
          await tx.delete(customerSessions).where(eq(customerSessions.customerId, customer.id));
        }
        const [link] = await tx
          .insert(customerIdentities)
          .values({
            provider: identity.provider,
            subject: identity.subject,
            customerId: customer.id,
          })
          .onConflictDoNothing()
          .returning();
        // The same person's other window linked it a moment ago: theirs is the account.
        if (!link) {
          const [other] = await linkedTo(tx);
          if (!other) throw new AppError(409, 'social_login_failed');
          return openSession(tx, other, userAgent);
        }
        await confirmAddress(tx, customer.id);
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
      later(async () => {
        const [customer] = await db.select().from(customers).where(byEmail(email));
        if (!customer || customer.emailVerifiedAt) return;
        await db.transaction((tx) => sendCode(tx, customer, 'verify'));
      });
    },

    ...createPasswordFlows(db, deps, guards),

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
