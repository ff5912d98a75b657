import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { Locale } from '../../platform/locales.ts';
import {
  LAST_SALES_DAYS,
  LAST_SALES_MAX,
  SALE_TIME_STEP_MINUTES,
  VISIT_WINDOW_MINUTES,
  type LastSale,
} from './contract.ts';
import { productVisits } from './schema.ts';

/** What the catalogue tells of the products sold: their title, path and picture now. */
export type ShownProducts = (
  ids: number[],
  locale: Locale,
) => Promise<{ ID: number; title: string; path: string; feature_image: string | null }[]>;

/** The day's salt of a visitor's hash: yesterday's visitor is no one today. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The network a visitor's address stands for: an IPv4 address itself (an IPv4-mapped IPv6 one
 * as its IPv4), an IPv6 address its /64, the block one home or phone is given (it may use any
 * address in it, and a new one for each request).
 */
export function visitorNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * One visitor of the day: a keyed one-way hash (HMAC) of their address's network and the day,
 * and nothing the browser says of itself (a user agent or a fingerprint is the client's to make
 * up: one address sending a new one with each request would count as many visitors). The key
 * is the shop's secret, not the day alone: a hash salted with a guessable day would give an
 * IPv4 address back to anyone who tried the four billion.
 */
export const visitorOf = (ip: string, key: string) =>
  createHmac('sha256', key)
    .update(`vitrine-visitor:${today()}:${visitorNetwork(ip)}`)
    .digest('base64url')
    .slice(0, 22);

/** A time shown to SALE_TIME_STEP_MINUTES (down), as ISO 8601. */
const roughly = (at: Date) => {
  const step = SALE_TIME_STEP_MINUTES * 60_000;
  return new Date(Math.floor(at.getTime() / step) * step).toISOString();
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** The last sales notice's and the visitors counter's data: the shop's own, and recent. */
export type SocialProofService = ReturnType<typeof createSocialProofService>;

export function createSocialProofService(
  db: Db,
  deps: {
    shown: ShownProducts;
    /** The orders' latest paid sales (the orders service's recentSales). */
    recentSales(
      since: Date,
      limit: number,
    ): Promise<{ product_id: number; country: string; sold_at: string | Date }[]>;
    /** The key of a visitor's hash: the same in every process of the shop (COOKIE_SECRET). */
    visitorKey: string;
  },
) {
  /** How many visitors looked at the product within the window. */
  async function visitors(productId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(productVisits)
      .where(
        and(
          eq(productVisits.productId, productId),
          gte(productVisits.seenAt, minutesAgo(VISIT_WINDOW_MINUTES)),
        ),
      );
    return row?.n ?? 0;
  }

  return {
    /** The day's hash of a visitor at an address (visitorOf, with the shop's key). */
    visitorOf: (ip: string) => visitorOf(ip, deps.visitorKey),

    /**
     * The latest paid sales of the last LAST_SALES_DAYS days, newest first: per order its first
     * line's product as the catalogue shows it now in `locale` (a product no longer listed is
     * left out), the shipping country and the time to SALE_TIME_STEP_MINUTES. No name, e-mail,
     * city, amount or order number.
     */
    async lastSales(locale: Locale): Promise<LastSale[]> {
      const since = new Date(Date.now() - LAST_SALES_DAYS * 86_400_000);
      const sold = await deps.recentSales(since, LAST_SALES_MAX * 2);
      if (sold.length === 0) return [];
      const products = new Map(
        (await deps.shown([...new Set(sold.map((s) => s.product_id))], locale)).map((p) => [
          p.ID,
          p,
        ]),
      );
      const sales: LastSale[] = [];
      for (const s of sold) {
        const product = products.get(s.product_id);
        if (!product || !s.country) continue;
        sales.push({
          product_id: product.ID,
          title: product.title,
          path: product.path,
          image: product.feature_image,
          country: s.country,
          sold_at: roughly(new Date(s.sold_at)),
        });
        if (sales.length === LAST_SALES_MAX) break;
      }
      return sales;
    },

    visitors,

    /** Counts `visitor` as looking at the product now; answers how many are. */
    async visit(productId: number, visitor: string): Promise<number> {
      await db
        .insert(productVisits)
        .values({ productId, visitor })
        .onConflictDoUpdate({
          target: [productVisits.productId, productVisits.visitor],
          set: { seenAt: sql`now()` },
        });
      return visitors(productId);
    },

    /** Deletes the visits older than the window (the periodic job's run). */
    async forgetVisits(): Promise<void> {
      await db
        .delete(productVisits)
        .where(lt(productVisits.seenAt, minutesAgo(VISIT_WINDOW_MINUTES)));
    },
  };
}
