import { sql } from 'drizzle-orm';
import { fromJsonRow, queryRows } from '../../platform/db.ts';
import { keptReads, SHOP_READS_TTL_MS } from '../../platform/kept-reads.ts';
import type { ProductDto } from '../catalog/contract.ts';
import type { ProductCardDto, TagDto, TagValues } from './contract.ts';
import type { MerchContext } from './context.ts';
import { productTags, sizeCharts } from './schema.ts';

type TagRow = typeof productTags.$inferSelect;

/** The shop's tags by the products they are on, and the products that have a size chart. */
interface CardMarks {
  tags: Map<number, TagRow[]>;
  charted: Set<number>;
}

/** What a tag's placeholders read of a product: its cheapest buyable variant, else itself. */
function tagValues(p: ProductDto): TagValues {
  const v = p.min_price_variant ?? p.variants?.[0];
  return {
    price: v?.price ?? p.price,
    regular_price: v ? v.regular_price : p.regular_price,
    sku: v?.sku || p.sku,
    stock: v ? v.stock : 0,
    // A card read without its variants and none buyable: its stock is managed and gone.
    manage_stock: v ? v.manage_stock : !p.buy_able && p.variant_count > 0,
  };
}

/** Whether a product carries what its tag values are made of (a card, or all its variants). */
const hasTagValues = (p: ProductDto) =>
  p.variants !== undefined || p.min_price_variant !== undefined;

/** Product tags on cards (product_cards), kept for the whole shop until the merchandising changes. */
export function tagReads({ db, productsById }: MerchContext) {
  // Every card of every list shows its tags and whether it has a size chart: the merchant's
  // few rows for the whole shop, read once and kept until a change is announced (or for
  // SHOP_READS_TTL_MS, for a statement run by hand), so a list page reads no more for them.
  const keptMarks = keptReads<CardMarks>(SHOP_READS_TTL_MS);
  const cardMarks = () =>
    keptMarks.get('all', async () => {
      const [row] = await queryRows<{ tags: Record<string, unknown>[]; charted: number[] }>(
        db,
        sql`select coalesce((select json_agg(t order by t.position, t.id) from ${productTags} t),
          '[]') as tags,
        array(select c.product_id from ${sizeCharts} c) as charted`,
      );
      const tags = new Map<number, TagRow[]>();
      for (const tag of row!.tags.map(fromJsonRow<TagRow>)) {
        for (const id of tag.productIds) {
          const list = tags.get(id);
          if (list) list.push(tag);
          else tags.set(id, [tag]);
        }
      }
      return { tags, charted: new Set(row!.charted) };
    });

  return {
    /** Drops the kept tags and size-chart marks (a change was announced). */
    forget: () => keptMarks.forget(),

    /** Per published product among `ids`, its tags and what their text reads (product_cards). */
    async productCards(ids: number[], known: ProductDto[] = []): Promise<ProductCardDto[]> {
      if (ids.length === 0) return [];
      // The products the caller has already read (a list's cards, the product of its page)
      // are not read again.
      const products = new Map(known.filter(hasTagValues).map((p) => [p.ID, p]));
      const missing = ids.filter((id) => !products.has(id));
      const [marks, read] = await Promise.all([cardMarks(), productsById(missing)]);
      for (const [id, p] of read) products.set(id, p);
      return ids.flatMap((id) => {
        const product = products.get(id);
        if (!product) return [];
        const tags: TagDto[] = (marks.tags.get(id) ?? []).map((r) => ({
          id: r.id,
          style: r.style,
          shape: r.shape,
          image: r.imageUrl ? { url: r.imageUrl } : null,
          image_config: r.imageConfig,
        }));
        return [
          {
            product_id: id,
            tags,
            values: tagValues(product),
            has_size_chart: marks.charted.has(id),
          },
        ];
      });
    },
  };
}
