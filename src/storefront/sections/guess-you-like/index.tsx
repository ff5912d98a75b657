import { FormattedMessage } from 'react-intl';
import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import { loadCardTags, type CardTags } from '../../components/card-merch.ts';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';

/**
 * "You may also like" (spec section 1, guess-you-like): products of the product's own
 * collections, without it, rendered with the page (and cached with it).
 */
export default defineSection<
  z.output<typeof settings>,
  { products: ProductDto[]; tags: CardTags },
  ProductDto
>({
  load: async ({ api, page }, settings) => {
    const collection = page.categories[0];
    if (!collection) return { products: [], tags: {} };
    const found = await api
      .products({ category: collection.slug, page_size: settings.limit + 1 })
      .catch(() => null);
    const products = (found?.data ?? []).filter((p) => p.ID !== page.ID).slice(0, settings.limit);
    return { products, tags: await loadCardTags(api, products) };
  },
  Component: ({ id, settings, data }) =>
    data.products.length === 0 ? null : (
      <section className="section" aria-labelledby={`${id}-title`} data-testid="guess-you-like">
        <div className="section__head">
          <h2 id={`${id}-title`}>
            <FormattedMessage id={settings.title_key} />
          </h2>
        </div>
        <ProductGrid products={data.products} tags={data.tags} />
      </section>
    ),
});
