import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { announceChange } from '../../platform/changes.ts';
import { fromJsonRow, queryRows, type Db } from '../../platform/db.ts';
import { keptReads, SHOP_READS_TTL_MS } from '../../platform/kept-reads.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { ProductDto } from '../catalog/contract.ts';
import {
  MAX_IDS,
  merchFileSchema,
  sizeChartInput,
  type ButtonDto,
  type CombinationDto,
  type DiversionDto,
  type ItemProductDto,
  type ProductCardDto,
  type SizeChartDto,
  type StyleCombinationDto,
  type TagDto,
  type TagValues,
} from './contract.ts';
import {
  buttonClicks,
  combinations,
  customButtons,
  diversionTests,
  productGroups,
  productTags,
  sizeCharts,
  styleCombinations,
} from './schema.ts';
import { ZodError, type z } from 'zod';
import type { Locale } from '../../platform/locales.ts';
import type { ProductGroupDto } from './group-contract.ts';
import { memberVariant, productGroupDto } from './groups.ts';

/** Tags, custom buttons, size charts, combinations and diversion tests of products. */
export type MerchService = ReturnType<typeof createMerchService>;

/** The topic announced when the merchandising (its file, a size chart) changes. */
export const MERCH_CHANGED = 'merchandising';

type TagRow = typeof productTags.$inferSelect;

/** The shop's tags by the products they are on, and the products that have a size chart. */
interface CardMarks {
  tags: Map<number, TagRow[]>;
  charted: Set<number>;
}

/** What the merchandising service reads of the catalogue (through its service). */
export type CatalogReader = Pick<CatalogService, 'listProducts'>;

const itemProduct = (p: ProductDto): ItemProductDto => ({
  ID: p.ID,
  title: p.title,
  path: p.path,
  price: p.price,
  regular_price: p.regular_price,
  image: p.feature_image,
});

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

