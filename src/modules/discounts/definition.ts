import { z } from 'zod';
import { LOCALES } from '../../platform/locales.ts';
import { adjustmentsSchema } from './model.ts';
import { DISCOUNT_TYPE_CODES, DISCOUNT_TYPES, type DiscountTypeCode } from './types/index.ts';

/** A coupon code as the shopper types it: letters, digits, dash and underscore, any case. */
export const COUPON_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** A code as stored and compared: upper case, so SAVE10 and save10 are one code. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

const textsObject = z.object({
  cart: z.string().max(300).optional(),
  checkout: z.string().max(300).optional(),
  product: z.string().max(300).optional(),
});
const texts = textsObject.default({});

/** Where a discount speaks: the cart's hint, checkout's row, the product page's offer. */
export type DiscountTextPlace = keyof z.output<typeof textsObject>;

/**
 * A discount as the merchant defines it (the CLI or a JSON file): its type and rule, the
 * adjustment fields, when it runs, and, for a coupon, its code and limits. Validated at load:
 * a wrong field is named, nothing half-loaded.
 */
export const discountDefinitionSchema = adjustmentsSchema
  .extend({
    title: z.string().trim().min(1).max(120),
    /** The title in other languages, by locale: shoppers read theirs, else the title. */
    titles: z.partialRecord(z.enum(LOCALES), z.string().trim().min(1).max(120)).default({}),
    discount_type: z.enum(DISCOUNT_TYPE_CODES as [DiscountTypeCode, ...DiscountTypeCode[]]),
    rule: z.unknown(),
    /** Present for a coupon: the shopper types it. Absent: an automatic discount. */
    code: z.string().regex(COUPON_CODE).transform(normalizeCode).optional(),
    combinable: z.boolean().default(false),
    active: z.boolean().default(true),
    starts_at: z.coerce.date().optional(),
    ends_at: z.coerce.date().optional(),
    /** Coupons: how many orders may use it in all, and per customer e-mail. */
    usage_limit: z.number().int().positive().optional(),
    per_customer_limit: z.number().int().positive().optional(),
    /**
     * A coupon issued to one customer (a redeemed reward): only an order placed with this
     * e-mail uses it.
     */
    customer_email: z.email().max(254).optional(),
    /** The least the eligible items must cost (minor units) for it to apply. */
    min_subtotal: z.number().int().nonnegative().default(0),
    /** Coupons: listed by `GET coupons`, and shown on product pages to copy (code_display). */
    public: z.boolean().default(false),
    code_display: z.boolean().default(false),
    /** Whether its message shows, and its texts for the cart, checkout and product page. */
    show_message: z.boolean().default(true),
    texts,
    /** The texts in other languages, by locale: a text missing there is the merchant's own. */
    text_translations: z.partialRecord(z.enum(LOCALES), textsObject).default({}),
  })
  .superRefine((d, ctx) => {
    const parsed = DISCOUNT_TYPES[d.discount_type].rule.safeParse(d.rule ?? {});
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['rule', ...issue.path] });
      }
    }
    if (d.starts_at && d.ends_at && d.ends_at <= d.starts_at) {
      ctx.addIssue({
        code: 'custom',
        message: 'ends_at must be after starts_at',
        path: ['ends_at'],
      });
    }
    if (
      !d.code &&
      (d.usage_limit || d.per_customer_limit || d.customer_email || d.public || d.code_display)
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'only a coupon (with a code) has limits',
        path: ['code'],
      });
    }
  })
  .transform((d) => ({
    ...d,
    rule: DISCOUNT_TYPES[d.discount_type].rule.parse(d.rule ?? {}) as unknown,
  }));

export type DiscountDefinitionInput = z.input<typeof discountDefinitionSchema>;

/** A discount's title as a shopper of `locale` reads it: in their language, else the title. */
export const discountTitle = (
  d: { title: string; titles: Partial<Record<string, string>> },
  locale?: string,
): string => (locale && d.titles[locale]) || d.title;

/** A discount's own text for `place` as a shopper of `locale` reads it (none: undefined). */
export const discountText = (
  d: {
    texts: Partial<Record<DiscountTextPlace, string>>;
    text_translations: Partial<Record<string, Partial<Record<DiscountTextPlace, string>>>>;
  },
  place: DiscountTextPlace,
  locale?: string,
): string | undefined => (locale && d.text_translations[locale]?.[place]) || d.texts[place];
export type DiscountDefinition = z.output<typeof discountDefinitionSchema>;
