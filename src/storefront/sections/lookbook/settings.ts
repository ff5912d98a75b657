import { z } from 'zod';
import { MAX_LOOKS } from '../../../modules/merchandising/combination-contract.ts';
import { messageKey } from '../settings.ts';

/**
 * The lookbook: its heading and lead, how many of the shop's style combinations it shows as
 * looks (the first the merchant made at a position), and how each look's pictures are laid out.
 */
export const settings = z.strictObject({
  title_key: messageKey('home.lookbook_title'),
  text_key: messageKey('home.lookbook_lead'),
  looks: z.number().int().min(1).max(MAX_LOOKS).default(3),
  /** The position of the style combinations shown: `card`, those of the product cards. */
  position: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/)
    .default('card'),
  /** `feature`: the look's own product large, the others smaller beside it; `grid`: even. */
  layout: z.enum(['feature', 'grid']).default('feature'),
});
