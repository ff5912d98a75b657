import type { ConsentCategory } from '../../modules/analytics/contract.ts';
import { ga4IdsFromCookies, type Ga4Ids } from '../../modules/analytics/ga4-ids.ts';
import { grantedCategories } from './analytics.ts';

/**
 * Hands the shopper's GA4 ids (their `_ga` cookies, which GA4's tag wrote) to their cart at
 * checkout, so that the purchase the shop tells GA4 from its server counts for the same client
 * and session and keeps its source. Only where the shop tells a GA4 stream, only with analytics
 * consent, and only when the tag's cookie is there (else the purchase goes as before, under the
 * shop's own session id). Answers what was sent; a failure to send changes nothing.
 */
export async function keepGa4Ids(
  measurementId: string | undefined,
  send: (ids: Ga4Ids) => Promise<unknown>,
  granted: () => Promise<readonly ConsentCategory[]> = grantedCategories,
  cookies: () => string = () => document.cookie,
): Promise<Ga4Ids | undefined> {
  if (!measurementId || !(await granted()).includes('analytics')) return undefined;
  const ids = ga4IdsFromCookies(cookies(), measurementId);
  if (!ids) return undefined;
  await send(ids).catch(() => {});
  return ids;
}
