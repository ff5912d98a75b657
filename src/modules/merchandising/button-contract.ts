import { z } from 'zod';
import { idSchema } from '../../platform/ids.ts';
import { BUTTON_STYLES, BUTTON_TYPES, color, idList, productId } from './merch-fields.ts';

/** Custom buttons (spec section 3, Custom button; section 7, buttons and click_button) */

/** A custom button as the merchant loads it. */
export const buttonInput = z.strictObject({
  product_id: productId,
  button_type: z.enum(BUTTON_TYPES),
  button_style: z.enum(BUTTON_STYLES),
  button_url: z
    .string()
    .max(2000)
    .regex(/^https?:\/\/[^\s/]+/, 'an http or https address'),
  button_text: z.string().trim().min(1).max(60),
  text_color: color,
  background_color: color,
});

/** A custom button as the API shows it. */
export const buttonSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  button_type: z.enum(BUTTON_TYPES),
  button_style: z.enum(BUTTON_STYLES),
  button_url: z.string(),
  button_text: z.string(),
  text_color: z.string(),
  background_color: z.string(),
});
export type ButtonDto = z.output<typeof buttonSchema>;

export const buttonsQuery = z.object({ product_ids: idList });

export const clickButtonBody = z.object({
  product_id: idSchema('error.product_id_invalid'),
  button_type: z.enum(BUTTON_TYPES, { error: 'error.merch_button_type_invalid' }).optional(),
});
