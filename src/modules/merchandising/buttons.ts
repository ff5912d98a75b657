import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { ButtonDto } from './contract.ts';
import type { MerchContext } from './context.ts';
import { buttonClicks, customButtons } from './schema.ts';
import { merchText } from './shop-merch.ts';

/** Custom buttons under add to cart, and their clicks. */
export function buttonReads({ db, shopMerch }: MerchContext) {
  const part = {
    /**
     * The custom buttons of the products among `ids`, in the merchant's order (kept for the
     * shop), their texts in the shopper's language.
     */
    async buttons(ids: number[], locale?: string): Promise<ButtonDto[]> {
      if (ids.length === 0) return [];
      const merch = await shopMerch();
      const kept = merch.buttons;
      const say = merchText(merch, locale);
      const rows = [...new Set(ids)].sort((a, b) => a - b).flatMap((id) => kept.get(id) ?? []);
      return rows.map((r) => ({
        id: r.id,
        product_id: r.productId,
        button_type: r.buttonType as ButtonDto['button_type'],
        button_style: r.buttonStyle as ButtonDto['button_style'],
        button_url: r.buttonUrl,
        button_text: say(r.buttonText),
        text_color: r.textColor,
        background_color: r.backgroundColor,
      }));
    },

    /** Counts a shopper's click on a product's custom button; 404 when it has none such. */
    async clickButton(productId: number, buttonType?: string): Promise<void> {
      const [button] = await db
        .select({ type: customButtons.buttonType })
        .from(customButtons)
        .where(
          and(
            eq(customButtons.productId, productId),
            buttonType ? eq(customButtons.buttonType, buttonType) : undefined,
          ),
        )
        .limit(1);
      if (!button) throw notFound('merch_button_not_found');
      await db
        .insert(buttonClicks)
        .values({ productId, buttonType: button.type, clicks: 1 })
        .onConflictDoUpdate({
          target: [buttonClicks.productId, buttonClicks.buttonType],
          set: { clicks: sql`${buttonClicks.clicks} + 1`, lastAt: new Date() },
        });
    },

    /** How many clicks each of a product's button types has had. */
    async clicks(productId: number): Promise<Record<string, number>> {
      const rows = await db
        .select()
        .from(buttonClicks)
        .where(eq(buttonClicks.productId, productId));
      return Object.fromEntries(rows.map((r) => [r.buttonType, r.clicks]));
    },
  };
  return part;
}
