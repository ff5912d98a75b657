import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { accountKey, byEmail, type AccountGuards } from './guards.ts';
import { passwordChangedMail, RESET_MINUTES, resetMail } from './mails.ts';
import { assertNewPassword, hashPassword, passwordMatches } from './passwords.ts';
import { accountCodes, customerSessions, customers } from './schema.ts';
import { newSessionToken, sha256 } from './session-token.ts';
import type { AccountDeps } from './service.ts';

/** The path of the page that takes a reset link's token. */
export const RESET_PATH = '/account/reset-password';

/**
 * A customer's password: forgotten (a mailed link sets a new one), or changed while logged in.
 * Either way every other session may end, and the customer is mailed that it changed.
 */
export function createPasswordFlows(db: Db, deps: AccountDeps, guards: AccountGuards) {
  const { jobs, translator, shopName, origin, later } = deps;
  const mailChanged = (tx: Db, customer: { email: string; locale: string }) =>
    jobs.sendInTransaction(
      tx,
      'mail.send',
      passwordChangedMail(customer.email, customer.locale, translator, shopName),
    );

  return {
    /**
     * Mails a link to choose a new password (it works once, within RESET_MINUTES); the old
     * password keeps working until then. An unknown address is answered alike, sent nothing.
     */
    async forgotPassword(email: string): Promise<void> {
      await guards.admitMail(email);
      // After the answer: a known and an unknown address are answered in the same time.
      later(async () => {
        const [customer] = await db.select().from(customers).where(byEmail(email));
        if (!customer) return;
        const token = newSessionToken();
        const link = `${origin}${RESET_PATH}?token=${token}`;
        await db.transaction(async (tx) => {
          await guards.keepCode(tx, customer.id, 'reset', sha256(token), RESET_MINUTES);
          await jobs.sendInTransaction(
            tx,
            'mail.send',
            resetMail(customer.email, link, customer.locale, translator, shopName),
          );
        });
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
        if (!code || !(await guards.spendCode(tx, code.customerId, 'reset', sha256(token)))) {
          throw refused;
        }
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
        await mailChanged(tx, customer!);
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
      await guards.admit([accountKey('login', customer.email)]);
      if (!(await passwordMatches(customer.passwordHash, change.current))) {
        throw new AppError(422, 'current_password_wrong', {}, 'current_password');
      }
      assertNewPassword(change.password, change.confirmation);
      const passwordHash = await hashPassword(change.password);
      await db.transaction(async (tx) => {
        await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
        if (change.endOthers) {
          const kept = change.currentToken ? sha256(change.currentToken) : '';
          await tx
            .delete(customerSessions)
            .where(
              and(
                eq(customerSessions.customerId, customerId),
                sql`${customerSessions.tokenHash} <> ${kept}`,
              ),
            );
        }
        await mailChanged(tx, customer);
      });
    },
  };
}