/** Creates the merchandising service; products are read through the catalogue's service. */
export function createMerchService(db: Db, catalog: CatalogReader) {
  /** Published products by id, with their variants when asked, read 100 at a time. */
  async function productsById(ids: number[], withVariants = false, locale?: Locale) {
    const found = new Map<number, ProductDto>();
    const unique = [...new Set(ids)];
    for (let i = 0; i < unique.length; i += MAX_IDS) {
      const page = await catalog.listProducts({
        page: 1,
        pageSize: MAX_IDS,
        includeIds: unique.slice(i, i + MAX_IDS),
        withVariants,
        count: false,
        locale,
      });
      for (const p of page.data) found.set(p.ID, p);
    }
    return found;
  }

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
  /** After a change of this process: forgotten at once, and announced to the others. */
  const changed = async () => {
    keptMarks.forget();
    await announceChange(db, MERCH_CHANGED);
  };

  const service = {
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

    /** The custom buttons of the products among `ids`, in the merchant's order. */
    async buttons(ids: number[]): Promise<ButtonDto[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(customButtons)
        .where(inArray(customButtons.productId, ids))
        .orderBy(asc(customButtons.productId), asc(customButtons.position), asc(customButtons.id));
      return rows.map((r) => ({
        id: r.id,
        product_id: r.productId,
        button_type: r.buttonType as ButtonDto['button_type'],
        button_style: r.buttonStyle as ButtonDto['button_style'],
        button_url: r.buttonUrl,
        button_text: r.buttonText,
        text_color: r.textColor,
        background_color: r.backgroundColor,
      }));
    },

    /** Counts a shopper's click on a product's custom button; 404 when it has none such. */
    async clickButton(productId: number, buttonType?: string): Promise<void> {
      const [button] = await db
        .select({ type: customButtons.buttonType })
        .from(customButtons)
        .where(
          and(
            eq(customButtons.productId, productId),
            buttonType ? eq(customButtons.buttonType, buttonType) : undefined,
          ),
        )
        .limit(1);
      if (!button) throw notFound('merch_button_not_found');
      await db
        .insert(buttonClicks)
        .values({ productId, buttonType: button.type, clicks: 1 })
        .onConflictDoUpdate({
          target: [buttonClicks.productId, buttonClicks.buttonType],
          set: { clicks: sql`${buttonClicks.clicks} + 1`, lastAt: new Date() },
        });
    },

    /** How many clicks each of a product's button types has had. */
    async clicks(productId: number): Promise<Record<string, number>> {
      const rows = await db
        .select()
        .from(buttonClicks)
        .where(eq(buttonClicks.productId, productId));
      return Object.fromEntries(rows.map((r) => [r.buttonType, r.clicks]));
    },

    /** A product's size chart; 404 when it has none. */
    async sizeChart(productId: number): Promise<SizeChartDto> {
      const [row] = await db.select().from(sizeCharts).where(eq(sizeCharts.productId, productId));
      if (!row) throw notFound('merch_size_chart_not_found');
      return {
        id: row.id,
        product_id: row.productId,
        title: row.title,
        unit: row.unit as SizeChartDto['unit'],
        columns: row.table.columns,
        rows: row.table.rows,
        note: row.note,
      };
    },

    /** Adds a size chart; a product that has one already is refused (spec section 3). */
    async addSizeChart(input: z.input<typeof sizeChartInput>): Promise<SizeChartDto> {
      const chart = sizeChartInput.parse(input);
      await assertProducts([chart.product_id], 'product_id');
      const [row] = await db
        .insert(sizeCharts)
        .values({
          productId: chart.product_id,
          title: chart.title,
          unit: chart.unit,
          table: chart.table,
          note: chart.note,
        })
        .onConflictDoNothing()
        .returning({ id: sizeCharts.id });
      if (!row) throw new AppError(422, 'merch_size_chart_exists', {}, 'product_id');
      await changed();
      return service.sizeChart(chart.product_id);
    },

    /** A product's active combinations, each item with its product (those on sale). */
    async combinations(productId: number): Promise<CombinationDto[]> {
      const rows = await db
        .select()
        .from(combinations)
        .where(and(eq(combinations.productId, productId), eq(combinations.status, 'active')))
        .orderBy(asc(combinations.id));
      const products = await productsById(rows.flatMap((r) => r.items.map((i) => i.product_id)));
      return rows.map((r) => ({
        id: r.id,
        product_id: r.productId,
        position: r.position,
        status: r.status as CombinationDto['status'],
        title: r.title,
        items: r.items.flatMap((item) => {
          const product = products.get(item.product_id);
          return product ? [{ ...item, product: itemProduct(product) }] : [];
        }),
      }));
    },

    /** The style combinations of the products among `ids` at a position (the card strip). */
    async styleCombinations(ids: number[], position: string): Promise<StyleCombinationDto[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(styleCombinations)
        .where(
          and(inArray(styleCombinations.productId, ids), eq(styleCombinations.position, position)),
        );
      const products = await productsById(rows.flatMap((r) => r.items.map((i) => i.product_id)));
      const byProduct = new Map(rows.map((r) => [r.productId, r]));
      return ids.flatMap((id) => {
        const r = byProduct.get(id);
        if (!r) return [];
        const items = r.items.flatMap((item) => {
          const product = products.get(item.product_id);
          return product ? [{ product_id: item.product_id, product: itemProduct(product) }] : [];
        });
        return [{ id: r.id, product_id: r.productId, position: r.position, items }];
      });
    },

    /** The diversion tests of the products among `ids`, with the main product's slug. */
    async diversions(ids: number[]): Promise<DiversionDto[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(diversionTests)
        .where(inArray(diversionTests.productId, ids));
      const mains = await productsById(rows.map((r) => r.mainProductId));
      return rows.flatMap((r) => {
        const main = mains.get(r.mainProductId);
        return main
          ? [
              {
                product_id: r.productId,
                main_product: main.slug,
                diversion_test_id: r.id,
                share: r.share,
              },
            ]
          : [];
      });
    },

    /** The grouped product on a product's page, its members in the shopper's language; or null. */
    async productGroup(productId: number, locale?: Locale): Promise<ProductGroupDto | null> {
      const [row] = await db
        .select()
        .from(productGroups)
        .where(eq(productGroups.productId, productId));
      if (!row) return null;
      const products = await productsById(
        row.items.map((i) => i.product_id),
        true,
        locale,
      );
      return productGroupDto(row, products);
    },

    /**
     * Loads the merchant's merchandising file: all validated first (fields, then that every
     * product exists), then written in one transaction; each list in the file replaces the
     * stored list of its kind. Returns how many entries of each kind were loaded.
     */
    async load(input: unknown): Promise<Record<string, number>> {
      const file = merchFileSchema.parse(input);
      type Ref = [path: (string | number)[], id: number];
      const refs: Ref[] = [
        ...(file.tags ?? []).flatMap((t, i) =>
          t.product_ids.map((id, j): Ref => [['tags', i, 'product_ids', j], id]),
        ),
        ...(file.buttons ?? []).map((b, i): Ref => [['buttons', i, 'product_id'], b.product_id]),
        ...(file.size_charts ?? []).map((c, i): Ref => [
          ['size_charts', i, 'product_id'],
          c.product_id,
        ]),
        ...(['combinations', 'style_combinations'] as const).flatMap((kind) =>
          (file[kind] ?? []).flatMap((c, i) => [
            [[kind, i, 'product_id'], c.product_id] as Ref,
            ...c.items.map((item, j): Ref => [
              [kind, i, 'items', j, 'product_id'],
              item.product_id,
            ]),
          ]),
        ),
        ...(file.diversion_tests ?? []).flatMap((d, i): Ref[] => [
          [['diversion_tests', i, 'product_id'], d.product_id],
          [['diversion_tests', i, 'main_product_id'], d.main_product_id],
        ]),
        ...(file.groups ?? []).flatMap((g, i) => [
          [['groups', i, 'product_id'], g.product_id] as Ref,
          ...g.items.map((item, j): Ref => [
            ['groups', i, 'items', j, 'product_id'],
            item.product_id,
          ]),
        ]),
      ];
      // A group's members are read with their variants: a variant it names must be theirs.
      const found = await productsById(
        refs.map(([, id]) => id),
        Boolean(file.groups?.length),
      );
      const issues = refs
        .filter(([, id]) => !found.has(id))
        .map(([path, id]) => ({
          code: 'custom' as const,
          path,
          message: `no published product has the id ${id}`,
          input: id,
        }));
      (file.groups ?? []).forEach((g, i) =>
        g.items.forEach((item, j) => {
          const product = found.get(item.product_id);
          if (
            product &&
            item.variant_id !== undefined &&
            !memberVariant(product, item.variant_id)
          ) {
            issues.push({
              code: 'custom' as const,
              path: ['groups', i, 'items', j, 'variant_id'],
              message: `no variant ${item.variant_id} of product ${item.product_id}`,
              input: item.variant_id,
            });
          }
        }),
      );
      if (issues.length > 0) throw new ZodError(issues);
      // Each list the file holds, as rows of its table; a list it leaves out stays as it is.
      const lists: [PgTable, Record<string, unknown>[] | undefined, string][] = [
        [
          productTags,
          file.tags?.map((t, i) => ({
            key: t.key,
            style: t.style,
            shape: t.style === 0 ? (t.shape ?? null) : null,
            imageUrl: t.image?.url ?? null,
            imageConfig: t.image_config,
            productIds: t.product_ids,
            position: i,
          })),
          'tags',
        ],
        [
          customButtons,
          file.buttons?.map((b, i) => ({
            productId: b.product_id,
            buttonType: b.button_type,
            buttonStyle: b.button_style,
            buttonUrl: b.button_url,
            buttonText: b.button_text,
            textColor: b.text_color,
            backgroundColor: b.background_color,
            position: i,
          })),
          'buttons',
        ],
        [
          sizeCharts,
          file.size_charts?.map((c) => ({
            productId: c.product_id,
            title: c.title,
            unit: c.unit,
            table: c.table,
            note: c.note,
          })),
          'size_charts',
        ],
        [
          combinations,
          file.combinations?.map((c) => ({
            productId: c.product_id,
            position: c.position,
            status: c.status,
            title: c.title,
            items: c.items,
          })),
          'combinations',
        ],
        [
          styleCombinations,
          file.style_combinations?.map((c) => ({
            productId: c.product_id,
            position: c.position,
            items: c.items,
          })),
          'style_combinations',
        ],
        [
          diversionTests,
          file.diversion_tests?.map((d) => ({
            productId: d.product_id,
            mainProductId: d.main_product_id,
            share: d.share,
          })),
          'diversion_tests',
        ],
        [
          productGroups,
          file.groups?.map((g) => ({ productId: g.product_id, title: g.title, items: g.items })),
          'groups',
        ],
      ];
      const counts: Record<string, number> = {};
      await db.transaction(async (tx) => {
        for (const [table, rows, kind] of lists) {
          if (!rows) continue;
          await tx.delete(table);
          if (rows.length > 0) await tx.insert(table).values(rows as never);
          counts[kind] = rows.length;
        }
      });
      await changed();
      return counts;
    },
  };

  /** Refuses ids that are no published product, naming the field and the first such id. */
  async function assertProducts(ids: number[], field: string) {
    const found = await productsById(ids);
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) {
      throw new AppError(422, 'merch_product_unknown', { id: missing }, field);
    }
  }

  return service;
}
