import { z } from 'zod';
import { translatedText, translationLocale } from '../../platform/translation-input.ts';
import { buttonInput } from './button-contract.ts';
import { combinationInput, styleCombinationInput } from './combination-contract.ts';
import { diversionInput } from './diversion-contract.ts';
import { groupInput } from './group-contract.ts';
import { sizeChartInput } from './size-chart-contract.ts';
import { tagInput } from './tag-contract.ts';

/**
 * The merchandising contract (spec section 3: Product tag, Custom button, Combination, Style
 * combination, Size chart; section 7: product_cards, buttons, click_button, style-combinations,
 * size-chart, product_diversion_test): what the merchant loads, validated before anything is
 * saved, and what the API answers, one file per kind (tag-, button-, size-chart-, combination-,
 * diversion- and group-contract.ts) gathered here with the merchant's file. The storefront
 * imports the types only.
 */

export * from './merch-fields.ts';
export * from './tag-contract.ts';
export * from './button-contract.ts';
export * from './size-chart-contract.ts';
export * from './combination-contract.ts';
export * from './diversion-contract.ts';

function unique<T>(keyOf: (x: T) => string, what: string) {
  return (list: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    list.forEach((x, i) => {
      const key = keyOf(x);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: what });
      seen.add(key);
    });
  };
}

/**
 * The merchandising file (`vitrine merch load FILE`): each list it holds replaces the stored
 * list of that kind; a kind it leaves out is kept.
 */
export const merchFileSchema = z.strictObject({
  tags: z
    .array(tagInput)
    .superRefine(unique((t) => t.key, 'a second tag with this key'))
    .optional(),
  buttons: z.array(buttonInput).optional(),
  size_charts: z
    .array(sizeChartInput)
    .superRefine(unique((c) => String(c.product_id), 'a product has at most one size chart'))
    .optional(),
  combinations: z
    .array(combinationInput)
    .superRefine(
      unique((c) => `${c.product_id}@${c.position}`, 'one combination per product and position'),
    )
    .optional(),
  style_combinations: z
    .array(styleCombinationInput)
    .superRefine(
      unique(
        (c) => `${c.product_id}@${c.position}`,
        'one style combination per product and position',
      ),
    )
    .optional(),
  diversion_tests: z
    .array(diversionInput)
    .superRefine(unique((d) => String(d.product_id), 'one diversion test per product'))
    .optional(),
  groups: z
    .array(groupInput)
    .superRefine(unique((g) => String(g.product_id), 'one group per product'))
    .optional(),
});
export type MerchFile = z.input<typeof merchFileSchema>;

/**
 * A merchant's merchandising translations (the `merchandising` part of `vitrine translations
 * load FILE`): each text named as the merchandising file writes it (a tag's text, a button's,
 * a size chart's title, note or column, a combination's or group's title), with what the
 * language says; null takes a translation away. Every place that text shows reads it.
 */
export const merchTextsSchema = z.object({
  merchandising: z
    .array(
      z
        .object({
          text: z.string().min(1).max(300),
          locale: translationLocale,
          translation: translatedText(300),
        })
        .strict(),
    )
    .default([]),
});

/** Merchandising translations as a merchant writes them. */
export type MerchTexts = z.input<typeof merchTextsSchema>;
