import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { PolicyDto } from './contract.ts';
import { policies } from './schema.ts';

/** Reads the shop's content: policies now, the blog with the catalogue-and-content issue. */
export type ContentService = ReturnType<typeof createContentService>;

/** Creates the content service. */
export function createContentService(db: Db) {
  return {
    /** The shop's policies, by handle. */
    async listPolicies(): Promise<PolicyDto[]> {
      const rows = await db.select().from(policies).orderBy(asc(policies.id));
      return rows.map((p) => ({
        handle: p.handle,
        title: p.title,
        body_html: p.bodyHtml,
        updated_at: p.updatedAt.toISOString(),
      }));
    },
  };
}
