import { z } from 'zod';
import { LOCALES } from '../../platform/locales.ts';

/**
 * Marketing popups (spec section 7, Catalogue and content: popups): the merchant's newsletter,
 * coupon and notice popups, each with its trigger, the pages it shows on, and how often a
 * shopper may see it.
 */

export const POPUP_KINDS = ['newsletter', 'coupon', 'notice'] as const;
export const POPUP_TRIGGERS = ['delay', 'exit_intent', 'scroll'] as const;
/** The kinds of page a popup may show on (`all`: every page but checkout). */
export const POPUP_PAGES = ['all', 'home', 'product', 'collection', 'cart', 'content'] as const;
export type PopupPage = (typeof POPUP_PAGES)[number];

const text = (max: number) => z.string().trim().min(1).max(max);
const inLanguages = (max: number) => z.partialRecord(z.enum(LOCALES), text(max)).default({});

/** One popup of the merchant's file (`vitrine popups load FILE`). */
export const popupSchema = z
  .strictObject({
    key: z.string().regex(/^[a-z0-9_-]{1,60}$/),
    kind: z.enum(POPUP_KINDS),
    title: text(120),
    titles: inLanguages(120),
    body: z.string().trim().max(600).default(''),
    bodies: inLanguages(600),
    /** A coupon popup's code (one of the shop's public coupons). */
    coupon_code: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/)
      .optional(),
    trigger: z.enum(POPUP_TRIGGERS).default('delay'),
    /** `delay`: seconds after the page. */
    delay_seconds: z.number().int().min(0).max(600).default(5),
    /** `scroll`: how far down the page, in per cent. */
    scroll_percent: z.number().int().min(1).max(100).default(50),
    pages: z.array(z.enum(POPUP_PAGES)).min(1).default(['all']),
    /** A shopper sees it again after this many days; 0: once a visit. */
    every_days: z.number().int().min(0).max(365).default(7),
    starts_at: z.coerce.date().optional(),
    ends_at: z.coerce.date().optional(),
    active: z.boolean().default(true),
  })
  .refine((p) => p.kind !== 'coupon' || p.coupon_code, {
    message: 'a coupon popup names its coupon_code',
    path: ['coupon_code'],
  });
export type Popup = z.output<typeof popupSchema>;

/** The merchant's file: the popups, in the order they are tried. */
export const popupFileSchema = z.strictObject({ popups: z.array(popupSchema).max(20) });

/** A popup as the storefront shows it, in the shopper's language. */
export const shownPopupSchema = z.object({
  key: z.string(),
  kind: z.enum(POPUP_KINDS),
  title: z.string(),
  body: z.string(),
  coupon_code: z.string().nullable(),
  trigger: z.enum(POPUP_TRIGGERS),
  delay_seconds: z.number(),
  scroll_percent: z.number(),
  pages: z.array(z.enum(POPUP_PAGES)),
  every_days: z.number(),
});
export type ShownPopup = z.output<typeof shownPopupSchema>;

/** `GET popups`: the active popups, in the order they are tried. */
export const popupsSchema = z.object({ data: z.array(shownPopupSchema) });

/** The topic announced when the popups change, and the tag of the answers that show them. */
export const POPUPS_CHANGED = 'popups';
