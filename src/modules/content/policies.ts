/**
 * The shop's policies (spec section 2, Pages: policies): read in the shopper's language where
 * translated, and kept per language until a change is announced.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { SHOP_READS_TTL_MS, keptReads } from '../../platform/kept-reads.ts';
import type { Locale } from '../../platform/locales.ts';
import type { PolicyDto } from './contract.ts';
import { policies, policyTranslations } from './schema.ts';
import { otherLanguage, translated } from '../../platform/translated.ts';

/** Where the storefront shows a policy. */
export const policyPath = (handle: string) => `/policies/${handle}`;

/** The policies' reads over a database, each instance keeping them per language. */
export function policyReads(db: Db) {
  /** Reads the shop's policies, by handle, in the shopper's language where translated. */
  async function readPolicies(locale?: Locale): Promise<PolicyDto[]> {
    const language = otherLanguage(locale);
    const read = language
      ? db
          .select({
            policy: policies,
            text: { title: policyTranslations.title, bodyHtml: policyTranslations.bodyHtml },
          })
          .from(policies)
          .leftJoin(
            policyTranslations,
            and(
              eq(policyTranslations.policyId, policies.id),
              eq(policyTranslations.locale, language),
            ),
          )
          .orderBy(asc(policies.id))
      : db
          .select({ policy: policies, text: sql<null>`null` })
          .from(policies)
          .orderBy(asc(policies.id));
    const rows = (await read).map((r) =>
      translated(r.policy, r.text as Partial<typeof r.policy> | null),
    );
    return rows.map((p) => ({
      handle: p.handle,
      title: p.title,
      body_html: p.bodyHtml,
      updated_at: p.updatedAt.toISOString(),
      path: policyPath(p.handle),
    }));
  }

  // Every page's footer links the policies: kept per language until a change is announced.
  const keptPolicies = keptReads<PolicyDto[]>(SHOP_READS_TTL_MS);

  /** The shop's policies, by handle, in the shopper's language where translated. */
  const listPolicies = (locale?: Locale): Promise<PolicyDto[]> =>
    keptPolicies.get(locale ?? '', () => readPolicies(locale));

  return {
    /** The shop's policies, by handle, in the shopper's language where translated. */
    listPolicies,

    /** Drops the kept policies (a change was announced). */
    forget: () => keptPolicies.forget(),

    /** One policy; 404 when the shop has none by that handle. */
    async getPolicy(handle: string, locale?: Locale): Promise<PolicyDto> {
      const policy = (await listPolicies(locale)).find((p) => p.handle === handle);
      if (!policy) throw notFound('policy_not_found');
      return policy;
    },
  };
}
