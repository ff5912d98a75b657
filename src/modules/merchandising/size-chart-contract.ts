import { z } from 'zod';
import { idText } from '../../platform/ids.ts';
import { productId, SIZE_UNITS } from './merch-fields.ts';

/** Size charts (spec section 3, Size chart; section 7, size-chart) */

/** A size chart's table: column heads, and rows of as many cells. */
export const sizeChartTable = z.strictObject({
  columns: z.array(z.string().min(1).max(40)).min(1).max(12),
  rows: z
    .array(z.array(z.string().max(40)))
    .min(1)
    .max(40),
});
export type SizeChartTable = z.output<typeof sizeChartTable>;

/** A size chart as the merchant loads it. */
export const sizeChartInput = z
  .strictObject({
    product_id: productId,
    title: z.string().max(100).default(''),
    unit: z.enum(SIZE_UNITS),
    table: sizeChartTable,
    note: z.string().max(500).default(''),
  })
  .superRefine((chart, ctx) => {
    chart.table.rows.forEach((row, i) => {
      if (row.length !== chart.table.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['table', 'rows', i],
          message: `a row of ${chart.table.columns.length} cells, one per column`,
        });
      }
    });
  });

/** A size chart as the API shows it. */
export const sizeChartSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  unit: z.enum(SIZE_UNITS),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  note: z.string(),
});
export type SizeChartDto = z.output<typeof sizeChartSchema>;

export const sizeChartParams = z.object({
  id: idText('error.product_id_invalid'),
});
