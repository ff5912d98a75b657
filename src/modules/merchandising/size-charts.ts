import type { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.ts';
import { sizeChartInput, type SizeChartDto } from './contract.ts';
import type { MerchContext } from './context.ts';
import { sizeCharts } from './schema.ts';
import { merchText } from './shop-merch.ts';

/** Size charts: one per product, read and added. */
export function sizeChartReads({ db, assertProducts, changed, shopMerch }: MerchContext) {
  const part = {
    /**
     * A product's size chart (kept for the shop), its words in the shopper's language; 404 when
     * it has none.
     */
    async sizeChart(productId: number, locale?: string): Promise<SizeChartDto> {
      const merch = await shopMerch();
      const row = merch.sizeCharts.get(productId);
      if (!row) throw notFound('merch_size_chart_not_found');
      const say = merchText(merch, locale);
      return {
        id: row.id,
        product_id: row.productId,
        title: say(row.title),
        unit: row.unit as SizeChartDto['unit'],
        columns: row.table.columns.map(say),
        rows: row.table.rows,
        note: say(row.note),
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
      return part.sizeChart(chart.product_id);
    },
  };
  return part;
}
