import type { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.ts';
import { sizeChartInput, type SizeChartDto } from './contract.ts';
import type { MerchContext } from './context.ts';
import { sizeCharts } from './schema.ts';

/** Size charts: one per product, read and added. */
export function sizeChartReads({ db, assertProducts, changed, shopMerch }: MerchContext) {
  const part = {
    /** A product's size chart (kept for the shop); 404 when it has none. */
    async sizeChart(productId: number): Promise<SizeChartDto> {
      const row = (await shopMerch()).sizeCharts.get(productId);
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
      return part.sizeChart(chart.product_id);
    },
  };
  return part;
}
