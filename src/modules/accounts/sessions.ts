import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { customerSessions } from './schema.ts';
import { sha256 } from './session-token.ts';

/** A session as its customer sees it in their list. */
export interface SessionView {
  /** A name of the session that opens nothing (not its token, nor the token's hash). */
  id: string;
  user_agent: string;
  created_at: string;
  expires_at: string;
  /** Whether it is the session of the request that asks. */
  current: boolean;
}

/** The public name of a session: a hash of its token's hash, shortened. */
const publicId = (tokenHash: string) => sha256(`session:${tokenHash}`).slice(0, 24);

/** A customer's sessions: listed, ended one by one, or all but the current one. */
export function createSessionList(db: Db) {
  async function live(customerId: number) {
    return db
      .select()
      .from(customerSessions)
      .where(
        and(
          eq(customerSessions.customerId, customerId),
          gt(customerSessions.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(customerSessions.createdAt));
  }

  return {
    /** The customer's live sessions, newest first, the current one marked. */
    async list(customerId: number, currentToken: string | undefined): Promise<SessionView[]> {
      const current = currentToken ? sha256(currentToken) : '';
      return (await live(customerId)).map((s) => ({
        id: publicId(s.tokenHash),
        user_agent: s.userAgent,
        created_at: s.createdAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
        current: s.tokenHash === current,
      }));
    },

    /** Ends one of the customer's sessions; another customer's (or an ended one) is a 404. */
    async end(customerId: number, id: string): Promise<void> {
      const session = (await live(customerId)).find((s) => publicId(s.tokenHash) === id);
      if (!session) throw notFound('session_not_found');
      await db
        .delete(customerSessions)
        .where(
          and(
            eq(customerSessions.tokenHash, session.tokenHash),
            eq(customerSessions.customerId, customerId),
          ),
        );
    },
  };
}

export type SessionList = ReturnType<typeof createSessionList>;
