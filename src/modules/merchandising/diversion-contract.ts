import { z } from 'zod';
import { idList, productId } from './merch-fields.ts';

/** Product diversion tests (spec section 7, product_diversion_test) */

/** A product diversion test as the merchant loads it. */
export const diversionInput = z
  .strictObject({
    product_id: productId,
    main_product_id: productId,
    share: z.number().min(0).max(1),
  })
  .refine((t) => t.product_id !== t.main_product_id, {
    path: ['main_product_id'],
    message: 'another product than product_id',
  });

/** A product's diversion test (spec section 7, product_diversion_test/relationships). */
export const diversionSchema = z.object({
  product_id: z.number().int(),
  main_product: z.string(),
  diversion_test_id: z.number().int(),
  share: z.number(),
});
export type DiversionDto = z.output<typeof diversionSchema>;

export const diversionQuery = z.object({ product_ids: idList });
