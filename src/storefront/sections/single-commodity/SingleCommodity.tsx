import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import { FormattedMessage, useIntl } from '../../intl.tsx';
import { Image } from '../../components/Image.tsx';
import { Price } from '../../components/Price.tsx';
import { Rating } from '../../components/Rating.tsx';
import { ShopLink, useShopPath } from '../../components/ShopLink.tsx';
import { useAddItems } from '../../state/add-items.ts';
import type { SectionProps } from '../registry.tsx';
import type { settings as schema } from './settings.ts';
import { ADD_INTENT } from '../../form-intents.ts';

// The product page's action reads it as a card's add (one variant, no options to choose).

/**
 * The featured product: its picture, title, rating and price, a choice of variant when it has
 * several, and add to cart. The form posts to the product page (its action adds and goes to the
 * cart) without JavaScript; hydrated, it adds through the API and the theme says what follows.
 */
export function SingleCommodity({
  id,
  settings,
  data: product,
}: SectionProps<z.output<typeof schema>, ProductDto | null>) {
  const shopPath = useShopPath();
  const intl = useIntl();
  const variants = product?.variants ?? [];
  const start = product?.min_price_variant ?? variants.find((v) => v.buy_able) ?? variants[0];
  const [variantId, setVariantId] = useState(start?.ID ?? 0);
  const { add, adding, status, setStatus } = useAddItems();
  if (!product) return null;
  const variant = variants.find((v) => v.ID === variantId);
  const buyable = Boolean(product.buy_able && variant?.buy_able);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!product || !buyable) return;
    const added = await add(
      [{ product_id: product.ID, variant_id: variantId, quantity: 1 }],
      ADD_INTENT.quickAdd,
    );
    if (added)
      setStatus({ text: intl.formatMessage({ id: 'card.added' }, { title: product.title }) });
  }

  return (
    <section
      className="section featured"
      aria-labelledby={`${id}-title`}
      data-testid="single-commodity"
    >
      <div className="featured__media">
        <Image
          src={variant?.feature_image ?? product.feature_image}
          alt={product.title}
          sizes="(max-width: 767px) 100vw, 50vw"
        />
      </div>
      <div className="featured__info">
        <p className="featured__eyebrow">
          <FormattedMessage id={settings.title_key} />
        </p>
        <h2 id={`${id}-title`} className="featured__title">
          <ShopLink to={product.path}>{product.title}</ShopLink>
        </h2>
        {product.review_count > 0 && (
          <Rating rating={product.average_rating} count={product.review_count} />
        )}
        <Price
          price={variant?.price ?? product.price}
          regularPrice={variant ? variant.regular_price : product.regular_price}
          large
        />
        <form
          method="post"
          action={shopPath(product.path)}
          className="featured__form"
          onSubmit={submit}
        >
          <input type="hidden" name="product_id" value={product.ID} />
          <input type="hidden" name="quantity" value="1" />
          <input type="hidden" name="intent" value={ADD_INTENT.quickAdd} />
          {variants.length > 1 ? (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-variant`}>
                {(product.variant_attrs ?? []).map((a) => a.name).join(' / ')}
              </label>
              <select
                id={`${id}-variant`}
                name="variant_id"
                className="featured__select"
                value={variantId}
                onChange={(e) => setVariantId(Number(e.target.value))}
              >
                {variants.map((v) => (
                  <option key={v.ID} value={v.ID} disabled={!v.buy_able}>
                    {v.attrs.map((a) => a.value).join(' / ')}
                    {!v.buy_able && ` — ${intl.formatMessage({ id: 'product.sold_out' })}`}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <input type="hidden" name="variant_id" value={variantId} />
          )}
          <button
            type="submit"
            className="button button--large featured__add"
            disabled={!buyable}
            aria-disabled={adding || undefined}
            data-testid="featured-add"
          >
            <FormattedMessage
              id={!buyable ? 'product.sold_out' : adding ? 'product.adding' : 'product.add_to_cart'}
            />
          </button>
          <p
            className={status?.error ? 'form-error' : 'featured__status'}
            role="status"
            data-testid="featured-status"
          >
            {status?.text}
          </p>
        </form>
        <ShopLink to={product.path} className="featured__more">
          <FormattedMessage id="home.featured_details" />
        </ShopLink>
      </div>
    </section>
  );
}
