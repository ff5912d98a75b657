import { sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from './db.ts';

/** The PostgreSQL channel on which data changes are announced to every instance. */
export const CHANGES_CHANNEL = 'vitrine_changes';

/** Subscriptions to data changes, by topic ('catalog' ...). */
export interface Changes {
  /** Calls `listener` whenever `topic` changes, in this or any other process. */
  on(topic: string, listener: () => void): void;
  /**
   * Calls `listener` on every change, whatever its topic, with the things it names (`product:12`;
   * none when it may touch anything).
   */
  onAny(listener: (topic: string, tags: readonly string[]) => void): void;
}

/** A change as announced: its topic, then the things it touched, space-separated. */
const messageOf = (topic: string, tags: readonly string[]) => [topic, ...tags].join(' ');

declare module 'fastify' {
  interface FastifyInstance {
    /** Data changes announced by any process on the same database. */
    changes: Changes;
  }
}

/**
 * Announces that a topic's data changed (after the transaction that changed it). Every instance
 * on the database hears it, including a running shop when `vitrine seed` runs beside it. `tags`
 * name what changed (`product:12`) when that is all it touched: kept pages that show other
 * things stay.
 */
export async function announceChange(
  db: Db,
  topic: string,
  tags: readonly string[] = [],
): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${messageOf(topic, tags)})`);
}

/**
 * The announcement of a change as part of a statement, so that a transaction that changes
 * things says so in a statement it runs anyway: `tags` is an SQL text expression of the tags,
 * space-separated. Delivered when the transaction commits, never when it rolls back.
 */
export const announceChangeSql = (topic: string, tags: SQL) =>
  sql`pg_notify(${CHANGES_CHANNEL}, ${`${topic} `} || ${tags})`;

/** Listens for announced changes and hands them to the subscribers. */
export const changesPlugin = fp(
  async (app) => {
    const byTopic = new Map<string, (() => void)[]>();
    const any: ((topic: string, tags: readonly string[]) => void)[] = [];
    const stop = await app.database.listen(CHANGES_CHANNEL, (message) => {
      const [topic = '', ...tags] = message.split(' ').filter(Boolean);
      for (const listener of any) listener(topic, tags);
      for (const listener of byTopic.get(topic) ?? []) listener();
    });
    app.addHook('onClose', async () => {
      await stop().catch(() => {});
    });
    app.decorate('changes', {
      on(topic, listener) {
        byTopic.set(topic, [...(byTopic.get(topic) ?? []), listener]);
      },
      onAny(listener) {
        any.push(listener);
      },
    } satisfies Changes);
  },
  { name: 'vitrine-changes' },
);
