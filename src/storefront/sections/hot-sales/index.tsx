import { FormattedMessage } from '../../intl.tsx';
import type { z } from 'zod';
import type { ProductDto } from '../../../modules/catalog/contract.ts';
import { isApiError } from '../../api-client.ts';
import { ProductGrid } from '../../components/ProductCard.tsx';
import { cardPaletteQuery } from '../../components/card-palettes.ts';
import { loadCardTags, type CardTags } from '../../components/card-tags.ts';
import { defineSection } from '../registry.tsx';
import type { settings } from './settings.ts';

/**
 * The hot-sales row (spec section 2): the `limit` best-selling products, of the whole shop or of
 * the collection or tag its settings name, loaded for this section only, with their cards' tags
 * and (where the theme shows them on lists) palettes.
 */
export default defineSection<z.output<typeof settings>, { products: ProductDto[]; tags: CardTags }>(
  {
    load: async ({ api, theme }, settings) => {
      const products = await api
        .products({
          sort_by: 'best-selling',
          page_size: settings.limit,
          category: settings.collection,
          tag: settings.tag,
          ...cardPaletteQuery(theme),
        })
        .then(
          (page) => page.data,
          // A collection the merchant has since removed leaves the row out, not the page.
          (error: unknown) => {
            if (isApiError(error) && error.status === 404) return [];
            throw error;
          },
        );
      return { products, tags: await loadCardTags(api, products) };
    },
    Component: ({ id, settings, data, lead }) =>
      data.products.length === 0 ? null : (
        <section className="section" aria-labelledby={`${id}-title`}>
          <div className="section__head">
            <h2 id={`${id}-title`}>
              <FormattedMessage id={settings.title_key} />
            </h2>
            <p className="section__subtitle">
              <FormattedMessage id={settings.subtitle_key} />
            </p>
          </div>
          <ProductGrid products={data.products} tags={data.tags} eagerCount={lead ? 2 : 0} />
        </section>
      ),
  },
);
