import type { PgTable } from 'drizzle-orm/pg-core';
import { ZodError } from 'zod';
import { merchFileSchema } from './contract.ts';
import type { MerchContext } from './context.ts';
import { memberVariant } from './groups.ts';
import {
  combinations,
  customButtons,
  diversionTests,
  productGroups,
  productTags,
  sizeCharts,
  styleCombinations,
} from './schema.ts';

/** Rows written by one insert: a few thousand parameters, whatever the file's length. */
const INSERT_ROWS = 500;

/** The merchant's merchandising file (`vitrine merch load`), checked and written whole. */
export function merchFileLoad({ db, productsById, changed }: MerchContext) {
  const part = {
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
          // In parts: PostgreSQL binds at most 65,535 parameters in one statement.
          for (let i = 0; i < rows.length; i += INSERT_ROWS) {
            await tx.insert(table).values(rows.slice(i, i + INSERT_ROWS) as never);
          }
          counts[kind] = rows.length;
        }
      });
      await changed();
      return counts;
    },
  };
  return part;
}
